import { activated, cardScript, classBonus, draw, onEnter, payReserve, preventNextDamage, restSelf, triggered, yourChampion } from '../../define.js';

export default cardScript('cleric-robes', {
  abilities: [
    triggered(onEnter(), [draw(1)], { condition: classBonus() }),
    activated([payReserve(1), restSelf()], [preventNextDamage(yourChampion(), 1)]),
  ],
});
