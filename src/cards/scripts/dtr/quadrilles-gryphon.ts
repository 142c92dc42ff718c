import { cardScript, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('quadrilles-gryphon', {
  abilities: [triggered(whenever('activates', { who: 'you', anySubtype: ['MELODY', 'HARMONY'] }), [putCounters(self(), 'buff', 1)])],
});
