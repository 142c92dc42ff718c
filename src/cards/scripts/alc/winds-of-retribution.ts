import { buffPower, classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('winds-of-retribution', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
  onResolve: [buffPower({ ref: 'alliesYouControl' }, 2)],
});
