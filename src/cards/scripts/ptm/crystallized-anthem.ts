import { cardScript } from '../../define.js';

// A 2-damage shield on each unit you control this turn; each time one stops damage, two sheen counters on your
// Fractured Memories. At your next recollection phase, your Memorite objects get +1 power per six sheen counters this turn.
export default cardScript('crystallized-anthem', {
  onResolve: [
    {
      op: 'preventDamage', subject: { ref: 'objectsMatching', filter: {}, units: true, controller: 'you' },
      prevention: { kind: 'shield', amount: 2, duration: 'untilEndOfTurn', onPrevent: { effects: [{ op: 'addMasteryCounters', counter: 'sheen', count: 2 }] } },
    },
    {
      op: 'delayedTrigger', when: { at: 'beginPhase', phase: 'recollection', whose: 'yours' },
      effects: [{
        op: 'scaled', x: { of: 'masteryCounters', counter: 'sheen' }, per: 6,
        effect: { op: 'modifyStat', subject: { ref: 'objectsMatching', filter: { subtype: 'MEMORITE' }, controller: 'you' }, stat: 'power', amount: 0, duration: 'untilEndOfTurn' },
      }],
    },
  ],
});
