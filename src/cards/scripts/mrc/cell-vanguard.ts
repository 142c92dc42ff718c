import { classBonus, defineCard, onEnter, reserve, staticAbility, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'cell-vanguard', name: 'Cell Vanguard', types: ['ALLY'], subtypes: ['WARRIOR', 'AUTOMATON'], classes: ['WARRIOR'], element: 'WIND', cost: reserve(2), power: 1, life: 2 },
  { abilities: [triggered(onEnter(), [summonToken('powercell', 1, true)], { condition: classBonus() }), staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
