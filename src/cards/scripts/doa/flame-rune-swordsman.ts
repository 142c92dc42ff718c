import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'flame-rune-swordsman', name: 'Flame-Rune Swordsman', types: ['ALLY'], subtypes: ['MAGE', 'WARRIOR', 'HUMAN'], classes: ['MAGE', 'WARRIOR'], element: 'FIRE', cost: reserve(3), power: 2, life: 2 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
