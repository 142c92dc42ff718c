import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'heavy-swing', name: 'Heavy Swing', types: ['ATTACK'], subtypes: ['GUARDIAN', 'SWORD'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(6), power: 6 },
  { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())] },
);
