import { cardScript, classBonus, dealDamage, may, onEnter, self, triggered, yourChampion } from '../../define.js';

export default cardScript('volatile-fusilier', {
  keywordValues: { ranged: 2 },
  abilities: [triggered(onEnter(), [may(dealDamage(yourChampion(), 4), { op: 'becomeDistant', subject: self() })], { condition: classBonus() })],
});
