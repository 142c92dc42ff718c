import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'languid-toadtroll', name: 'Languid Toadtroll', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'FROG'], classes: ['TAMER'], element: 'WATER', cost: reserve(4), power: 0, life: 6 },
  { keywords: ['hindered', 'taunt'] },
);
