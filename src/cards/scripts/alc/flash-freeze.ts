import { cardScript, classBonus, staticAbility, targetActivation } from '../../define.js';

export default cardScript('flash-freeze', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetActivation()],
  // Unless its controller pays (LV), LV being the level of this card's controller.
  onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'unlessPays', target: 0, amount: 0, otherwise: [{ op: 'negate', target: 0, banish: true }] } }],
});
