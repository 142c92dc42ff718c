import { classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('emergent-dagger', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
});
