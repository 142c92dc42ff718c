import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('vicious-slice', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, allOf(classBonus(), { kind: 'attackTargetIs', filter: { subtype: 'HUMAN' } }))],
});
