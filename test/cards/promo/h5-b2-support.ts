// h5-b2 test helpers: Alice puts a spell on the stack, Bob answers it with a card that targets that activation.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, activateFromHand, answerMay, player, resolveAll, untilPending, passUntil } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';
import { testSpell } from '../rdo/rdo-1-support.js';

/** Alice's spell (draw three) that Bob answers. */
export const aliceDraws = testSpell('test-alice-draws', [{ op: 'draw', who: 'you', count: 3 }]);
const hasOpportunity = (s: GameState, who: string) => !!s.opportunity && s.players[s.opportunity.player]!.id === who;

/** Alice activates her spell; Bob responds with `def` targeting it; Alice answers the "unless" with `accept` (when asked). */
export function bobAnswers(s: GameState, def: CardDef, accept: boolean | null): GameState {
  s = activateFromHand(fill(s, A, 2), A, aliceDraws)[0];
  const spell = s.stack[s.stack.length - 1]!.id;
  s = passUntil(s, (t) => hasOpportunity(t, B));
  s = activateFromHand(fill(s, B, 6), B, def, [{ kind: 'stack', id: spell }])[0];
  if (accept === null) return resolveAll(s);
  s = untilPending(s, 'may');
  if ((s.pending as { player: string }).player !== A) throw new Error('Alice should be the one asked');
  return resolveAll(answerMay(s, A, accept));
}

/** What Bob pays (in cards) to activate `def` at Alice's spell on the stack. */
export function bobPays(s: GameState, def: CardDef): number {
  s = activateFromHand(fill(s, A, 2), A, aliceDraws)[0];
  const spell = s.stack[s.stack.length - 1]!.id;
  s = fill(passUntil(s, (t) => hasOpportunity(t, B)), B, 6);
  const before = player(s, B).hand.length;
  s = activateFromHand(s, B, def, [{ kind: 'stack', id: spell }])[0];
  return before - player(s, B).hand.length;
}
