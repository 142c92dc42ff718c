import { activated, banishSelf, defineCard, draw, memory } from '../../define.js';

export default defineCard(
  { slug: 'chalice-of-blood', name: 'Chalice of Blood', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'BAUBLE'], classes: ['CLERIC'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([banishSelf()], [draw(2)], { condition: { kind: 'damage', min: 20 } })] },
);
