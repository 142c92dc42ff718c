import { cardScript, ifThen, may, removeCounters, yourChampion } from '../../define.js';

export default cardScript('discover-the-divine', {
  onResolve: [ifThen({ kind: 'championCounters', counter: 'enlighten', min: 4 }, [may(removeCounters(yourChampion(), 'enlighten', 4), { op: 'levelUp' })])],
});
