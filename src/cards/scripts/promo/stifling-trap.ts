import { allOf, cardScript, classBonus, dealDamage, not, staticAbility, target, targetAlly, yourTurn } from '../../define.js';

export default cardScript('stifling-trap', {
  abilities: [
    // Off your turn, from your memory: two preparation counters off your champion instead of the reserve cost.
    staticAbility({ kind: 'activateFromMemory', costs: [{ kind: 'removeChampionCounters', counter: 'preparation', count: 2 }], free: true }, allOf(classBonus(), not(yourTurn()))),
  ],
  targets: [targetAlly()],
  onResolve: [dealDamage(target(0), 2), { op: 'negateAll', onEnterFrom: 0 }],
});
