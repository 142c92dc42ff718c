import { activated, cardScript, classBonus, preventNextDamage, restSelf, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('baby-blue-slime', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, classBonus()),
    activated([restSelf()], [preventNextDamage(target(0), 2)], { targets: [targetAlly({ controller: 'you', subtype: 'SLIME', other: true })] }),
  ],
});
