import { activated, banishSelf, defineCard, memory, recover } from '../../define.js';

export default defineCard(
  { slug: 'sweet-ambrosia', name: 'Sweet Ambrosia', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'POTION'], classes: ['CLERIC'], element: 'WATER', cost: memory(0) },
  { abilities: [activated([banishSelf()], [recover(3)])] },
);
