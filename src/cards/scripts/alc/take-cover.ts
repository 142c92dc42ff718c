import { classBonus, defineCard, reserve, staticAbility, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'take-cover', name: 'Take Cover', types: ['ACTION'], subtypes: ['RANGER', 'SKILL', 'REACTION'], classes: ['RANGER'], element: 'NORM', cost: reserve(5), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
    targets: [targetUnit({ controller: 'you' })],
    onResolve: [
      { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' },
      { op: 'becomeDistant', subject: target(0) },
    ],
  },
);
