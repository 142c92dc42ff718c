import { defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'bladed-riftseer', name: 'Bladed Riftseer', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2, life: 3 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'trueSight' }, levelRestriction(1))] },
);
