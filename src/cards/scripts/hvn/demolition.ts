import { cardScript, classBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('demolition', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetUnit({ orSiegeable: true })],
  onResolve: [dealDamage(target(0), 3)],
});
