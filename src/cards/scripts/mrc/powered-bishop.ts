import { defineCard, memoryRestriction, onDeath, reserve, staticAbility, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'powered-bishop', name: 'Powered Bishop', types: ['ALLY'], subtypes: ['CLERIC', 'AUTOMATON'], classes: ['CLERIC'], element: 'FIRE', cost: reserve(3), power: 1, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, memoryRestriction(4)),
      triggered(onDeath(), [summonToken('powercell')]),
    ],
  },
);
