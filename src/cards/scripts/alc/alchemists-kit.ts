import { activated, banishSelf, cardScript, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('alchemists-kit', {
  abilities: [
    triggered(whenever('gathers', { who: 'you' }), [putCounters(self(), 'refinement', 1)]),
    activated([banishSelf()], [{ op: 'draw', who: 'you', count: 1, perSourceCounters: { counter: 'refinement', every: 4 } }]),
  ],
});
