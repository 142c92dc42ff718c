import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('beguiling-bandit', {
  abilities: [
    staticAbility({ kind: 'attackTargetTax', reserve: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, allOf(classBonus(), levelRestriction(2))),
  ],
});
