import { cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('snow-fairy', {
  keywords: ['stealth'],
  abilities: [
    triggered(onEnter(), [{ op: 'rest', subject: target(0) }, { op: 'skipWakeUpWhileControlled', subject: target(0) }], { targets: [targetAlly({ controller: 'opponent' })] }),
  ],
});
