import { classBonus, dealDamage, cardScript, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('focused-flames', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly()],
  onResolve: [dealDamage(target(0), 4)],
});
