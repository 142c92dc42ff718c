import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'automaton-drone', name: 'Automaton Drone', types: ['TOKEN', 'ALLY'], subtypes: ['GUARDIAN', 'AUTOMATON'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  {},
);
