import { cardScript } from '../../define.js';

export default cardScript('galewind-scout', { keywordValues: { ranged: 3 } });
