import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('flame-sweep', {
  keywords: ['cleave'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, allOf(classBonus(), levelRestriction(2)))],
});
