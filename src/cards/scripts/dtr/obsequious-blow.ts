import { cardScript, championBonus, eventObjectIs, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('obsequious-blow', {
  abilities: [
    // Ciel Bonus: 1 less for each omen you have.
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'omens' } } }, championBonus('Ciel')),
    // On Champion Hit: the hit champion's controller pays 2 more for the first card they activate in their next turn.
    triggered(onHit(), [{ op: 'costChange', amount: 2, who: 'eventObjectController', next: true, theirNextTurn: true }], { condition: eventObjectIs('CHAMPION') }),
  ],
});
