import { dealDamage, defineCard, levelRestriction, reserve, staticAbility, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'thunderclap', name: 'Thunderclap', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(4), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, levelRestriction(3))],
    targets: [targetAlly()],
    onResolve: [dealDamage(target(0), 4)],
  },
);
