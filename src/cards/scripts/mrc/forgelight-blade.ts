import { classBonus, dealDamage, cardScript, onEnter, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('forgelight-blade', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    triggered(onEnter(), [dealDamage(yourChampion(), 4)]),
  ],
});
