import { activated, defineCard, recover, reserve, sacrificeSelf } from '../../define.js';

export default defineCard(
  { slug: 'fraysia', name: 'Fraysia', types: ['TOKEN', 'ITEM'], subtypes: ['CLERIC', 'HERB', 'ADJUVANT', 'FLOWER'], classes: ['CLERIC'], element: 'NORM', cost: reserve(1) },
  { abilities: [activated([sacrificeSelf()], [recover(1)])] },
);
