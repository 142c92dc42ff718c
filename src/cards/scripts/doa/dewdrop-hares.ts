import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'dewdrop-hares', name: 'Dewdrop Hares', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'RABBIT'], classes: ['TAMER'], element: 'WATER', cost: reserve(2), power: 1, life: 3 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
