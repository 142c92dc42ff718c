import { cardScript, classBonus, dealDamage, may, onEnter, triggered, yourChampion } from '../../define.js';

export default cardScript('arsenal-keeper', {
  abilities: [
    triggered(onEnter(), [may(dealDamage(yourChampion(), 2), { op: 'countersOnChosen', filter: { type: 'WEAPON' }, counter: 'durability', count: 1 })], { condition: classBonus() }),
  ],
});
