import { cardScript, eventObject, putCounters } from '../../define.js';

export default cardScript('wildheart-hymn', {
  onResolve: [{ op: 'wheneverThisTurn', event: 'enters', filter: { who: 'you', subtype: 'ANIMAL' }, effects: [putCounters(eventObject(), 'buff', 1)] }],
});
