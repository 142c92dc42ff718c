import { addMasteryCounters, anyOf, cardScript, ifThen, not, recover, sheen } from '../../define.js';

// More than six sheen counters on Fractured Memories, or no such mastery: recover 3.
export default cardScript('spalling-cleanse', {
  keywords: ['floatingMemory'],
  onResolve: [ifThen(anyOf(not({ kind: 'hasMastery', mastery: 'fractured-memories' }), sheen(7)), [recover(3)], [addMasteryCounters('sheen', 2)])],
});
