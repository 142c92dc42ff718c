import { allOf, cardScript, classBonus, dealDamage, not, staticAbility, target, targetUnit, yourTurn } from '../../define.js';

export default cardScript('scorching-trap', {
  abilities: [
    // Off your turn, from your memory: a preparation counter off your champion instead of the reserve cost.
    staticAbility({ kind: 'activateFromMemory', costs: [{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], free: true }, allOf(classBonus(), not(yourTurn()))),
  ],
  targets: [targetUnit({ attacking: true })],
  onResolve: [dealDamage(target(0), 2)],
});
