import { cardScript } from '../../define.js';

export default cardScript('thronekeeper-bullfrog', { keywords: ['taunt', 'floatingMemory'] });
