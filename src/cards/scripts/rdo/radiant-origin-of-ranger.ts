import { activated, allOf, cardScript, classBonus, payReserve, putCounters, sacrificeSelf, self, triggered, whenever } from '../../define.js';

// A Trial: a training counter each time a Ranger unit you control becomes distant; with six or more, it may be sacrificed to level up.
export default cardScript('radiant-origin-of-ranger', {
  abilities: [
    triggered(whenever('becomesDistant', { who: 'you', class: 'RANGER' }), [putCounters(self(), 'training', 1)]),
    activated([payReserve(3), sacrificeSelf()], [{ op: 'levelUp' }], { condition: allOf(classBonus(), { kind: 'selfCounters', counter: 'training', min: 6 }) }),
  ],
});
