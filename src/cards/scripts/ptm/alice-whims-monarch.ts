import { activated, cardScript, ifThen, not, onEnter, restSelf, summonToken, triggered } from '../../define.js';

export default cardScript('alice-whims-monarch', {
  abilities: [
    // On Enter: glimpse 3, then the revealed top card goes to hand only if it is a Chessman card.
    triggered(onEnter(), [{ op: 'glimpse', count: 3 }, { op: 'revealTopTakeIf', filter: { subtype: 'CHESSMAN' } }]),
    // Rest: a Pawn Piece token, unless you control a Pawn ally.
    activated([restSelf()], [ifThen(not({ kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'PAWN' }, min: 1 }), [summonToken('pawn-piece')])]),
  ],
});
