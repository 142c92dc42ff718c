import { allOf, cardScript, classBonus, memoryRestriction, not, staticAbility } from '../../define.js';

// Exactly one card in memory: at least one and not two or more.
export default cardScript('opening-cut', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, allOf(classBonus(), memoryRestriction(1), not(memoryRestriction(2))))],
});
