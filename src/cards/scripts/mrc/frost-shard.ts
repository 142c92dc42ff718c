import { allOf, cardScript, classBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('frost-shard', {
  abilities: [
    // From the graveyard once your champion has leveled up this turn; banished as it resolves then.
    staticAbility({ kind: 'activateFromGraveyard', banishAsItResolves: true }, allOf(classBonus(), { kind: 'championLeveledUpThisTurn' })),
  ],
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2, { condition: { kind: 'targetRested', index: 0 }, amount: 3 })],
});
