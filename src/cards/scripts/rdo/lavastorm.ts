import { defineCard, destroy, reserve } from '../../define.js';

export default defineCard(
  { slug: 'lavastorm', name: 'Lavastorm', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: ['EXALTED', 'FIRE'], cost: reserve(4), speed: false },
  { onResolve: [destroy({ ref: 'allAllies' })] },
);
