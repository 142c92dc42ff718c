import { cardScript } from '../../define.js';

export default cardScript('frog', { keywords: ['floatingMemory'] });
