import { activated, allOf, cardScript, classBonus, payReserve, putCounters, sacrificeSelf, self, triggered, whenever } from '../../define.js';

// A Trial: a training counter each time you recover (a non-zero amount); with eight or more, it may be sacrificed to level up.
export default cardScript('radiant-origin-of-cleric', {
  abilities: [
    triggered(whenever('recovers', { who: 'you' }), [putCounters(self(), 'training', 1)]),
    activated([payReserve(4), sacrificeSelf()], [{ op: 'levelUp' }], { condition: allOf(classBonus(), { kind: 'selfCounters', counter: 'training', min: 8 }) }),
  ],
});
