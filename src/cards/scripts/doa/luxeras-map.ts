import { activated, banishSelf, classBonus, defineCard, memory, restSelf, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'luxeras-map', name: "Luxera's Map", types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'MAP'], classes: ['ASSASSIN'], element: 'LUXEM', cost: memory(1) },
  {
    keywords: ['hindered'],
    abilities: [
      staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
      activated([restSelf(), banishSelf()], [{ op: 'search', filter: {}, to: 'memory' }], { speed: 'slow' }),
    ],
  },
);
