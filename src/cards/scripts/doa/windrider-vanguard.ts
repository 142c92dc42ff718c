import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'windrider-vanguard', name: 'Windrider Vanguard', types: ['ALLY'], subtypes: ['GUARDIAN', 'WARRIOR', 'HUMAN'], classes: ['GUARDIAN', 'WARRIOR'], element: 'WIND', cost: reserve(3), power: 2, life: 3 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus())] },
);
