import { cardScript } from '../../define.js';

export default cardScript('ordinary-horse', { keywords: ['floatingMemory'] });
