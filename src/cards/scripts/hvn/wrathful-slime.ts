import { cardScript, classBonus, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('wrathful-slime', {
  keywordValues: { pride: 4 },
  abilities: [
    // One buff counter for every five damage counters on your champion, rounded down.
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'championDamage' }, per: 5, effect: putCounters(self(), 'buff', 1) }], { condition: classBonus() }),
    staticAbility({ kind: 'keyword', keyword: 'immortality' }, { kind: 'selfCounters', counter: 'buff', min: 6 }),
  ],
});
