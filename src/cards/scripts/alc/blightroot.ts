import { activated, defineCard, modifyLevel, reserve, sacrificeSelf, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'blightroot', name: 'Blightroot', types: ['TOKEN', 'ITEM'], subtypes: ['CLERIC', 'HERB', 'CATALYST', 'ROOT'], classes: ['CLERIC'], element: 'NORM', cost: reserve(1) },
  { abilities: [activated([sacrificeSelf()], [modifyLevel(yourChampion(), 1)])] },
);
