import { cardScript, scavenge } from '../../define.js';

export default cardScript('lesser-boon-of-scriveners', { onResolve: [scavenge(10, { subtype: 'SPELL' })] });
