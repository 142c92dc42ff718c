import { activated, banishSelf, defineCard, memory } from '../../define.js';

export default defineCard(
  { slug: 'bauble-of-scarcity', name: 'Bauble of Scarcity', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'DISTORTION', 'BAUBLE'], classes: ['CLERIC'], element: 'UMBRA', cost: memory(0) },
  { abilities: [activated([banishSelf()], [{ op: 'discard', who: 'each', count: 1 }])] },
);
