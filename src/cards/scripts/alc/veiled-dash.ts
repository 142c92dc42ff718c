import { cardScript, classBonus, staticAbility, target, targetUnit } from '../../define.js';
import type { Effect } from '../../vocabulary.js';

const shield = (i: number): Effect => ({ op: 'scaled', x: { of: 'x' }, effect: { op: 'preventDamage', subject: target(i), prevention: { kind: 'shield', amount: 0, duration: 'untilEndOfTurn' } } });

export default cardScript('veiled-dash', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetUnit({ optional: true }), targetUnit({ optional: true })],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    { op: 'becomeDistant', subject: target(1) },
    { op: 'revealCards', from: ['memory'], filter: { element: 'WIND' }, count: 'any' },
    shield(0),
    shield(1),
  ],
});
