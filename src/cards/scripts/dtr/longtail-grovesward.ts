import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'longtail-grovesward', name: 'Longtail Grovesward', types: ['ALLY'], subtypes: ['GUARDIAN', 'TAMER', 'ANIMAL', 'HUMAN', 'MOUSE'], classes: ['GUARDIAN', 'TAMER'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  {
    keywords: ['fastActivation'],
    abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(1))],
  },
);
