import { classBonus, defineCard, draw, ifThen, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'sword-of-avarice', name: 'Sword of Avarice', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'CRUX', cost: memory(2), power: 1, durability: 1 },
  { abilities: [triggered(onEnter(), [ifThen(classBonus(), [draw(2)], [draw(1)])])] },
);
