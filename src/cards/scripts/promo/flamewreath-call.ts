import { classBonus, dealDamage, cardScript, staticAbility, target, targetAlly, youControl } from '../../define.js';

export default cardScript('flamewreath-call', {
  // Only allies carry the Beast subtype.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, { kind: 'allOf', conditions: [classBonus(), youControl('BEAST')] })],
  targets: [targetAlly({ optional: true }), targetAlly({ optional: true })],
  onResolve: [dealDamage(target(0), 3), dealDamage(target(1), 3)],
});
