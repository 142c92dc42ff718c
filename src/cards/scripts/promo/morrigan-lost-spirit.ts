import { defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'morrigan-lost-spirit', name: 'Morrigan, Lost Spirit', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'NORM', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [draw(7)])] },
);
