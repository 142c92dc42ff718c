import { defineCard, onEnter, reserve, target, targetUnit, triggered } from '../../define.js';

export default defineCard(
  { slug: 'marksman-captain', name: 'Marksman Captain', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'NORM', cost: reserve(2), power: 1, life: 2 },
  {
    keywordValues: { ranged: 2 },
    abilities: [triggered(onEnter(), [{ op: 'becomeDistant', subject: target(0) }], { targets: [targetUnit({ controller: 'you', other: true })] })],
  },
);
