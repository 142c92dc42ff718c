import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'lurking-assailant', name: 'Lurking Assailant', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(3), power: 2, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfAwake' }),
      // Retaliating while not defending is what Ambush grants.
      staticAbility({ kind: 'keyword', keyword: 'ambush' }, levelRestriction(1)),
    ],
  },
);
