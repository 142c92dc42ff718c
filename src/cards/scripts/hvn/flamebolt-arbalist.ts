import { cardScript } from '../../define.js';

export default cardScript('flamebolt-arbalist', { keywordValues: { ranged: 4 } });
