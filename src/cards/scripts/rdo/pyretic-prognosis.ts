import { cardScript, draw } from '../../define.js';

export default cardScript('pyretic-prognosis', { onResolve: [draw(3), { op: 'discard', who: 'you', count: 2 }] });
