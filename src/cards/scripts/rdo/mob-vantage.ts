import { allOf, cardScript, classBonus, drawIntoMemory, staticAbility, yourChampion } from '../../define.js';

export default cardScript('mob-vantage', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 },
    allOf(classBonus(), { kind: 'opponentControlsCount', filter: { anyType: ['CHAMPION', 'ALLY'] }, min: 3 }))],
  onResolve: [{ op: 'becomeDistant', subject: yourChampion() }, drawIntoMemory(1)],
});
