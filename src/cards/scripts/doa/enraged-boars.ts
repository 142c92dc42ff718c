import { cardScript } from '../../define.js';

export default cardScript('enraged-boars', { keywordValues: { pride: 5 } });
