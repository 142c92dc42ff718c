import { cardScript } from '../../define.js';

export default cardScript('piquant-shieldbearer', { keywords: ['taunt'] });
