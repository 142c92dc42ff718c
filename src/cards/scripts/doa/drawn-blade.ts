import { classBonus, defineCard, draw, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'drawn-blade', name: 'Drawn Blade', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1), power: 1, durability: 1 },
  { abilities: [triggered(onEnter(), [draw(1)], { condition: classBonus() })] },
);
