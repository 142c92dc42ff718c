import { cardScript, championBonus, ifThen, onEnter, suppress, target, triggered } from '../../define.js';

// "As a Spell": its target can't have spellshroud; the omen count is checked as it resolves.
export default cardScript('chrysalis-hazy-caterpillar', {
  keywords: ['fastActivation'],
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'tally', tally: { of: 'omens', filter: { element: 'WIND' } }, min: 2 }, [suppress(target(0))])], {
      condition: championBonus('Ciel'),
      targets: [{ kind: 'object', anyType: ['ALLY', 'ITEM', 'WEAPON'], other: true, bySpell: true }],
    }),
  ],
});
