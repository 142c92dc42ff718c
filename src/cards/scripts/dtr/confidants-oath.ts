import { activated, cardScript, championBonus, draw, payReserve, putCounters, restSelf, self, triggered, whenever } from '../../define.js';

export default cardScript('confidants-oath', {
  abilities: [
    triggered(whenever('omenCounter', { who: 'you' }), [putCounters(self(), 'refinement', 1)], { condition: championBonus('Ciel') }),
    activated([payReserve(2), restSelf(), { kind: 'removeCounters', counter: 'refinement', count: 2 }], [draw(1)]),
  ],
});
