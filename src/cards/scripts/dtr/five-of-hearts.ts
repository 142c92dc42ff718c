import { activated, cardScript, onlyOnce, putCounters } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('five-of-hearts', {
  keywords: ['hindered'],
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 5, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [putCounters({ ref: 'alliesYouControl', subtype: 'SUITED' }, 'buff', 1)]))],
});
