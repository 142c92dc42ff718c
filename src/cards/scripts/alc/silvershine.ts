import { activated, defineCard, recover, reserve, sacrificeSelf } from '../../define.js';

export default defineCard(
  { slug: 'silvershine', name: 'Silvershine', types: ['TOKEN', 'ITEM'], subtypes: ['CLERIC', 'HERB', 'CATALYST', 'FLOWER'], classes: ['CLERIC'], element: 'NORM', cost: reserve(1) },
  { abilities: [activated([sacrificeSelf()], [recover(1)])] },
);
