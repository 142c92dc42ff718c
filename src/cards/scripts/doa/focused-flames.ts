import { classBonus, dealDamage, defineCard, reserve, staticAbility, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'focused-flames', name: 'Focused Flames', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(2), speed: false },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
    targets: [targetAlly()],
    onResolve: [dealDamage(target(0), 4)],
  },
);
