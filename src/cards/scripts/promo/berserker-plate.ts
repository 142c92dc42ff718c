import { atBeginningOfYourRecollection, cardScript, classBonus, dealUnpreventableDamage, draw, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('berserker-plate', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'life', amount: 7 }, classBonus()),
    triggered(atBeginningOfYourRecollection(), [dealUnpreventableDamage(yourChampion(), 3), draw(1)]),
  ],
});
