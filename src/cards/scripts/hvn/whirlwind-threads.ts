import { cardScript, ifThen, putCounters, yourChampion } from '../../define.js';

export default cardScript('whirlwind-threads', {
  onResolve: [putCounters(yourChampion(), 'quest', 1), ifThen({ kind: 'objectSuppressedThisTurn' }, [{ op: 'resolvingCardToMemory' }])],
});
