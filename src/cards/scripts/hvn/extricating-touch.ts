import { cardScript, classBonus, staticAbility, targetPlayer } from '../../define.js';

export default cardScript('extricating-touch', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetPlayer()],
  onResolve: [{ op: 'lookAndDiscard', target: 0, reveal: true }],
});
