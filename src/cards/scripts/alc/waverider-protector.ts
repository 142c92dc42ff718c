import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'waverider-protector', name: 'Waverider Protector', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WATER', cost: reserve(4), power: 1, life: 4 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()), staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
