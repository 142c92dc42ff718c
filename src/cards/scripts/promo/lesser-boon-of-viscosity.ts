import { cardScript, scavenge } from '../../define.js';

export default cardScript('lesser-boon-of-viscosity', { onResolve: [scavenge(10, { subtype: 'SLIME' })] });
