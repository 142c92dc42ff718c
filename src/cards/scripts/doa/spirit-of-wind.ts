import { defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'spirit-of-wind', name: 'Spirit of Wind', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'WIND', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [draw(7)])] },
);
