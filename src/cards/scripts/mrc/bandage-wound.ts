import { defineCard, recover, reserve } from '../../define.js';

export default defineCard(
  { slug: 'bandage-wound', name: 'Bandage Wound', types: ['ACTION'], subtypes: ['CLERIC', 'SKILL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), speed: true },
  { onResolve: [recover(4)] },
);
