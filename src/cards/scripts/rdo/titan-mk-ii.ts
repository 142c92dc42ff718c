import { cardScript } from '../../define.js';

export default cardScript('titan-mk-ii', { keywords: ['taunt', 'vigor'] });
