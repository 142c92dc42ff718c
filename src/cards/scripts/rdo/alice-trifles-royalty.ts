import { atBeginningOfYourRecollection, cardScript, drawIntoMemory, ifThen, staticAbility, summonToken, triggered } from '../../define.js';

const chessmanAlly = { type: 'ALLY', subtype: 'CHESSMAN' } as const;

export default cardScript('alice-trifles-royalty', {
  abilities: [
    // Materializing her costs 1 less per Chessman ally you control.
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: chessmanAlly }),
    // Your recollection phase: a Pawn Piece token, then with three or more Chessman allies a card drawn into memory.
    triggered(atBeginningOfYourRecollection(), [
      summonToken('pawn-piece'),
      ifThen({ kind: 'controlsCount', filter: chessmanAlly, min: 3 }, [drawIntoMemory(1)]),
    ]),
  ],
});
