import { defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'miao-spirit-of-water', name: 'Miao, Spirit of Water', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'WATER', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [draw(7)])] },
);
