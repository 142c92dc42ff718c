// Assisted resolution bound to consent, and its tools (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions, view } from '../../src/engine/index.js';
import type { Action, AssistTool, GameEvent, GameState } from '../../src/engine/index.js';
import { currentPower } from '../../src/engine/state/query.js';
import { A, B, act, actEvents, addCard, addObject, champion, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';
import { ally } from '../engine/test-cards.js';

const unscripted = defineCard({ slug: 'test-unscripted', name: 'Test Unscripted', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, null);
const RESOLUTION = 'playing-cards-resolution.md';

/** Alice plays the unscripted card and reaches its assisted resolution; `before` is the state she played it from. */
function assisting(setup: (s: GameState) => GameState = (s) => s): { s: GameState; before: GameState; card: string } {
  let s = setup(withDef(newGame({ first: A }), unscripted));
  let card: string;
  [s, card] = addCard(s, A, 'test-unscripted');
  const before = s;
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  s = passUntil(s, (t) => t.pending?.kind === 'assisted');
  return { s, before, card };
}

const assist = (tool: AssistTool): Action => ({ type: 'assist', tool });
const offered = (s: GameState, tool: AssistTool) => legalActions(s, A).some((a) => JSON.stringify(a) === JSON.stringify(assist(tool)));

describe('assisted resolution asks the opponent to accept or object', () => {
  it('Done hands the decision to the opponent; only they answer, with Accept or Object', () => {
    let { s } = assisting();
    s = act(s, A, assist({ tool: 'done' }));
    expect(s.pending).toMatchObject({ kind: 'assistConsent', player: B });
    expect(legalActions(s, B)).toEqual([{ type: 'consent', accept: true }, { type: 'consent', accept: false }, { type: 'concede' }]);
    refuse(s, A, { type: 'consent', accept: true });
  });

  it('an objection returns the game to before the card was played, keeps the steps in the log and notes the dispute', () => {
    let { s, before, card } = assisting();
    s = act(s, A, assist({ tool: 'damage', object: champion(s, B).id, amount: 5 }));
    s = act(s, A, assist({ tool: 'draw', player: A, count: 2 }));
    s = act(s, A, assist({ tool: 'done' }));
    const out = actEvents(s, B, { type: 'consent', accept: false });
    const after = out.state;
    expect(champion(after, B).damage).toBe(0);
    expect(player(after, A).hand).toEqual(player(before, A).hand); // the card is back, the cards drawn are not
    expect(player(after, A).hand).toContain(card);
    expect(player(after, A).memory).toEqual(player(before, A).memory); // the reserve payment is undone
    expect(after.stack).toEqual([]);
    expect(after.version).toBe(s.version + 1);
    expect(after.disputes).toEqual([{ turn: s.turn, def: 'test-unscripted', controller: A, by: B }]);
    expect(out.events).toContainEqual<GameEvent>({ type: 'disputed', def: 'test-unscripted', controller: A, by: B });
    const log = view(after, 'public').log.map((l) => l.text).join('\n');
    expect(log).toMatch(/\[assisted Test Unscripted\].*5 damage/);
    expect(log).toMatch(/objects to how Test Unscripted was carried out/);
    expect(after.players[after.opportunity!.player]!.id).toBe(A); // Alice may play on
  });

  it('accepting lets the card resolve as carried out', () => {
    let { s, card } = assisting();
    s = act(s, A, assist({ tool: 'damage', object: champion(s, B).id, amount: 2 }));
    s = act(act(s, A, assist({ tool: 'done' })), B, { type: 'consent', accept: true });
    expect(champion(s, B).damage).toBe(2);
    expect(player(s, A).graveyard).toContain(card);
    expect(s.disputes ?? []).toEqual([]);
  });

  it('the objection is an input like any other: applied again to the same (reloaded) state, it gives the same state byte for byte', () => {
    let { s } = assisting();
    s = act(s, A, assist({ tool: 'draw', player: A, count: 1 }));
    s = act(s, A, assist({ tool: 'done' }));
    const once = act(s, B, { type: 'consent', accept: false });
    const twice = act(JSON.parse(JSON.stringify(s)) as GameState, B, { type: 'consent', accept: false });
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
  });
});

describe('assisted tools offer bounded amounts within the card\'s reach', () => {
  it('damage is offered from 1 to 5; 99 is refused', () => {
    const { s } = assisting();
    const target = champion(s, B).id;
    const amounts = legalActions(s, A).flatMap((a) => a.type === 'assist' && a.tool.tool === 'damage' && a.tool.object === target ? [a.tool.amount] : []);
    expect(amounts).toEqual([1, 2, 3, 4, 5]);
    refuse(s, A, assist({ tool: 'damage', object: target, amount: 99 }), RESOLUTION);
  });

  it('level counters go on your own champion only, one at a time', () => {
    let { s } = assisting();
    expect(offered(s, { tool: 'counters', object: champion(s, A).id, counter: 'level', delta: 1 })).toBe(true);
    refuse(s, A, assist({ tool: 'counters', object: champion(s, B).id, counter: 'level', delta: 5 }), RESOLUTION);
    refuse(s, A, assist({ tool: 'counters', object: champion(s, B).id, counter: 'level', delta: 1 }), RESOLUTION);
    s = act(s, A, assist({ tool: 'counters', object: champion(s, A).id, counter: 'level', delta: 1 }));
    expect(champion(s, A).counters.level).toBe(1);
  });

  it('a card from your hand onto the top of your deck, or into your memory, without naming it publicly', () => {
    let { s } = assisting();
    const [c1, c2] = player(s, A).hand;
    s = act(s, A, assist({ tool: 'moveCard', card: c1!, to: 'deckTop' }));
    expect(player(s, A).mainDeck[0]).toBe(c1);
    s = act(s, A, assist({ tool: 'moveCard', card: c2!, to: 'memory' }));
    expect(player(s, A).memory).toContain(c2);
    const log = view(s, 'public').log.slice(-2).map((l) => l.text).join('\n');
    expect(log).not.toContain(s.defs[s.cards[c1!]!.def]!.name);
    expect(log).toMatch(/puts a card from their hand into the top of their deck/);
  });

  it('banish an object, or return one to its owner\'s hand', () => {
    let { s } = assisting((t) => withDef(t, ally('test-target', 1, 3)));
    let a1: string, a2: string;
    [s, a1] = addObject(s, B, 'test-target');
    [s, a2] = addObject(s, B, 'test-target');
    const card2 = s.objects[a2]!.card!;
    const card1 = s.objects[a1]!.card!;
    s = act(s, A, assist({ tool: 'banish', object: a1 }));
    expect(player(s, B).banishment).toContain(card1);
    s = act(s, A, assist({ tool: 'bounce', object: a2 }));
    expect(player(s, B).hand).toContain(card2);
    expect(offered(s, { tool: 'banish', object: champion(s, B).id })).toBe(false);
  });

  it('mill puts the top cards of a deck into the graveyard, named in the log', () => {
    let { s } = assisting();
    const top = player(s, B).mainDeck.slice(0, 2);
    s = act(s, A, assist({ tool: 'mill', player: B, count: 2 }));
    expect(player(s, B).graveyard.slice(-2)).toEqual(top);
    expect(view(s, 'public').log.at(-1)!.text).toContain(s.defs[s.cards[top[0]!]!.def]!.name);
  });

  it('looking at the top of your deck shows the cards to you alone, and lets you move them', () => {
    let { s } = assisting();
    const top = player(s, A).mainDeck.slice(0, 3);
    const fourth = player(s, A).mainDeck[3]!;
    expect(offered(s, { tool: 'moveCard', card: top[0]!, to: 'hand' })).toBe(false); // not looked at yet
    s = act(s, A, assist({ tool: 'lookTop', count: 3 }));
    expect(offered(s, { tool: 'moveCard', card: top[0]!, to: 'hand' })).toBe(true);
    expect(offered(s, { tool: 'moveCard', card: fourth, to: 'hand' })).toBe(false);
    const bob = JSON.stringify(view(s, B)) + JSON.stringify(legalActions(s, B));
    for (const c of top) expect(bob).not.toContain(`"${c}"`);
    expect(view(s, 'public').log.at(-1)!.text).toMatch(/looks at the top 3 cards of their deck\.$/);
    s = act(s, A, assist({ tool: 'moveCard', card: top[1]!, to: 'hand' }));
    expect(player(s, A).hand).toContain(top[1]);
    expect(player(s, A).mainDeck).not.toContain(top[1]);
  });

  it('a player discards a card of their own choice, then the resolution goes on', () => {
    let { s } = assisting();
    s = act(s, A, assist({ tool: 'discardChosen', player: B }));
    expect(s.pending).toMatchObject({ kind: 'assistDiscard', player: B });
    const choice = player(s, B).hand[1]!;
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseCard', card: choice });
    s = act(s, B, { type: 'chooseCard', card: choice });
    expect(player(s, B).graveyard).toContain(choice);
    expect(s.pending).toMatchObject({ kind: 'assisted', player: A, steps: 1 });
  });

  it('+N power until end of turn', () => {
    let { s } = assisting();
    const c = champion(s, A).id;
    const base = currentPower(s, s.objects[c]!);
    s = act(s, A, assist({ tool: 'modify', object: c, stat: 'power', amount: 2 }));
    expect(currentPower(s, s.objects[c]!)).toBe(base + 2);
    s = act(act(s, A, assist({ tool: 'done' })), B, { type: 'consent', accept: true });
    s = passUntil(s, (t) => t.turn === 2);
    expect(currentPower(s, s.objects[c]!)).toBe(base);
  });
});
