import { cardScript, championBonus, dealDamage, ifThen, may, putCounters, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('focal-intensity', {
  targets: [targetUnit()],
  onResolve: [
    dealDamage(target(0), 1),
    ifThen(championBonus('Merlin'), [may({ op: 'removeMasteryCounters', counter: 'sheen', count: 2, then: [putCounters(yourChampion(), 'preparation', 2)] })]),
  ],
});
