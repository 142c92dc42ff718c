import { activated, cardScript, draw, onlyOnce } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('wonderlands-reign', {
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 10, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [draw(1)]))],
});
