import { allOf, cardScript, classBonus, levelRestriction, preventNextInstance, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('martial-guard', {
  targets: [targetUnit()],
  onResolve: [preventNextInstance(target(0), 2)],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, allOf(classBonus(), levelRestriction(2)))],
});
