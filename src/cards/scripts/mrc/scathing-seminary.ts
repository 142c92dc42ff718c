import { cardScript, classBonus, dealUnpreventableDamage, ifThen, onEnter, target, targetUnit, triggered } from '../../define.js';

// "As a Spell": its target is chosen as a Spell's would be (spellshroud protects).
export default cardScript('scathing-seminary', {
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'balance' }, [dealUnpreventableDamage(target(0), 2)])], { condition: classBonus(), targets: [targetUnit({ bySpell: true })] }),
  ],
});
