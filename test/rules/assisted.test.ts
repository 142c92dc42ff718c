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
    expect(new Set(tools)).toEqual(new Set(['done', 'draw', 'damage', 'prevent', 'rest', 'counters', 'token', 'moveCard', 'search', 'shuffle',
      'mill', 'lookTop', 'discardChosen', 'modify']));
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
    expect(s.pending).toMatchObject({ kind: 'assistConsent', player: B }); // Bob accepts or objects
    s = act(s, B, { type: 'consent', accept: true });
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

  it('searches only your own deck (game-mechanics/game-mechanics-miscellaneous-topics/searching-and-finding.md#general-rules): options by name, never in deck order, and the deck is shuffled after', () => {
    let s = withDef(newGame({ first: A }), unscripted);
    let card: string;
    [s, card] = addCard(s, A, 'test-unscripted');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'assisted');
    const searches = legalActions(s, A).flatMap((a) => (a.type === 'assist' && a.tool.tool === 'search' && a.tool.to === 'hand' ? [a.tool.def] : []));
    const mine = [...new Set(player(s, A).mainDeck.map((c) => s.cards[c]!.def))];
    expect(searches).toEqual([...mine].sort()); // one per distinct card, alphabetical
    const theirsOnly = player(s, B).mainDeck.map((c) => s.cards[c]!.def).filter((d) => !mine.includes(d));
    expect(theirsOnly.length).toBeGreaterThan(0);
    refuse(s, A, { type: 'assist', tool: { tool: 'search', def: theirsOnly[0]!, to: 'hand' } }, 'searching-and-finding');
    const deckBefore = [...player(s, A).mainDeck];
    const slug = searches[0]!;
    s = act(s, A, { type: 'assist', tool: { tool: 'search', def: slug, to: 'hand' } });
    const found = player(s, A).hand.find((c) => !deckBefore.includes(c) ? false : s.cards[c]!.def === slug);
    expect(found).toBeDefined();
    expect(player(s, A).mainDeck).toHaveLength(deckBefore.length - 1);
    expect(player(s, A).mainDeck).not.toEqual(deckBefore.filter((c) => c !== found)); // shuffled
    // The public log names no card that went into a hidden zone.
    const last = view(s, 'public').log.at(-1)!.text;
    expect(last).toMatch(/searches their deck, puts a card into their hand/);
    expect(last).not.toContain(s.defs[slug]!.name);
    // Bob's view of the game does not show which card Alice found.
    expect(JSON.stringify(view(s, B))).not.toContain(found!);
  });
});
