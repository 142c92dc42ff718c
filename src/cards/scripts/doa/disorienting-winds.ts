import { defineCard, draw, reserve, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'disorienting-winds', name: 'Disorienting Winds', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WIND', cost: reserve(5), speed: false },
  { keywords: ['efficiency'], targets: [targetAlly()], onResolve: [{ op: 'returnToHand', subject: target(0) }, draw(1)] },
);
