import { cardScript, scavenge } from '../../define.js';

export default cardScript('lesser-boon-of-territories', { onResolve: [scavenge(10, { type: 'DOMAIN' })] });
