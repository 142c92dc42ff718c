import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'concealed-marksman', name: 'Concealed Marksman', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'WIND', cost: reserve(3), power: 1, life: 3 },
  { keywordValues: { ranged: 4 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus())] },
);
