import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('gilded-pyre', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2, { condition: { kind: 'targetCounters', index: 0, counter: 'buff', min: 1 }, amount: 4 })],
});
