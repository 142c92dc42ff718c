import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('shield-fragmentation', {
  sacrificeAsCost: { filter: { subtype: 'SHIELD' }, count: 1 },
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 4)],
});
