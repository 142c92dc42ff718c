import { activated, banishSelf, cardScript, championBonus, draw, payReserve, restSelf } from '../../define.js';

export default cardScript('windspire-crest', {
  abilities: [
    activated([payReserve(2), restSelf(), { kind: 'removeChampionCounters', counter: 'glimmer', count: 2 }],
      [{ op: 'countersOnChosen', filter: { type: 'ALLY' }, counter: 'buff', count: 1 }], { condition: championBonus('Diao Chan') }),
    activated([payReserve(4), banishSelf()], [draw(1)]),
  ],
});
