import { classBonus, defineCard, onEnter, recover, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'novice-healer', name: 'Novice Healer', types: ['ALLY'], subtypes: ['CLERIC', 'HUMAN'], classes: ['CLERIC'], element: 'NORM', cost: reserve(3), power: 2, life: 2 },
  { abilities: [triggered(onEnter(), [recover(3)], { condition: classBonus() })] },
);
