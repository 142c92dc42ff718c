import { activated, cardScript, onlyOnce, putCounters, self } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('two-of-spades', {
  keywords: ['fastActivation'],
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 2, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [putCounters(self(), 'buff', 1)]))],
});
