import { cardScript } from '../../define.js';

export default cardScript('stalwart-shieldmate', { keywords: ['taunt', 'floatingMemory'] });
