import { cardScript } from '../../define.js';

export default cardScript('silver-soldier', { keywords: ['vigor'], keywordValues: { retort: 2 } });
