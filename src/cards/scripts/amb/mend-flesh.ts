import { defineCard, recover, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'mend-flesh', name: 'Mend Flesh', types: ['ACTION'], subtypes: ['CLERIC', 'WARRIOR', 'SKILL'], classes: ['CLERIC', 'WARRIOR'], element: 'EXIA', cost: reserve(2), speed: false },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'damage', min: 25 })],
    onResolve: [recover(8)],
  },
);
