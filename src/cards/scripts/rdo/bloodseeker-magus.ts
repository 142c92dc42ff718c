import { cardScript, dealUnpreventableDamage, onEnter, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('bloodseeker-magus', {
  activationValues: { ephemerate: 1 },
  abilities: [
    triggered(onEnter(), [dealUnpreventableDamage(yourChampion(), 3)]),
    staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, { kind: 'damage', min: 20 }),
  ],
});
