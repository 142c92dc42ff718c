import { cardScript, classBonus, dealDamage, draw, may, onDeath, onEnter, target, triggered } from '../../define.js';

export default cardScript('storm-slime', {
  keywordValues: { pride: 3 },
  abilities: [
    // As a Spell: it can't target a unit with spellshroud (ruling).
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'banishment', subtype: 'SLIME' }] }, effect: dealDamage(target(0), 0) }],
      { targets: [{ kind: 'unit', bySpell: true }] }),
    triggered(onDeath(), [may({ op: 'banishRandomFromMemory', whose: 'you', count: 2, then: [draw(2)] })], { condition: classBonus() }),
  ],
});
