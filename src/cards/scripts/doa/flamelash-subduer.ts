import { activated, anyOf, buffPower, classBonus, dealDamage, cardScript, restSelf, staticAbility, target, targetAlly, youControl } from '../../define.js';

export default cardScript('flamelash-subduer', {
  abilities: [
    // Only allies carry the Animal and Beast subtypes, so "controls a subtype" means "controls such an ally".
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, anyOf(youControl('ANIMAL'), youControl('BEAST'))),
    activated([restSelf()], [dealDamage(target(0), 2), buffPower(target(0), 2)], { condition: classBonus(), targets: [targetAlly({ controller: 'you' })] }),
  ],
});
