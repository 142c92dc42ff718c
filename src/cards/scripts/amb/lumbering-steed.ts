import { activated, defineCard, modifyLife, payReserve, reserve, self } from '../../define.js';

export default defineCard(
  { slug: 'lumbering-steed', name: 'Lumbering Steed', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'HORSE'], classes: ['TAMER'], element: 'NORM', cost: reserve(4), power: 3, life: 3 },
  { keywords: ['hindered'], abilities: [activated([payReserve(2)], [modifyLife(self(), 1)])] },
);
