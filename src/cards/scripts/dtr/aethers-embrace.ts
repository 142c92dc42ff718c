import { buffPower, cardScript, ifThen, loadInto, may, modifyLife, target, targetUnit } from '../../define.js';

export default cardScript('aethers-embrace', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'ALLY', subtype: 'RANGER' }, defending: true }, [
      { op: 'wakeUp', subject: target(0) }, buffPower(target(0), 2), modifyLife(target(0), 2),
    ]),
    may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })),
  ],
});
