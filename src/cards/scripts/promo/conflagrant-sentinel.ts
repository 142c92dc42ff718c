import { defineCard, ifThen, may, onEnter, putCounters, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'conflagrant-sentinel', name: 'Conflagrant Sentinel', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'FIRE', cost: reserve(3), power: 2, life: 2 },
  { abilities: [triggered(onEnter(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, putCounters(self(), 'buff', 1))])])] },
);
