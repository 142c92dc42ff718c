import { cardScript, drawIntoMemory, ifThen, may, removeCounters, yourChampion } from '../../define.js';

export default cardScript('scientific-discoveries', {
  onResolve: [
    { op: 'glimpse', count: 3 },
    ifThen({ kind: 'championCounters', counter: 'enlighten', min: 2 }, [may(removeCounters(yourChampion(), 'enlighten', 2), drawIntoMemory(1))]),
  ],
});
