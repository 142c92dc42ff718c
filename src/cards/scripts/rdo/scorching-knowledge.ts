import { allOf, cardScript, championBonus, empower, ifThen, may, removeCounters, yourChampion } from '../../define.js';

export default cardScript('scorching-knowledge', {
  onResolve: [
    empower(3),
    ifThen(allOf(championBonus('Rai'), { kind: 'championCounters', counter: 'enlighten', min: 1 }), [may(removeCounters(yourChampion(), 'enlighten', 1), empower(3))]),
  ],
});
