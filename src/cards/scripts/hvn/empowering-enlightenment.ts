import { cardScript, empower, putCounters, yourChampion } from '../../define.js';

export default cardScript('empowering-enlightenment', { onResolve: [empower(2), putCounters(yourChampion(), 'enlighten', 1)] });
