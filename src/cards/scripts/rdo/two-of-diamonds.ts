import { activated, cardScript, empower, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('two-of-diamonds', {
  keywordValues: { retort: 2 },
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 2, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [empower(2)]))],
});
