import { cardScript, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('training-session', { targets: [targetAlly({ controller: 'you' })], onResolve: [putCounters(target(0), 'buff', 1)] });
