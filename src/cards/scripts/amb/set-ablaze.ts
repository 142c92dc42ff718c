import { allOf, cardScript, classBonus, dealDamage, ifThen, levelRestriction, target, targetAlly } from '../../define.js';

export default cardScript('set-ablaze', {
  targets: [targetAlly()],
  onResolve: [dealDamage(target(0), 4), ifThen(allOf(classBonus(), levelRestriction(3)), [dealDamage({ ref: 'targetControllerChampions', index: 0 }, 3)])],
});
