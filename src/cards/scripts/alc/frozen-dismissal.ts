import { cardScript, classBonus, staticAbility, targetActivation } from '../../define.js';

export default cardScript('frozen-dismissal', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetActivation({ cardType: 'ALLY' })],
  onResolve: [{ op: 'unlessPays', target: 0, amount: 4, otherwise: [{ op: 'negate', target: 0, banish: true }] }],
});
