import { defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'aithne-spirit-of-fire', name: 'Aithne, Spirit of Fire', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'FIRE', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [draw(7)])] },
);
