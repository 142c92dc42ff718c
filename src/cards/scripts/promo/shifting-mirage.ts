import { cardScript, championBonus, classBonus, ifThen, staticAbility, summonToken, yourChampion } from '../../define.js';

export default cardScript('shifting-mirage', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [
    // Stealth for your champion this turn, unless one of your opponents pays (2).
    { op: 'unlessPays', target: 0, amount: 2, payer: 'anOpponent', otherwise: [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' }] },
    ifThen(championBonus('Tristan'), [summonToken('ominous-shadow')]),
  ],
});
