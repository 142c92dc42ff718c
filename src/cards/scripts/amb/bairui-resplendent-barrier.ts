import { activated, allOf, cardScript, championBonus, empower, masteryDirection, sacrificeSelf, staticAbility } from '../../define.js';

const charge = (min: number) => ({ kind: 'selfCounters' as const, counter: 'charge' as const, min });

// With two or fewer charge counters: 2 less damage to your champion, gaining a charge counter each time.
// Kongming: sacrifice it at exactly three charge counters, currents South, to Empower 7.
export default cardScript('bairui-resplendent-barrier', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 2, selfCounter: 'charge' }, { kind: 'not', condition: charge(3) }),
    activated([sacrificeSelf()], [empower(7)], {
      condition: allOf(championBonus('Kongming'), charge(3), { kind: 'not', condition: charge(4) }, masteryDirection('south')),
    }),
  ],
});
