import { cardScript, classBonus, dealDamage, may, staticAbility, yourChampion } from '../../define.js';

export default cardScript('under-fire', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [
    { op: 'becomeDistant', subject: yourChampion() },
    may(dealDamage(yourChampion(), 4), { op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' }),
  ],
});
