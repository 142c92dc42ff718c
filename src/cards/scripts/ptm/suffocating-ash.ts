import { cardScript, classBonus, staticAbility, targetActivation } from '../../define.js';

export default cardScript('suffocating-ash', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetActivation()],
  // Its controller chooses: this card deals them 3 + LV unpreventable damage, or the activation is negated.
  onResolve: [{
    op: 'may', asker: { activationTarget: 0 },
    effects: [{ op: 'scaled', x: { of: 'championLevel' }, plus: 3, effect: { op: 'dealDamage', to: { ref: 'activationControllerChampion', index: 0 }, amount: 0, unpreventable: true } }],
    otherwise: [{ op: 'negate', target: 0 }],
  }],
});
