import { classBonus, cardScript, staticAbility, yourChampion } from '../../define.js';

export default cardScript('shroud-in-mist', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  // Units you control: your allies and your champion.
  onResolve: [
    { op: 'grantKeyword', subject: { ref: 'alliesYouControl' }, keyword: 'stealth', duration: 'untilEndOfTurn' },
    { op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' },
  ],
});
