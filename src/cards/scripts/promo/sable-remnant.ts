import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'sable-remnant', name: 'Sable Remnant', types: ['ALLY'], subtypes: ['ASSASSIN', 'AUTOMATON'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 1, life: 1 },
  { keywords: ['floatingMemory'], abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus())] },
);
