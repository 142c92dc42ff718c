import { atBeginningOfYourEndPhase, defineCard, levelRestriction, putCounters, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'promising-recruit', name: 'Promising Recruit', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 1, life: 2 },
  { abilities: [triggered(atBeginningOfYourEndPhase(), [putCounters(self(), 'buff', 1)], { condition: levelRestriction(2) })] },
);
