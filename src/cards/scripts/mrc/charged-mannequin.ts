import { defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'charged-mannequin', name: 'Charged Mannequin', types: ['ALLY'], subtypes: ['WARRIOR', 'AUTOMATON'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 1, life: 3 },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('POWERCELL'))] },
);
