import { activated, cardScript, drawIntoMemory, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('five-of-diamonds', {
  keywords: ['floatingMemory'],
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 5, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [drawIntoMemory(1)]))],
});
