import { activated, cardScript, preventNextInstance, self } from '../../define.js';

export default cardScript('barrier-servant', {
  keywords: ['intercept'],
  abilities: [activated([{ kind: 'removeChampionCounters', counter: 'enlighten', count: 2 }], [preventNextInstance(self(), 'all')])],
});
