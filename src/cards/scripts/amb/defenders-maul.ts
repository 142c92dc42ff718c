import { cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('defenders-maul', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] }),
    staticAbility({ kind: 'attackCost', reserve: 2 }),
  ],
});
