import { cardScript } from '../../define.js';

export default cardScript('evercurrent-raider', { keywords: ['floatingMemory', 'ephemerate'], activationValues: { ephemerate: 2 } });
