import { cardScript, may, onEnter, putCounters, triggered, whenever } from '../../define.js';

export default cardScript('diao-chan-idyll-corsage', {
  abilities: [
    triggered(onEnter(), [{
      op: 'chooseObjects', filter: { notType: 'CHAMPION' }, count: 1000, upTo: true, distinct: true, anyController: true,
      effects: [putCounters({ ref: 'chosen' }, 'wither', 1)],
    }]),
    triggered(whenever('destroyed', { who: 'opponent', nonToken: true }), [may({ op: 'banishDestroyedCard', thenSummon: 'flowerbud' })]),
  ],
});
