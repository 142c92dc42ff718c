import { activated, banishSelf, defineCard, draw, memory } from '../../define.js';

export default defineCard(
  { slug: 'bauble-of-abundance', name: 'Bauble of Abundance', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'BAUBLE'], classes: ['CLERIC'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([banishSelf()], [draw(1, 'each')])] },
);
