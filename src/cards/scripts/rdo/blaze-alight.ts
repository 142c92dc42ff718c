import { cardScript, classBonus, target, targetUnit } from '../../define.js';

export default cardScript('blaze-alight', {
  targets: [targetUnit()],
  onResolve: [{ op: 'dealDamage', to: target(0), amount: 3, amountIf: { condition: classBonus(), amount: 5 }, unpreventable: true }],
});
