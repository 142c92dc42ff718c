import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('freezing-hail', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2), { op: 'skipNextWakeUp', subject: target(0) }],
});
