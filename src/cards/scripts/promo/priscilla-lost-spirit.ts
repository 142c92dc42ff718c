import { defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'priscilla-lost-spirit', name: 'Priscilla, Lost Spirit', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'NORM', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [draw(7)])] },
);
