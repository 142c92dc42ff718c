import { cardScript, dealDamage, ifThen, target, targetUnit } from '../../define.js';

export default cardScript('liquidation', {
  targets: [targetUnit()],
  onResolve: [ifThen({ kind: 'graveyardCount', min: 10, element: 'WATER' }, [dealDamage(target(0), 7)])],
});
