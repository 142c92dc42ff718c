import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('blazing-throw', {
  sacrificeAsCost: { filter: { type: 'WEAPON' }, count: 1 },
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 4)],
});
