import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'tomb-sweep', name: 'Tomb Sweep', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(1))],
    targets: [{ kind: 'graveyardCard' }],
    onResolve: [{ op: 'banishCard', target: 0 }],
  },
);
