import { allOf, cardScript, classBonus, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('enveloping-soulmist', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), { kind: 'championAwake' }))],
  onResolve: [
    { op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' },
    putCounters(yourChampion(), 'preparation', 1),
  ],
});
