import { activated, banishSelf, defineCard, memory, mill, targetPlayer } from '../../define.js';

export default defineCard(
  { slug: 'trivial-trinket', name: 'Trivial Trinket', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['CLERIC', 'ACCESSORY'], classes: ['CLERIC'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([banishSelf()], [mill(3, { ref: 'target', index: 0 })], { targets: [targetPlayer({ controller: 'opponent' })] })] },
);
