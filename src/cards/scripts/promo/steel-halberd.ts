import { classBonus, defineCard, memory, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'steel-halberd', name: 'Steel Halberd', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1), power: 1, durability: 2 },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus())] },
);
