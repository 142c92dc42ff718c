import { cardScript, dealDamage, prepared, target, targetUnit } from '../../define.js';

export default cardScript('planted-explosive', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2, { condition: prepared(), amount: 4 })],
});
