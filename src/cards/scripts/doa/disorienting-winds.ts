import { cardScript, draw, target, targetAlly } from '../../define.js';

export default cardScript('disorienting-winds', { keywords: ['efficiency'], targets: [targetAlly()], onResolve: [{ op: 'returnToHand', subject: target(0) }, draw(1)] });
