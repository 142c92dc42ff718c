import { classBonus, defineCard, onDeath, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'caretaker-drone', name: 'Caretaker Drone', types: ['ALLY'], subtypes: ['CLERIC', 'AUTOMATON'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), power: 0, life: 2 },
  { keywords: ['intercept'], abilities: [triggered(onDeath(), [{ op: 'glimpse', count: 4 }], { condition: classBonus() })] },
);
