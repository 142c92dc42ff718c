import { cardScript, classBonus, target, targetUnit } from '../../define.js';

export default cardScript('spark-alight', {
  targets: [targetUnit()],
  onResolve: [{ op: 'dealDamage', to: target(0), amount: 2, amountIf: { condition: classBonus(), amount: 3 }, unpreventable: true }],
});
