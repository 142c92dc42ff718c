import { allOf, cardScript, draw, ifThen, not, onEnter, recover, triggered } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

// One branch by the number of cards in your memory as it resolves: 0, 1-3, 4-6, 7+.
const atLeast = (min: number): Condition => ({ kind: 'memory', min });

export default cardScript('zhang-jiao-way-of-peace', {
  abilities: [triggered(onEnter(), [
    ifThen(not(atLeast(1)), [draw(2)], [
      ifThen(not(atLeast(4)), [recover(4)], [
        ifThen(allOf(atLeast(4), not(atLeast(7))), [{ op: 'glimpse', count: 4 }], [{ op: 'discardRandomFromMemory', who: 'opponents' }]),
      ]),
    ]),
  ])],
});
