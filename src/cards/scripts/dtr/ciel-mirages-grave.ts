import { cardScript, dealUnpreventableDamage, target, targetUnit, triggered, whenever } from '../../define.js';

export default cardScript('ciel-mirages-grave', {
  abilities: [
    // An omen counter put on one of your banished cards: as a Spell (spellshroud keeps a unit out of reach), 2 unpreventable damage to up to one unit.
    triggered(whenever('omenCounter', { who: 'you' }), [dealUnpreventableDamage(target(0), 2)], {
      targets: [targetUnit({ optional: true, bySpell: true })],
    }),
  ],
});
