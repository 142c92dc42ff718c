import { cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('torpid-fractal', {
  keywords: ['reservable'],
  abilities: [
    triggered(onEnter(), [{ op: 'rest', subject: target(0) }, { op: 'skipWakeUpWhileControlled', subject: target(0) }], { targets: [targetAlly({ powerAtMost: 2 })] }),
  ],
});
