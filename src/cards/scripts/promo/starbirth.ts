import { defineCard, drawIntoMemory, reserve, summonToken } from '../../define.js';

export default defineCard(
  { slug: 'starbirth', name: 'Starbirth', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'ASTRA', cost: reserve(1), speed: false },
  { onResolve: [drawIntoMemory(1), summonToken('astral-shard')] },
);
