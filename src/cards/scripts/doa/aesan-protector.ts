import { defineCard, onEnter, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'aesan-protector', name: 'Aesan Protector', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WIND', cost: reserve(4), power: 3, life: 4 },
  {
    keywords: ['intercept'],
    // "Target ally you control" may be Aesan Protector itself (official ruling).
    abilities: [triggered(onEnter(), [{ op: 'returnToHand', subject: target(0) }], { targets: [targetAlly({ controller: 'you' })] })],
  },
);
