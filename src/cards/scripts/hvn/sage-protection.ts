import { classBonus, cardScript, ifThen, modifyLife, putCounters, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('sage-protection', {
  targets: [targetAlly({ optional: true }), targetAlly({ optional: true }), targetAlly({ optional: true })],
  onResolve: [
    modifyLife(target(0), 1),
    modifyLife(target(1), 1),
    modifyLife(target(2), 1),
    ifThen(classBonus(), [putCounters(yourChampion(), 'enlighten', 1)]),
  ],
});
