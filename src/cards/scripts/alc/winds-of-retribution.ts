import { buffPower, classBonus, defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'winds-of-retribution', name: 'Winds of Retribution', types: ['ACTION'], subtypes: ['GUARDIAN', 'SKILL'], classes: ['GUARDIAN'], element: 'WIND', cost: reserve(6), speed: false },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
    onResolve: [buffPower({ ref: 'alliesYouControl' }, 2)],
  },
);
