import { cardScript } from '../../define.js';

export default cardScript('gray-wolf', { keywordValues: { pride: 2 } });
