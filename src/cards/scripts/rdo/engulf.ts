import { cardScript, levelRestriction, staticAbility, targetActivation } from '../../define.js';

export default cardScript('engulf', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, levelRestriction(2))],
  targets: [targetActivation({ notCardType: 'ATTACK' })],
  onResolve: [{ op: 'negate', target: 0 }],
});
