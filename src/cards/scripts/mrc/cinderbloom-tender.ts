import { cardScript, classBonus, dealDamage, eachChampion, triggered, whenever } from '../../define.js';

export default cardScript('cinderbloom-tender', {
  abilities: [triggered(whenever('gathers', { who: 'you' }), [dealDamage(eachChampion(), 1)], { condition: classBonus() })],
});
