import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

// Class bonus: against a unit whose controller has an empty hand, the attack deals double damage.
export default cardScript('strike-of-singularity', {
  abilities: [staticAbility({ kind: 'doubleAttackDamage' }, allOf(classBonus(), { kind: 'defenderIs', controllerHandEmpty: true }))],
});
