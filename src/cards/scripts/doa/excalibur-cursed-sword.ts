import { cardScript, classBonus, dealDamage, onEnter, self, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('excalibur-cursed-sword', {
  abilities: [
    triggered(onEnter(), [{ op: 'chosenPlayerGainsControl', subject: self() }], { condition: classBonus() }),
    triggered(whenever('materializes', { who: 'you' }), [dealDamage(yourChampion(), 2)]),
  ],
});
