import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'brash-defender', name: 'Brash Defender', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(4), power: 1, life: 4 },
  {
    keywordValues: { retort: 3 },
    abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, levelRestriction(1))],
  },
);
