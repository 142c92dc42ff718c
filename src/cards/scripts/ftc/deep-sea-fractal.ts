import { defineCard, mill, onEnter, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'deep-sea-fractal', name: 'Deep Sea Fractal', types: ['PHANTASIA'], subtypes: ['CLERIC', 'FRACTAL'], classes: ['CLERIC'], element: 'WATER', cost: reserve(2) },
  { keywords: ['hindered', 'reservable'], abilities: [triggered(onEnter(), [mill(1, 'each')])] },
);
