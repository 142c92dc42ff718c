import { cardScript, classBonus, onEnter, onLeave, putCounters, self, target, targetAlly, triggered } from '../../define.js';

// The buff counters it had are read as last known once it has left.
export default cardScript('green-slime', {
  keywordValues: { pride: 3 },
  abilities: [
    triggered(onEnter(), [putCounters(self(), 'buff', 2)]),
    triggered(onLeave(), [{ op: 'scaled', x: { of: 'selfCounters', counter: 'buff' }, effect: putCounters(target(0), 'buff', 0) }], {
      condition: classBonus(), targets: [targetAlly({ controller: 'you' })],
    }),
  ],
});
