import { defineCard, memory, onEnter, putCounters, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'mercurial-heart', name: 'Mercurial Heart', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['GUARDIAN', 'ARTIFACT', 'POWERCELL'], classes: ['GUARDIAN'], element: 'NORM', cost: memory(0) },
  {
    keywords: ['divineRelic'],
    abilities: [triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', subtype: 'AUTOMATON' })] })],
  },
);
