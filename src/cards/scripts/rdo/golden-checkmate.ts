import { allOf, cardScript, championBonus, onHit, staticAbility, triggered } from '../../define.js';

/** Alice Bonus: 2 less while you control a unit of this Chessman rank. */
const rank = (subtype: string) =>
  staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(championBonus('Alice'), { kind: 'controlsCount', filter: { subtype, anyType: ['ALLY', 'CHAMPION'] }, min: 1 }));

export default cardScript('golden-checkmate', {
  keywords: ['command'],
  commandSubtype: 'CHESSMAN',
  abilities: [
    ...['PAWN', 'ROOK', 'KNIGHT', 'BISHOP', 'QUEEN', 'KING'].map(rank),
    // Alice Bonus, On Hit: you win as your next recollection phase begins.
    triggered(onHit(), [{ op: 'delayedTrigger', when: { at: 'beginPhase', phase: 'recollection', whose: 'yours' }, effects: [{ op: 'winGame' }] }], { condition: championBonus('Alice') }),
  ],
});
