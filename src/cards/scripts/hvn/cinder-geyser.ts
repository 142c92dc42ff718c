import { allOf, cardScript, classBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('cinder-geyser', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), { kind: 'opponentMemory', min: 4 }))],
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 4)],
});
