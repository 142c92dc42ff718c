import { cardScript, classBonus, ifThen, preventNextDamage, putCounters, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('swerving-spring', {
  targets: [targetUnit()],
  onResolve: [preventNextDamage(target(0), 2), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])],
});
