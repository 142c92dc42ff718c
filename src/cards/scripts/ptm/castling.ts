import { cardScript, modifyLife, staticAbility, target, targetAlly } from '../../define.js';
import type { Condition, Effect } from '../../vocabulary.js';

const controlsChessman = (subtype: string): Condition => ({ kind: 'controlsCount', filter: { type: 'ALLY', subtype, anySubtype: ['CHESSMAN'] }, min: 1 });
const protect = (index: number): Effect[] => [
  { op: 'grantKeyword', subject: target(index), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
  { op: 'grantKeyword', subject: target(index), keyword: 'taunt', duration: 'untilEndOfTurn' },
  modifyLife(target(index), 2),
];

export default cardScript('castling', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, controlsChessman('ROOK')),
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, controlsChessman('KING')),
  ],
  targets: [targetAlly({ subtype: 'CHESSMAN', optional: true }), targetAlly({ subtype: 'CHESSMAN', optional: true })],
  onResolve: [...protect(0), ...protect(1)],
});
