// h6-c2: scenario helpers for the cost-change and "unless someone pays" card tests.
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, atMain, passUntil, payReserve, player } from '../doa/support.js';
import { addCards } from './rdo-1-support.js';

/** A fast action of Bob's that draws three cards: something to negate. */
export const bobSpell = defineCard({ slug: 'test-c2-bob-draw', name: 'C2 Bob Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(3)] });

export const mayAct = (who: PlayerId) => (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === who && !s.pending;
export const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Bob activates `def` in his main phase (with `cards` more in hand); then Alice may respond. */
export function bobActivates(s: GameState, def: CardDef = bobSpell, cards = 0): GameState {
  s = passUntil(s, atMain(B));
  s = addCards(s, B, 'smoke-out', cards);
  s = addCards(s, B, def.slug, 1, 'hand', def);
  s = payReserve(act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! }), B);
  return passUntil(s, mayAct(A));
}

/** The pending payToDo is answered by `who`: paid in full from hand, or declined. */
export function answerPay(s: GameState, who: PlayerId, pay: boolean): GameState {
  if (!pay) return act(s, who, { type: 'mayAnswer', accept: false });
  const amount = (s.pending as { amount: number }).amount;
  for (let i = 0; i < amount; i++) s = act(s, who, legalActions(s, who).find((a) => a.type === 'chooseReserve')!);
  return s;
}

export { A, B };
