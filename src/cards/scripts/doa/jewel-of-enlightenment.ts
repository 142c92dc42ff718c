import { activated, banishSelf, cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('jewel-of-enlightenment', { abilities: [activated([banishSelf()], [putCounters(yourChampion(), 'enlighten', 1)])] });
