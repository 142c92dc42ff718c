import { cardScript, classBonus, putCounters, self, triggered, wheneverOneOrMore } from '../../define.js';

export default cardScript('beacon-knight', {
  keywords: ['vigor'],
  abilities: [triggered(wheneverOneOrMore('enters', { who: 'you', supertype: 'REGALIA' }), [putCounters(self(), 'buff', 1)], { condition: classBonus() })],
});
