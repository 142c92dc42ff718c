import { cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('song-of-return', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly({ controller: 'you', optional: true }), targetAlly({ controller: 'you', optional: true })],
  onResolve: [{ op: 'returnToHand', subject: target(0) }, { op: 'returnToHand', subject: target(1) }],
});
