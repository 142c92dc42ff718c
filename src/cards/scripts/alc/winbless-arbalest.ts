import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'winbless-arbalest', name: 'Winbless Arbalest', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  { keywordValues: { ranged: 2 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus())] },
);
