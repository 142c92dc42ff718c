import { defineCard, draw, modifyLevel, reserve, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'arcane-sight', name: 'Arcane Sight', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'ARCANE', cost: reserve(0), speed: true },
  { onResolve: [modifyLevel(yourChampion(), 1), draw(1)] },
);
