import { cardScript, onDeath, onEnter, putCounters, recover, self, triggered } from '../../define.js';

export default cardScript('lustrous-slime', {
  keywords: ['taunt'],
  keywordValues: { pride: 5 },
  abilities: [
    triggered(onEnter(), [{ op: 'revealCards', from: ['memory'], filter: { subtype: 'SLIME' }, count: 'any', each: [putCounters(self(), 'buff', 1)] }]),
    // The buff counters it had as it died (last known information).
    triggered(onDeath(), [{ op: 'scaled', x: { of: 'selfCounters', counter: 'buff' }, effect: recover(0) }]),
  ],
});
