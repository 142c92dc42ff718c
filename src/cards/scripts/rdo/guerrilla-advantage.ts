import { allOf, cardScript, classBonus, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('guerrilla-advantage', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), { kind: 'opponentUnits', min: 3 }))],
  onResolve: [putCounters(yourChampion(), 'preparation', 2)],
});
