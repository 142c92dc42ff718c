import { activated, cardScript, championBonus, onEnter, payReserve, putCounters, restSelf, self, transform, triggered } from '../../define.js';

export default cardScript('idle-fatestone', {
  abilities: [
    triggered(onEnter(), [{ op: 'sortTopCards', count: 4, places: [], reorder: true }]),
    // Reveal the top card: an even reserve cost (zero is even) puts a buff counter on it, otherwise it transforms.
    activated([restSelf(), payReserve(2)], [{ op: 'ifTopCard', filter: { reserveCostEven: true }, then: [putCounters(self(), 'buff', 1)], else: [transform(self())] }], { condition: championBonus('Guo Jia') }),
  ],
});
