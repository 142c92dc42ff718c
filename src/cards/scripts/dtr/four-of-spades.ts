import { activated, cardScript, drawIntoMemory, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('four-of-spades', {
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 4, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [drawIntoMemory(1)]))],
});
