import { cardScript } from '../../define.js';

export default cardScript('rebellious-bull', { keywords: ['hindered'], keywordValues: { pride: 3 } });
