import { cardScript, summonToken } from '../../define.js';

export default cardScript('feathery-tune', { onResolve: [summonToken('fledgling', 2)] });
