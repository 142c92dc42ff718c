import { cardScript, drawIntoMemory, ifThen, mill, putCounters, yourChampion } from '../../define.js';

export default cardScript('conniving-plans', {
  onResolve: [
    mill(2, 'you'),
    // Deluge 4.
    ifThen({ kind: 'graveyardCount', min: 4, element: 'WATER' }, [putCounters(yourChampion(), 'preparation', 1), drawIntoMemory(1)]),
  ],
});
