import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('careful-study', { keywords: ['efficiency'], onResolve: [putCounters(yourChampion(), 'enlighten', 5)] });
