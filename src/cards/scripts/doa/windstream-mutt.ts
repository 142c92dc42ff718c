import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('windstream-mutt', {
  abilities: [
    triggered(onEnter(), [{
      op: 'revealRandomFromMemory', filter: { element: 'WIND' },
      then: [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, other: true, effects: [{ op: 'addCounters', subject: { ref: 'chosen' }, counter: 'buff', count: 1 }] }],
    }], { condition: classBonus() }),
  ],
});
