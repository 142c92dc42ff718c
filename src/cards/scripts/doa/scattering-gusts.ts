import { cardScript, classBonus, ifThen, putCounters, suppress, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('scattering-gusts', {
  targets: [targetAlly({ optional: true }), targetAlly({ optional: true })],
  onResolve: [suppress(target(0)), suppress(target(1)), ifThen(classBonus(), [putCounters(yourChampion(), 'enlighten', 1)])],
});
