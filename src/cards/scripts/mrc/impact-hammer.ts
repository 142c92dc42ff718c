import { cardScript, classBonus, dealDamage, onAttack, staticAbility, triggered } from '../../define.js';

// A weapon's On Attack is "when this is wielded" (glossary/keywords-and-abilities.md#on-attack).
export default cardScript('impact-hammer', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    triggered(onAttack(), [dealDamage({ ref: 'attacker' }, 3)]),
  ],
});
