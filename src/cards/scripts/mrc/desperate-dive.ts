import { cardScript, classBonus, preventNextDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('desperate-dive', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetUnit({ controller: 'you' })],
  onResolve: [
    { op: 'scaled', x: { of: 'counts', counts: [{ zone: 'graveyard', element: 'WATER' }] }, effect: preventNextDamage(target(0), 0) },
    { op: 'becomeDistant', subject: target(0) },
  ],
});
