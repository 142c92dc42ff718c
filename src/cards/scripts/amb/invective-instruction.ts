import { allOf, buffPower, cardScript, classBonus, drawIntoMemory, ifThen, target, targetAlly } from '../../define.js';

export default cardScript('invective-instruction', {
  targets: [targetAlly()],
  onResolve: [
    buffPower(target(0), 3),
    ifThen(allOf(classBonus(), { kind: 'controlsCount', filter: { type: 'ALLY', notSubtype: 'HUMAN' }, min: 1 }), [drawIntoMemory(1)]),
  ],
});
