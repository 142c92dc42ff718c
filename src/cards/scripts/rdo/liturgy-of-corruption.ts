import { cardScript, dealUnpreventableDamage, ifThen, putCounters, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('liturgy-of-corruption', {
  targets: [targetAlly()],
  onResolve: [
    putCounters(target(0), 'buff', 1),
    ifThen({ kind: 'targetIs', index: 0, fostered: true }, [putCounters(target(0), 'buff', 2), dealUnpreventableDamage(yourChampion(), 6)]),
  ],
});
