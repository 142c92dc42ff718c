import { activated, banishSelf, classBonus, defineCard, memory, modifyLevel, onEnter, restSelf, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'seed-of-nature', name: 'Seed of Nature', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['TAMER', 'CRYSTAL'], classes: ['TAMER'], element: 'TERA', cost: memory(0) },
  {
    keywords: ['hindered'],
    abilities: [
      triggered(onEnter(), [modifyLevel(yourChampion(), 2)]),
      activated([restSelf(), banishSelf()], [modifyLevel(yourChampion(), 2)], { condition: classBonus() }),
    ],
  },
);
