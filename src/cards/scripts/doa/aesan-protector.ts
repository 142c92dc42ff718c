import { cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('aesan-protector', {
  keywords: ['intercept'],
  // "Target ally you control" may be Aesan Protector itself (official ruling).
  abilities: [triggered(onEnter(), [{ op: 'returnToHand', subject: target(0) }], { targets: [targetAlly({ controller: 'you' })] })],
});
