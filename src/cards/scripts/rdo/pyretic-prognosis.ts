import { defineCard, draw, reserve } from '../../define.js';

export default defineCard(
  { slug: 'pyretic-prognosis', name: 'Pyretic Prognosis', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: ['EXALTED', 'FIRE'], cost: reserve(3), speed: true },
  { onResolve: [draw(3), { op: 'discard', who: 'you', count: 2 }] },
);
