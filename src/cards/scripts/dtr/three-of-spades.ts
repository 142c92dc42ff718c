import { activated, cardScript, modifyLife, onlyOnce, target, targetAlly } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('three-of-spades', {
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 3, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [modifyLife(target(0), 2)], {
    targets: [targetAlly({ controller: 'you', subtype: 'SUITED' })],
  }))],
});
