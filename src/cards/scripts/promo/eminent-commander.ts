import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

// Class bonus: 3 cheaper once your champion has dealt 3 or more combat damage this turn.
export default cardScript('eminent-commander', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, allOf(classBonus(), { kind: 'championDealtCombatDamage', min: 3 }))],
});
