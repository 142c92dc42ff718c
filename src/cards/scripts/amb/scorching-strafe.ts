import { buffPower, classBonus, defineCard, reserve, staticAbility, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'scorching-strafe', name: 'Scorching Strafe', types: ['ACTION'], subtypes: ['RANGER', 'SKILL'], classes: ['RANGER'], element: 'FIRE', cost: reserve(4), speed: false },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
    targets: [targetAlly()],
    onResolve: [buffPower(target(0), 2), { op: 'becomeDistant', subject: target(0) }],
  },
);
