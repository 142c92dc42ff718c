import { cardScript, mill } from '../../define.js';

export default cardScript('dynastic-whirlpool', { onResolve: [mill(15, 'opponents')] });
