import { cardScript, classBonus, staticAbility, suppress, target, targetAlly } from '../../define.js';

export default cardScript('enchaining-gale', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly()],
  onResolve: [suppress(target(0))],
});
