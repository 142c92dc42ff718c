import { defineCard, draw, recover, reserve } from '../../define.js';

export default defineCard(
  { slug: 'royal-ordinance', name: 'Royal Ordinance', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: ['EXALTED', 'NORM'], cost: reserve(2), speed: false },
  { onResolve: [recover(3), draw(1)] },
);
