import { cant, defineCard, preventDamageStatic, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'simple-slime', name: 'Simple Slime', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'SLIME'], classes: ['TAMER'], element: 'NORM', cost: reserve(2), power: 0, life: 2 },
  { abilities: [staticAbility(cant('attack')), staticAbility(preventDamageStatic('self', 3))] },
);
