import { activated, cardScript, generate, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('four-of-diamonds', {
  keywordValues: { retort: 3 },
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 4, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [
    { op: 'revealCards', from: ['memory'], filter: { subtype: 'SUITED' }, count: 2, each: [generate('bolt-of-diamonds', 1, 'memory')] },
  ]))],
});
