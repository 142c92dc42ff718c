import { cardScript } from '../../define.js';

export default cardScript('outrider-of-waves', { keywordValues: { ranged: 2 } });
