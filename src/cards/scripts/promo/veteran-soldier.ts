import { cardScript } from '../../define.js';

export default cardScript('veteran-soldier', { keywords: ['floatingMemory'] });
