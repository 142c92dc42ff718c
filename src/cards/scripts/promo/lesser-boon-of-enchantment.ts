import { cardScript, scavenge } from '../../define.js';

export default cardScript('lesser-boon-of-enchantment', { onResolve: [scavenge(10, { type: 'PHANTASIA' })] });
