import { buffPower, classBonus, defineCard, onEnter, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'flamelash-beastmaster', name: 'Flamelash Beastmaster', types: ['ALLY'], subtypes: ['TAMER', 'HUMAN'], classes: ['TAMER'], element: 'FIRE', cost: reserve(2), power: 1, life: 2 },
  {
    abilities: [triggered(onEnter(), [buffPower(target(0), 3)], { condition: classBonus(), targets: [targetAlly({ controller: 'you', subtype: 'BEAST' })] })],
  },
);
