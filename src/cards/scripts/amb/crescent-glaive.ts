import { classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('crescent-glaive', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
});
