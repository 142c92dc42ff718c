import { classBonus, defineCard, onDeath, reserve, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'powered-swordsman', name: 'Powered Swordsman', types: ['ALLY'], subtypes: ['WARRIOR', 'AUTOMATON'], classes: ['WARRIOR'], element: 'WATER', cost: reserve(4), power: 2, life: 4 },
  { abilities: [triggered(onDeath(), [summonToken('powercell')], { condition: classBonus() })] },
);
