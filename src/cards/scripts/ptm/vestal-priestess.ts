import { defineCard, onEnter, recover, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'vestal-priestess', name: 'Vestal Priestess', types: ['ALLY'], subtypes: ['CLERIC', 'WARRIOR', 'HUMAN'], classes: ['CLERIC', 'WARRIOR'], element: ['EXALTED', 'NORM'], cost: reserve(3), power: 1, life: 4 },
  { keywords: ['intercept'], abilities: [triggered(onEnter(), [recover(4)])] },
);
