import { cardScript, recover } from '../../define.js';

export default cardScript('petalfall-embrace', { onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, plus: 8, effect: recover(0, 'each') }] });
