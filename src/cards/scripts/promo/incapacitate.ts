import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'incapacitate', name: 'Incapacitate', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL', 'REACTION'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(4), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
    targets: [{ kind: 'activation', cardType: 'ACTION' }],
    onResolve: [{ op: 'negate', target: 0 }],
  },
);
