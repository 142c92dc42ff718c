import { cardScript, draw, putCounters, yourChampion } from '../../define.js';

export default cardScript('undeniable-truth', {
  sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 },
  onResolve: [draw(1), putCounters(yourChampion(), 'preparation', 1)],
});
