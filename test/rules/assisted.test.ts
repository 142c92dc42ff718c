// Assisted resolution (issue 3 §4): a card with no script is played with every rule the engine
// knows enforced, and its controller carries out its text with generic, publicly logged tools.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions, view } from '../../src/engine/index.js';
import { A, B, act, addCard, champion, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const unscripted = defineCard({ slug: 'test-unscripted', name: 'Test Unscripted', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, null);

describe(`Assisted resolution of unscripted cards (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)`, () => {
  it('enforces costs and timing, then lets the controller carry out the text step by step, logging each step', () => {
    let s = withDef(newGame({ first: A }), unscripted);
    let card: string, inGrave: string;
    [s, card] = addCard(s, A, 'test-unscripted');
    [s, inGrave] = addCard(s, A, 'smoke-out', 'graveyard');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A); // its reserve cost is paid like any card's
    s = passUntil(s, (t) => t.pending?.kind === 'assisted');
    expect(s.pending!.player).toBe(A);
    const tools = legalActions(s, A).filter((a) => a.type === 'assist').map((a) => (a as { tool: { tool: string } }).tool.tool);
    expect(new Set(tools)).toEqual(new Set(['done', 'draw', 'damage', 'prevent', 'rest', 'counters', 'token', 'moveCard']));
    // Bob cannot act on Alice's assisted steps.
    refuse(s, B, { type: 'assist', tool: { tool: 'done' } });
    s = act(s, A, { type: 'assist', tool: { tool: 'damage', object: champion(s, B).id, amount: 1 } });
    s = act(s, A, { type: 'assist', tool: { tool: 'token', def: 'powercell' } });
    s = act(s, A, { type: 'assist', tool: { tool: 'moveCard', card: inGrave, to: 'hand' } });
    expect(champion(s, B).damage).toBe(1);
    expect(Object.values(s.objects).some((o) => o.def === 'powercell' && o.controller === A)).toBe(true);
    expect(player(s, A).hand).toContain(inGrave);
    const log = view(s, 'public').log.map((l) => l.text).join('\n');
    expect(log).toMatch(/\[assisted Test Unscripted\].*1 damage/);
    expect(log).toMatch(/\[assisted Test Unscripted\].*Powercell token/);
    s = act(s, A, { type: 'assist', tool: { tool: 'done' } });
    expect(s.pending).toBeNull();
    expect(player(s, A).graveyard).toContain(card);
  });

  it("cannot touch another player's cards: moving a card is limited to your own hand, memory, graveyard and banishment", () => {
    let s = withDef(newGame({ first: A }), unscripted);
    let card: string, theirs: string;
    [s, card] = addCard(s, A, 'test-unscripted');
    [s, theirs] = addCard(s, B, 'glacial-evocation', 'graveyard');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'assisted');
    refuse(s, A, { type: 'assist', tool: { tool: 'moveCard', card: theirs, to: 'hand' } }, 'game-zones');
    refuse(s, A, { type: 'assist', tool: { tool: 'moveCard', card: player(s, B).hand[0]!, to: 'graveyard' } }, 'game-zones');
    expect(legalActions(s, A).some((a) => a.type === 'assist' && a.tool.tool === 'moveCard' && (player(s, B).hand as string[]).includes(a.tool.card))).toBe(false);
  });
});
