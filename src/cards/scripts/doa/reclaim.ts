import { cardScript, target, targetAlly } from '../../define.js';

export default cardScript('reclaim', { keywords: ['floatingMemory'], targets: [targetAlly({ controller: 'you' })], onResolve: [{ op: 'returnToHand', subject: target(0) }] });
