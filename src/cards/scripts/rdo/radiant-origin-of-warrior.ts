import { activated, allOf, cardScript, classBonus, payReserve, putCounters, sacrificeSelf, self, triggered, whenever } from '../../define.js';

// A Trial: a training counter each time your champion attacks with a weapon; with four or more, it may be sacrificed to level up.
export default cardScript('radiant-origin-of-warrior', {
  abilities: [
    triggered(whenever('attacks', { who: 'you', type: 'CHAMPION', withWeapon: true }), [putCounters(self(), 'training', 1)]),
    activated([payReserve(3), sacrificeSelf()], [{ op: 'levelUp' }], { condition: allOf(classBonus(), { kind: 'selfCounters', counter: 'training', min: 4 }) }),
  ],
});
