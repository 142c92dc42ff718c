import { classBonus, cardScript, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('take-cover', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetUnit({ controller: 'you' })],
  onResolve: [
    { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' },
    { op: 'becomeDistant', subject: target(0) },
  ],
});
