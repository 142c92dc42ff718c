import { atBeginningOfYourRecollection, cardScript, classBonus, dealDamage, staticAbility, targetAlly, triggered, yourChampion } from '../../define.js';

export default cardScript('blast-shield', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [dealDamage(yourChampion(), 2)]),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }, classBonus()),
  ],
});
