import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('shred-to-ribbons', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, allOf(classBonus(), { kind: 'attackTargetIs', filter: { type: 'ALLY' }, minLife: 5 }))],
});
