import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('deadly-opportunist', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3, whileAttacking: true },
      allOf({ kind: 'attackingType', type: 'ally' }, { kind: 'attackingRestedUnit' })),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
