import { defineCard, levelRestriction, reserve, staticAbility, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'sidestep', name: 'Sidestep', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL', 'REACTION'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
    targets: [targetAlly()],
    onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }],
  },
);
