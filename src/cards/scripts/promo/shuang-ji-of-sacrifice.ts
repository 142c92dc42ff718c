import { cardScript, classBonus, dealUnpreventableDamage, draw, may, onEnter, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('shuang-ji-of-sacrifice', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'damage', every: 5, on: 'yourChampion' } }, classBonus()),
    triggered(onEnter(), [may(dealUnpreventableDamage(yourChampion(), 5), draw(1))]),
  ],
});
