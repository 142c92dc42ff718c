import { activated, cardScript, onEnter, putCounters, self, summonToken, triggered } from '../../define.js';

export default cardScript('tristan-shadowdancer', {
  abilities: [
    triggered(onEnter(), [summonToken('ominous-shadow', 2), putCounters(self(), 'preparation', 1)]),
    activated([{ kind: 'removeCounters', counter: 'preparation', count: 2 }], [{
      op: 'chooseObjects', filter: { allTypes: ['PHANTASIA', 'ALLY'] }, count: 1, effects: [{ op: 'redirectAttackFromSelf', to: { ref: 'chosen' } }],
    }], { speed: 'fast', condition: { kind: 'attackTargetsSelf' } }),
  ],
});
