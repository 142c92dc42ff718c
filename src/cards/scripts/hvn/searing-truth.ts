import { cardScript, championBonus, dealDamage, ifThen, putCounters, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('searing-truth', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2), ifThen(championBonus('Guo Jia'), [putCounters(yourChampion(), 'quest', 1)])],
});
