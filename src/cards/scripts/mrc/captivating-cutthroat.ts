import { classBonus, dealDamage, cardScript, onAttack, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('captivating-cutthroat', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    // The granted On Attack exists only while the class bonus applies.
    triggered(onAttack(), [dealDamage(yourChampion(), 1)], { condition: classBonus() }),
  ],
});
