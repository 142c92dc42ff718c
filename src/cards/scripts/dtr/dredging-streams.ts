import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'dredging-streams', name: 'Dredging Streams', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'WATER', cost: reserve(2), speed: true },
  {
    targets: [{ kind: 'graveyardCard' }],
    onResolve: [{ op: 'banishCard', target: 0 }],
    abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, levelRestriction(2))],
  },
);
