import { cardScript } from '../../define.js';

export default cardScript('lesser-boon-of-regret', { onResolve: [{ op: 'pickCards', purpose: 'handToBottomDraw', max: 7 }] });
