import { activated, becomes, cardScript, loseKeyword, may, modifyLife, onlyOnce, self } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('six-of-spades', {
  keywords: ['stealth'],
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 6, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [
    becomes(self(), [loseKeyword('stealth')], 'untilEndOfTurn'),
    modifyLife(self(), 2),
    may({ op: 'redirectAttack', to: self() }),
  ]))],
});
