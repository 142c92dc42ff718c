import { classBonus, defineCard, onEnter, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'tidestone-seeker', name: 'Tidestone Seeker', types: ['ALLY'], subtypes: ['CLERIC', 'HUMAN'], classes: ['CLERIC'], element: 'WATER', cost: reserve(2), power: 1, life: 3 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 3 }], { condition: classBonus() })] },
);
