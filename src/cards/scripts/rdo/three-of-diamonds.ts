import { activated, cardScript, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
// Of the top three, exactly one goes to the graveyard; the others go back on top in the order chosen.
export default cardScript('three-of-diamonds', {
  keywordValues: { retort: 3 },
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 3, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [
    { op: 'lookAtTop', count: 3, toGraveyard: { min: 1, max: 1 }, rest: 'top' },
  ]))],
});
