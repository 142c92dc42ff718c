import { cardScript, onEnter, self, triggered } from '../../define.js';

// On Enter: every opposing champion loses all its damage; a buff counter on it per four removed.
export default cardScript('conduit-of-bloodfire', {
  abilities: [triggered(onEnter(), [
    { op: 'removeAllCounters', subject: { ref: 'eachOpponentChampion' }, counter: 'damage', removedAsX: true },
    { op: 'scaled', x: { of: 'x' }, per: 4, effect: { op: 'addCounters', subject: self(), counter: 'buff', count: 0 } },
  ])],
});
