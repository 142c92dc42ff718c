import { classBonus, defineCard, onDeath, reserve, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'machined-monstrosity', name: 'Machined Monstrosity', types: ['ALLY'], subtypes: ['TAMER', 'AUTOMATON', 'BEAST'], classes: ['TAMER'], element: 'NORM', cost: reserve(3), power: 4, life: 3 },
  { keywordValues: { pride: 4 }, abilities: [triggered(onDeath(), [summonToken('powercell', 1, true)], { condition: classBonus() })] },
);
