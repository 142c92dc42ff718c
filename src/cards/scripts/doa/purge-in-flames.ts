import { cardScript, classBonus, dealDamage } from '../../define.js';

export default cardScript('purge-in-flames', {
  keywords: ['efficiency'],
  onResolve: [dealDamage({ ref: 'allUnitsButYourChampion' }, 2, { condition: classBonus(), amount: 3 })],
});
