import { classBonus, defineCard, onEnter, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'owl-familiar', name: 'Owl Familiar', types: ['ALLY'], subtypes: ['MAGE', 'TAMER', 'ANIMAL', 'BIRD'], classes: ['MAGE', 'TAMER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 2 }], { condition: classBonus() })] },
);
