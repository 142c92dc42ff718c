import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('torch-marshal', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    staticAbility({ kind: 'allyAttackTax', reserve: 2, attackers: 'self' }),
  ],
});
