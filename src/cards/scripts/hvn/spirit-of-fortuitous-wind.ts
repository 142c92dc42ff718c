import { defineCard, drawIntoMemory, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'spirit-of-fortuitous-wind', name: 'Spirit of Fortuitous Wind', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'WIND', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 7 }, drawIntoMemory(7)])] },
);
