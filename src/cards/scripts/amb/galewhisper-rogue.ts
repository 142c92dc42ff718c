import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'galewhisper-rogue', name: 'Galewhisper Rogue', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] },
);
