import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'cloaked-executioner', name: 'Cloaked Executioner', types: ['ALLY'], subtypes: ['ASSASSIN', 'AUTOMATON'], classes: ['ASSASSIN'], element: 'WIND', cost: reserve(2), power: 2, life: 1 },
  { keywords: ['ambush'], abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())] },
);
