import { activated, banishSelf, cardScript, payReserve, putCounters, yourChampion } from '../../define.js';

export default cardScript('clandestine-chart', {
  abilities: [activated([payReserve(2), banishSelf()], [{ op: 'glimpse', count: 2 }, putCounters(yourChampion(), 'preparation', 1)])],
});
