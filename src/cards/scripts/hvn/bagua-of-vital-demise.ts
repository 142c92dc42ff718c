import { cardScript, dealDamage, ifThen, masteryDirection, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('bagua-of-vital-demise', {
  abilities: [staticAbility({ kind: 'activateFromMaterialDeck' }, masteryDirection('west'))],
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 4), ifThen(masteryDirection('east'), [{ op: 'preserveThisCard' }])],
});
