import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('develop-mana', { onResolve: [putCounters(yourChampion(), 'level', 1)] });
