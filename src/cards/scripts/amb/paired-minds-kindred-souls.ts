import { allOf, cardScript, classBonus, ifThen } from '../../define.js';

export default cardScript('paired-minds-kindred-souls', {
  onResolve: [
    { op: 'lookAndTake', count: 10, filter: { type: 'ALLY', subtype: 'HORSE' } },
    ifThen(allOf(classBonus(), { kind: 'controlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 1 }), [
      { op: 'costChange', amount: -2, who: 'you', filter: { type: 'ALLY', subtype: 'HORSE' }, next: true },
    ]),
  ],
});
