import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('accepted-contract', { onResolve: [putCounters(yourChampion(), 'preparation', 3)] });
