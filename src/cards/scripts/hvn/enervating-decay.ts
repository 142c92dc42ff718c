import { allOf, cardScript, classBonus, levelRestriction, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('enervating-decay', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), levelRestriction(5)))],
  targets: [targetAlly({ attacking: true })],
  onResolve: [{ op: 'destroyThenRecoverLife', subject: target(0) }],
});
