import { cardScript } from '../../define.js';

export default cardScript('shimmercloak-assassin', { keywords: ['stealth'] });
