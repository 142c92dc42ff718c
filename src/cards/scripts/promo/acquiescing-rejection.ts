import { cardScript, classBonus, draw, staticAbility, targetActivation } from '../../define.js';

export default cardScript('acquiescing-rejection', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetActivation({ controller: 'opponent' })],
  // Its controller chooses: you draw two cards, or the activation is negated and its card banished.
  onResolve: [{ op: 'may', asker: { activationTarget: 0 }, effects: [draw(2)], otherwise: [{ op: 'negate', target: 0, banish: true }] }],
});
