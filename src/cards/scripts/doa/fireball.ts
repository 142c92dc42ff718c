import { cardScript, classBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('fireball', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetUnit()],
  // 1 + LV damage.
  onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: dealDamage(target(0), 0) }],
});
