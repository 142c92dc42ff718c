import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

// X: the target's owner's influence minus yours (no damage when that is 0 or less).
export default cardScript('illuminate-secrets', {
  targets: [targetUnit()],
  onResolve: [{ op: 'scaled', x: { of: 'targetOwnerInfluenceGap', index: 0 }, effect: dealDamage(target(0), 0) }],
});
