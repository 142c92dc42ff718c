import { defineCard, drawIntoMemory, recover, reserve } from '../../define.js';

export default defineCard(
  { slug: 'enchanted-fete', name: 'Enchanted Fete', types: ['ACTION'], subtypes: ['CLERIC', 'SKILL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(4), speed: true },
  { onResolve: [recover(3), drawIntoMemory(1)] },
);
