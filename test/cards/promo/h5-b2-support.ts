// h5-b2 test helpers: Alice puts a spell on the stack, Bob answers it with a card that targets that activation;
// a Chessman of Bob's performs an attack card at a wall of Alice's.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { expect } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, answerMay, atMain, newGame, player, resolveAll, untilPending, passUntil, withDef } from '../doa/support.js';
import { afterCombat, as, fill, place } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
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

/**
 * Bob's Chessman (of these subtypes) performs `def` with Command at a wall of Alice's with `life` (and `buff` counters);
 * how many cards Bob draws from the attack's On Kill.
 */
export function chessmanKillDraws(def: CardDef, as_: { cls: Parameters<typeof as>[2]; element: Parameters<typeof as>[3]; performer: string[] }, life: number, buff = 0): number {
  let s = as(passUntil(newGame({ first: A }), atMain(B)), B, as_.cls, as_.element);
  let performer: string, wall: string;
  [s, performer] = place(s, B, ally(`test-${as_.performer.join('-').toLowerCase()}`, as_.performer, 12, 12), { enteredTurn: 0 });
  [s, wall] = place(s, A, ally(`test-wall-${life}`, ['HUMAN'], 0, life), { counters: buff ? { buff } : {} });
  s = fill(s, B, 4);
  let card: string;
  [s, card] = addCard(withDef(s, def), B, def.slug);
  s = act(s, B, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, B);
    s = act(s, B, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: performer } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  s = passUntil(s, (t) => legalActions(t, B).some((a) => a.type === 'chooseAttackTarget'));
  s = act(s, B, { type: 'chooseAttackTarget', target: wall });
  const deck = player(s, B).mainDeck.length;
  s = afterCombat(s);
  expect(s.field).not.toContain(wall);
  return deck - player(s, B).mainDeck.length;
}
