import { classBonus, defineCard, mill, reserve, targetPlayer, triggered } from '../../define.js';

export default defineCard(
  { slug: 'drenching-finish', name: 'Drenching Finish', types: ['ATTACK'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'WATER', cost: reserve(2), power: 2 },
  { abilities: [triggered({ on: 'kill' }, [mill(3, { ref: 'target', index: 0 })], { condition: classBonus(), targets: [targetPlayer()] })] },
);
