import { cardScript, championBonus, ifThen, summonToken } from '../../define.js';

export default cardScript('automata-genesis', {
  onResolve: [
    summonToken('titan-mk-ii', 3),
    // X buff counters on each token ally you control, X = the tokens you control.
    ifThen(championBonus('Tonoris'), [{
      op: 'scaled', x: { of: 'controlled', filter: { type: 'TOKEN' } },
      effect: { op: 'addCounters', subject: { ref: 'objectsMatching', filter: { type: 'ALLY' }, alsoType: 'TOKEN', controller: 'you' }, counter: 'buff', count: 0 },
    }]),
  ],
});
