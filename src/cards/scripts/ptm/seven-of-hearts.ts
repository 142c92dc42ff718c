import { activated, cardScript, dealDamage, onlyOnce, targetPlayer } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('seven-of-hearts', {
  keywords: ['kindle'],
  activationValues: { kindle: 7 },
  abilities: [onlyOnce(activated([{ kind: 'reserve', value: 7, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [
    dealDamage({ ref: 'targetPlayerUnits', index: 0 }, 2),
  ], { targets: [targetPlayer({ controller: 'opponent' })] }))],
});
