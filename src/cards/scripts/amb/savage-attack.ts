import { cardScript } from '../../define.js';

export default cardScript('savage-attack', { keywords: ['floatingMemory'] });
