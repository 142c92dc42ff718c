import { classBonus, defineCard, onAttack, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'rallied-advance', name: 'Rallied Advance', types: ['ATTACK'], subtypes: ['GUARDIAN', 'WARRIOR', 'SWORD'], classes: ['GUARDIAN', 'WARRIOR'], element: 'WIND', cost: reserve(2), power: 1 },
  { abilities: [triggered(onAttack(), [{ op: 'wakeUp', subject: target(0) }], { condition: classBonus(), targets: [targetAlly({ controller: 'you' })] })] },
);
