import { defineCard, mill, reserve } from '../../define.js';

export default defineCard(
  { slug: 'dynastic-whirlpool', name: 'Dynastic Whirlpool', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: ['EXALTED', 'WATER'], cost: reserve(3), speed: false },
  { onResolve: [mill(15, 'opponents')] },
);
