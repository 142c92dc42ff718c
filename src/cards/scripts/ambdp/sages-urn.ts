import { activated, atBeginningOfYourRecollection, banishSelf, cardScript, empower, not, putCounters, self, triggered } from '../../define.js';

export default cardScript('sages-urn', {
  abilities: [
    // An intervening condition: checked as it triggers and again as it resolves.
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)], { condition: not({ kind: 'selfCounters', counter: 'age', min: 4 }) }),
    // Banished as the cost: X is its age counters as it last was on the field.
    activated([banishSelf()], [{ op: 'scaled', x: { of: 'selfCounters', counter: 'age' }, effect: empower(0) }]),
  ],
});
