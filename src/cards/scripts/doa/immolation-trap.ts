import { cardScript, classBonus, destroy, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('immolation-trap', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetAlly({ damaged: true })],
  onResolve: [destroy(target(0))],
});
