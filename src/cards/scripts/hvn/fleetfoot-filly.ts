import { cardScript, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('fleetfoot-filly', {
  abilities: [triggered(whenever('suppresses', { who: 'any' }), [putCounters(self(), 'buff', 1)])],
});
