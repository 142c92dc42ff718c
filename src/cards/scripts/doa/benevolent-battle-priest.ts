import { classBonus, defineCard, onAttack, recover, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'benevolent-battle-priest', name: 'Benevolent Battle Priest', types: ['ALLY'], subtypes: ['CLERIC', 'WARRIOR', 'HUMAN'], classes: ['CLERIC', 'WARRIOR'], element: 'WATER', cost: reserve(3), power: 1, life: 4 },
  { abilities: [triggered(onAttack(), [recover(1)], { condition: classBonus() })] },
);
