import { cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('intricate-longbow', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
});
