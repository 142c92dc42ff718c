import { activated, cardScript, draw, restSelf } from '../../define.js';

export default cardScript('cunning-broker', {
  keywords: ['stealth'],
  abilities: [activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 2 }], [draw(1)])],
});
