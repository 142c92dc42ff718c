import { classBonus, defineCard, onEnter, reserve, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'slime-swarm', name: 'Slime Swarm', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'SLIME'], classes: ['TAMER'], element: 'NORM', cost: reserve(3), power: 1, life: 1 },
  { abilities: [triggered(onEnter(), [summonToken('baby-slime', 2, true)], { condition: classBonus() })] },
);
