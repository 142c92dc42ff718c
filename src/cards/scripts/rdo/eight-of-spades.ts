import { activated, cardScript, levelRestriction, onlyOnce, self, staticAbility } from '../../define.js';

// Cardistry: (1) less for each different reserve cost among the Suited objects you control; once per card instance.
export default cardScript('eight-of-spades', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -4 }, levelRestriction(1)),
    onlyOnce(activated([{ kind: 'reserve', value: 8, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [{ op: 'wakeUp', subject: self() }])),
  ],
});
