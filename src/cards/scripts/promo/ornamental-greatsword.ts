import { buffPower, classBonus, defineCard, memory, onEnter, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'ornamental-greatsword', name: 'Ornamental Greatsword', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['GUARDIAN', 'WARRIOR', 'SWORD'], classes: ['GUARDIAN', 'WARRIOR'], element: 'NORM', cost: memory(0), power: 1, durability: 1 },
  { abilities: [triggered(onEnter(), [buffPower(target(0), 1)], { condition: classBonus(), targets: [targetAlly({ controller: 'you' })] })] },
);
