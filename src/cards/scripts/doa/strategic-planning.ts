import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('strategic-planning', { onResolve: [{ op: 'glimpse', count: 2 }, putCounters(yourChampion(), 'preparation', 1)] });
