import { cardScript, dealDamage, empower, masteryDirection, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('solar-pinnacle', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, masteryDirection('north'))],
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2), empower(2)],
});
