import { cardScript, championBonus, dealDamage, staticAbility } from '../../define.js';

// "All units except your champion": every ally and every other champion; X is the lowest reserve cost among your omens.
const x = { of: 'tally', tally: { of: 'omenLowestReserveCost' } } as const;
export default cardScript('baleful-oblation', {
  onResolve: [
    { op: 'scaled', x, effect: dealDamage({ ref: 'allAllies' }, 0) },
    { op: 'scaled', x, effect: dealDamage({ ref: 'eachOpponentChampion' }, 0) },
  ],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, championBonus('Ciel'))],
});
