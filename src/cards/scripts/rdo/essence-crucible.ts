import { cardScript, championBonus, draw, onEnter, putCounters, self, staticAbility, triggered, whenever } from '../../define.js';

// On Enter: draw. Arisanna: a refinement counter each time you brew. Your Spell sources deal X more damage to units (X: its refinement counters).
export default cardScript('essence-crucible', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    triggered(whenever('brews', { who: 'you' }), [putCounters(self(), 'refinement', 1)], { condition: championBonus('Arisanna') }),
    staticAbility({ kind: 'spellDamageIncrease', perCounter: 'refinement' }),
  ],
});
