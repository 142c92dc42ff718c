import { cardScript } from '../../define.js';

export default cardScript('honorable-vanguard', { keywords: ['floatingMemory'] });
