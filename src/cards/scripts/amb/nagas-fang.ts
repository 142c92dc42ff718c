import { activated, buffPower, cardScript, self } from '../../define.js';

export default cardScript('nagas-fang', {
  abilities: [activated([{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [buffPower(self(), 1)])],
});
