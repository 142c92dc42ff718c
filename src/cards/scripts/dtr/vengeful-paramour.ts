import { cardScript, dealDamage, ifThen, onEnter, target, triggered } from '../../define.js';

export default cardScript('vengeful-paramour', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 4 },
  abilities: [
    // "As a Spell": its target can't have spellshroud.
    triggered(onEnter(), [ifThen({ kind: 'selfEphemeral' }, [dealDamage(target(0), 2)])], { targets: [{ kind: 'champion', bySpell: true }] }),
  ],
});
