import { dealDamage, cardScript, levelRestriction, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('thunderclap', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, levelRestriction(3))],
  targets: [targetAlly()],
  onResolve: [dealDamage(target(0), 4)],
});
