import { activated, allOf, cardScript, classBonus, payReserve, putCounters, sacrificeSelf, self, triggered, whenever } from '../../define.js';

// A Trial: a training counter each time you attack with a non-Human ally; with seven or more, it may be sacrificed to level up.
export default cardScript('radiant-origin-of-tamer', {
  abilities: [
    triggered(whenever('attacks', { who: 'you', type: 'ALLY', notSubtype: 'HUMAN' }), [putCounters(self(), 'training', 1)]),
    activated([payReserve(3), sacrificeSelf()], [{ op: 'levelUp' }], { condition: allOf(classBonus(), { kind: 'selfCounters', counter: 'training', min: 7 }) }),
  ],
});
