import { defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'academy-guide', name: 'Academy Guide', types: ['ALLY'], subtypes: ['CLERIC', 'ANIMAL', 'HUMAN'], classes: ['CLERIC'], element: 'NORM', cost: reserve(3), power: 1, life: 3 },
  { abilities: [staticAbility({ kind: 'costModifier', affects: 'championsYouMaterialize', amount: -1 })] },
);
