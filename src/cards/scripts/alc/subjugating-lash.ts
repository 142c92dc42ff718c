import { defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'subjugating-lash', name: 'Subjugating Lash', types: ['ATTACK'], subtypes: ['GUARDIAN', 'LASH'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(2), power: 2 },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'damage', min: 12 })] },
);
