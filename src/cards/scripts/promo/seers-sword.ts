import { classBonus, defineCard, memory, onAttack, triggered } from '../../define.js';

export default defineCard(
  { slug: 'seers-sword', name: 'Seer\'s Sword', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1), power: 1, durability: 3 },
  { abilities: [triggered(onAttack(), [{ op: 'glimpse', count: 2 }], { condition: classBonus() })] },
);
