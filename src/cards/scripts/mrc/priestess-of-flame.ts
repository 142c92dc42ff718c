import { cardScript, classBonus, dealDamage, may, onEnter, triggered, yourChampion } from '../../define.js';

export default cardScript('priestess-of-flame', {
  abilities: [triggered(onEnter(), [may(dealDamage(yourChampion(), 3), { op: 'gather' }, { op: 'gather' })], { condition: classBonus() })],
});
