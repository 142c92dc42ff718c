import { cardScript, dealUnpreventableDamage, staticAbility, yourChampion } from '../../define.js';

export default cardScript('enrage', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'damage', min: 20 })],
  onResolve: [
    dealUnpreventableDamage(yourChampion(), 4),
    // Counted after those 4 damage: +1 for every four damage counters then on the champion.
    { op: 'scaled', x: { of: 'championDamage' }, per: 4, effect: { op: 'attackBonus', subject: yourChampion(), amount: 0, scope: 'next' } },
  ],
});
