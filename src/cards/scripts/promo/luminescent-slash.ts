import { cardScript, championBonus, staticAbility } from '../../define.js';

// While it is being activated it is not yet among the cards activated this turn; once attacking, it is, and is left out.
export default cardScript('luminescent-slash', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, perTally: { tally: { of: 'activatedThisTurn', filter: { type: 'ATTACK' } } } }, championBonus('Mordred')),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, perTally: { of: 'activatedThisTurn', filter: { type: 'ATTACK' }, otherThan: 'luminescent-slash' } }, championBonus('Mordred')),
  ],
});
