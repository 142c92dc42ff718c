import { describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { onlyPassing, settle } from '../../src/bot/autopilot.js';
import { seededRandom } from './driver.js';

// Hidden information (the rules page cited as RULES.hiddenInfo in src/engine/rules-refs.ts):
// auto-pass must not let the opponent tell an unplayable fast card from any other card in hand.

/** A real game played at random until a player other than the turn player may respond with an empty stack. */
function responseWindow(seed: number): { state: GameState; responder: PlayerId } {
  let state = engine.createGame({
    seed,
    players: [
      { id: 'a', name: 'A', deck: FIXTURE_DECKS.fire },
      { id: 'b', name: 'B', deck: FIXTURE_DECKS.water },
    ],
    defs: FIXTURE_DEFS,
  });
  const random = seededRandom(seed);
  for (let n = 0; n < 5000 && !state.result; n++) {
    const player = engine.actingPlayers(state)[0]!;
    const turnPlayer = state.players[state.turnPlayer]!.id;
    if (state.turn >= 3 && !state.pending && state.opportunity && player !== turnPlayer && state.players.find((p) => p.id === player)!.hand.length > 0) {
      return { state, responder: player };
    }
    const legal = engine.legalActions(state, player).filter((a) => a.type !== 'concede');
    const outcome = engine.apply(state, player, legal[Math.floor(random() * legal.length)]!);
    if (!outcome.ok) throw new Error(outcome.violation.message);
    state = outcome.state;
  }
  throw new Error('no response window found');
}

/** The same moment with the responder holding exactly one card, of definition `def`. */
function holding(base: GameState, responder: PlayerId, def: string): GameState {
  const state = structuredClone(base) as GameState;
  const p = state.players.find((x) => x.id === responder)!;
  const card = p.hand[0]!;
  (p as unknown as { hand: string[] }).hand = [card];
  state.cards[card] = { ...state.cards[card]!, def };
  return state;
}

describe('auto-pass and hidden information', () => {
  it('passes the same way, and shows the opponent the same game, whether the one card held is an unaffordable fast card or a slow one', () => {
    const { state, responder } = responseWindow(12);
    const opponent = state.players.find((p) => p.id !== responder)!.id;
    const fast = holding(state, responder, 'bolt-of-diamonds'); // fast, costs 2 reserve: not payable with one card
    const slow = holding(state, responder, 'blitz-charger');
    expect(state.defs['bolt-of-diamonds']?.speed).toBe(true);
    expect(onlyPassing(engine.legalActions(fast, responder))).toBe(true);
    expect(onlyPassing(engine.legalActions(slow, responder))).toBe(true);

    const modes = { a: 'auto', b: 'auto' } as const;
    const a = settle(engine, fast, {}, modes);
    const b = settle(engine, slow, {}, modes);
    expect(a.passes[responder]).toBeGreaterThanOrEqual(1);
    expect(a.passes).toEqual(b.passes);
    expect(engine.view(a.state, opponent)).toEqual(engine.view(b.state, opponent));
  });
});
