import { cardScript, draw, putCounters, yourChampion } from '../../define.js';

export default cardScript('ethereal-absorption', {
  sacrificeAsCost: { filter: { supertype: 'REGALIA' }, count: 1, returnToMaterialDeck: true },
  onResolve: [draw(1), putCounters(yourChampion(), 'preparation', 2)],
});
