import { defineCard, recover, reserve } from '../../define.js';

export default defineCard(
  { slug: 'auspicious-feast', name: 'Auspicious Feast', types: ['ACTION'], subtypes: ['CLERIC', 'SKILL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(1), speed: false },
  { onResolve: [recover(4, 'each')] },
);
