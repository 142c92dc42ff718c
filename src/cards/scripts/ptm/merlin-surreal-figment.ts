import { activated, allOf, cardScript, championBonus, onAttack, putCounters, sacrificeSelf, sheen, target, targetUnit, triggered, yourChampion } from '../../define.js';

export default cardScript('merlin-surreal-figment', {
  abilities: [
    triggered(onAttack(), [putCounters(target(0), 'sheen', 1)], { condition: championBonus('Merlin'), targets: [targetUnit()] }),
    activated([sacrificeSelf()], [putCounters(target(0), 'sheen', 2), { op: 'wakeUp', subject: yourChampion() }], {
      condition: allOf({ kind: 'elementBonus', element: 'CRUX' }, sheen(24)), targets: [targetUnit()],
    }),
  ],
});
