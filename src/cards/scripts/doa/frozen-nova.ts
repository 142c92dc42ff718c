import { cardScript, classBonus, dealDamage, staticAbility } from '../../define.js';

const allAllies = { ref: 'allAllies' } as const;

export default cardScript('frozen-nova', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  onResolve: [dealDamage(allAllies, 1), { op: 'rest', subject: allAllies }, { op: 'skipNextWakeUp', subject: allAllies }],
});
