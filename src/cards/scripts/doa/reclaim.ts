import { defineCard, reserve, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'reclaim', name: 'Reclaim', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WIND', cost: reserve(2), speed: true },
  { keywords: ['floatingMemory'], targets: [targetAlly({ controller: 'you' })], onResolve: [{ op: 'returnToHand', subject: target(0) }] },
);
