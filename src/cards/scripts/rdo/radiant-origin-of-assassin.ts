import { activated, allOf, cardScript, classBonus, payReserve, putCounters, sacrificeSelf, self, triggered, whenever } from '../../define.js';

// A Trial: a training counter each time you activate a prepared card; with four or more, it may be sacrificed to level up.
export default cardScript('radiant-origin-of-assassin', {
  abilities: [
    triggered(whenever('activates', { who: 'you', prepared: true }), [putCounters(self(), 'training', 1)]),
    activated([payReserve(5), sacrificeSelf()], [{ op: 'levelUp' }], { condition: allOf(classBonus(), { kind: 'selfCounters', counter: 'training', min: 4 }) }),
  ],
});
