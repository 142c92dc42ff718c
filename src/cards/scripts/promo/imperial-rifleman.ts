import { classBonus, defineCard, onEnter, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'imperial-rifleman', name: 'Imperial Rifleman', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'NORM', cost: reserve(3), power: 1, life: 2 },
  { keywordValues: { ranged: 2 }, abilities: [triggered(onEnter(), [{ op: 'becomeDistant', subject: self() }], { condition: classBonus() })] },
);
