import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

// Class bonus and level 2+: this attack's combat damage can't be prevented.
export default cardScript('overwhelming-swing', {
  abilities: [staticAbility({ kind: 'unpreventableCombatDamage' }, allOf(classBonus(), levelRestriction(2)))],
});
