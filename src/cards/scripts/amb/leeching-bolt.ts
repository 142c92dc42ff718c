import { allOf, cardScript, classBonus, dealDamage, empowered, ifThen, recover, target, targetUnit } from '../../define.js';

export default cardScript('leeching-bolt', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'championLevel' }, effect: dealDamage(target(0), 0) },
    recover(2),
    ifThen(allOf(classBonus(), empowered()), [{ op: 'preserveThisCard' }]),
  ],
});
