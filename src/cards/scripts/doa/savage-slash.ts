import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'savage-slash', name: 'Savage Slash', types: ['ATTACK'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 2 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
