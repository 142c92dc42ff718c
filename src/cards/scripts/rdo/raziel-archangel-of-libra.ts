import { cardScript, ifThen, imbued, onEnter, triggered } from '../../define.js';

export default cardScript('raziel-archangel-of-libra', {
  imbue: [{ n: 3, match: ['ARCANE', 'ASTRA'] }],
  abilities: [
    triggered(onEnter(), [ifThen(imbued(), [{
      op: 'banishRandomFromMemory', whose: 'you', count: 2,
      // Only if both were banished: glimpse 3, then the top two cards of the deck go into the memory.
      then: [{ op: 'glimpse', count: 3 }, { op: 'sortTopCards', count: 2, places: ['memory', 'memory'] }],
    }])]),
  ],
});
