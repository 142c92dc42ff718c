import { cardScript } from '../../define.js';

export default cardScript('prides-vanguard', { keywords: ['ambush'], keywordValues: { retort: 2 } });
