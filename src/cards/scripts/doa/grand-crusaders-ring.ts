import { activated, banishSelf, defineCard, draw, memory } from '../../define.js';

export default defineCard(
  { slug: 'grand-crusaders-ring', name: 'Grand Crusader\'s Ring', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'RING'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0) },
  { keywords: ['divineRelic'], abilities: [activated([banishSelf()], [draw(1)])] },
);
