import { describe, expect, it } from 'vitest';
import { defineCard, reserve, noCost, draw, dealDamage, target, targetUnit } from '../../src/cards/define.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const xBolt = defineCard({ slug: 'test-x-bolt', name: 'Test X Bolt', types: ['ACTION'], element: 'NORM', cost: reserve('X'), speed: true }, {
  targets: [targetUnit()], onResolve: [dealDamage(target(0), 1)],
});
const costless = defineCard({ slug: 'test-costless', name: 'Test Costless', types: ['ACTION'], element: 'NORM', cost: noCost(), speed: true }, { onResolve: [draw(1)] });

describe('Reserve costs (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules)', () => {
  it('pays by putting chosen other cards from hand into memory, face down', () => {
    let s = newGame({ first: A });
    let mage: string;
    [s, mage] = addCard(s, A, 'blitz-mage'); // reserve 3
    const handBefore = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card: mage });
    expect(s.pending?.kind).toBe('activation');
    const reserveChoices = legalActions(s, A).filter((a) => a.type === 'chooseReserve');
    expect(reserveChoices).toHaveLength(handBefore - 1); // never the card being activated
    refuse(s, A, { type: 'chooseReserve', card: mage }, 'playing-cards-costs-and-memory.md');
    s = payReserve(s, A);
    expect(player(s, A).memory).toHaveLength(3);
    expect(player(s, A).hand).toHaveLength(handBefore - 4);
    expect(s.stack[0]!.card).toBe(mage);
  });

  it('reserved cards stay in memory even if the card never resolves', () => {
    let s = newGame({ first: A });
    let smoke: string, victim: string, glacial: string;
    [s, victim] = addObject(s, A, 'clumsy-apprentice');
    [s, smoke] = addCard(s, A, 'smoke-out');
    [s, glacial] = addCard(s, B, 'glacial-evocation');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    s = payReserve(s, A);
    const reserved = player(s, A).memory.slice();
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activate', card: glacial });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    s = payReserve(s, B);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(player(s, A).memory).toEqual(reserved);
  });

  it('cancelling before payment is complete reverts everything', () => {
    let s = newGame({ first: A });
    let mage: string;
    [s, mage] = addCard(s, A, 'blitz-mage');
    const before = JSON.stringify({ p: s.players, st: s.stack });
    s = act(s, A, { type: 'activate', card: mage });
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = act(s, A, { type: 'cancel' });
    expect(JSON.stringify({ p: s.players, st: s.stack })).toBe(before);
    expect(s.pending).toBeNull();
  });

  it('a card whose reserve cost the rest of the hand cannot pay is not playable', () => {
    let s = newGame({ first: A });
    let flow: string;
    [s, flow] = addCard(s, A, 'pyroclastic-flow'); // reserve 4
    s = edit(s, (t) => { t.players[0]!.hand = [flow, ...t.players[0]!.hand.slice(0, 3)]; if (t.players[0]!.id !== A) throw new Error(); });
    expect(player(s, A).hand).toHaveLength(4);
    refuse(s, A, { type: 'activate', card: flow }, 'parts-of-a-card-cost.md');
  });
});

describe('Cost arithmetic (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  it('adds decreases, floored at 0: Bolt of Diamonds costs 2 less at level 2+', () => {
    let s = newGame({ first: A, a: 'water' });
    let bolt: string;
    [s, bolt] = addCard(s, A, 'bolt-of-diamonds');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = 2; });
    s = act(s, A, { type: 'activate', card: bolt });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    // 2 - 2 = 0: nothing to reserve, the card goes straight on the stack.
    expect(s.pending).toBeNull();
    expect(s.stack[0]!.def).toBe('bolt-of-diamonds');
    expect(player(s, A).memory).toHaveLength(0);
  });

  it('X is declared on activation, limited to what can be paid, and carried on the stack', () => {
    let s = withDef(newGame({ first: A }), xBolt);
    let card: string;
    [s, card] = addCard(s, A, 'test-x-bolt');
    s = act(s, A, { type: 'activate', card });
    const xs = legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => (a as { x: number }).x);
    expect(xs).toEqual([...Array(player(s, A).hand.length).keys()]); // 0..hand-1
    refuse(s, A, { type: 'declareX', x: 99 }, 'parts-of-a-card-cost.md');
    s = act(s, A, { type: 'declareX', x: 2 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = payReserve(s, A);
    expect(player(s, A).memory).toHaveLength(2);
    expect(s.stack[0]!.x).toBe(2);
  });

  it('a cost of 0 is paid with nothing; no cost at all cannot be paid', () => {
    let s = withDef(newGame({ first: A }), costless);
    let squirrels: string, none: string;
    [s, squirrels] = addCard(s, A, 'woodland-squirrels');
    [s, none] = addCard(s, A, 'test-costless');
    s = act(s, A, { type: 'activate', card: squirrels });
    expect(s.stack[0]!.card).toBe(squirrels);
    refuse(s, A, { type: 'activate', card: none }, 'playing-cards-costs-and-memory.md');
  });
});

describe('Memory costs (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules)', () => {
  it('banishes cards from memory at random with the seeded RNG: the same seed banishes the same cards', () => {
    let base = passUntil(newGame({ first: A }), atMain(B));
    for (const slug of ['smoke-out', 'blitz-mage', 'reckless-slash']) [base] = addCard(base, A, slug, 'memory');
    base = passUntil(base, (t) => t.pending?.kind === 'materializePhase');
    const rai = player(base, A).materialDeck.find((c) => base.cards[c]!.def === 'rai-spellcrafter')!;
    const run = () => act(base, A, { type: 'materialize', card: rai });
    const x = run();
    const y = run();
    expect(player(x, A).memory).toHaveLength(2);
    expect(player(x, A).banishment).toEqual(player(y, A).banishment);
    expect(x.rng).toEqual(y.rng);
    expect(x.rng).not.toEqual(base.rng);
  });

  it('with Floating Memory, cards in the graveyard pay part of a memory cost before the random part (glossary/keywords-and-abilities.md#floating-memory)', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let maiden: string;
    [s, maiden] = addCard(s, A, 'maiden-of-shimmering-air', 'graveyard');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    expect(player(s, A).memory).toHaveLength(0);
    const rai = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'rai-spellcrafter')!;
    s = act(s, A, { type: 'materialize', card: rai });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('floating');
    // Memory is empty, so Floating Memory must pay: "done" is not offered.
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseFloating', card: null });
    s = act(s, A, { type: 'chooseFloating', card: maiden });
    expect(player(s, A).banishment).toContain(maiden);
    expect(s.stack[0]!.def).toBe('rai-spellcrafter');
  });
});

describe('Malformed input (general-rules/general-rules-players.md#player-actions)', () => {
  it('returns a violation for garbage without throwing and without changing the state', () => {
    const s = newGame({ first: A });
    const snapshot = JSON.stringify(s);
    for (const bad of [null, 42, 'pass', {}, { type: 'nope' }, { type: 'activate' }, { type: 'activate', card: 7 }, { type: 'declareX', x: -1 }, { type: 'activate', card: 'c99999' }]) {
      const out = apply(s, A, bad);
      expect(out.ok).toBe(false);
    }
    expect(apply(s, 'mallory', { type: 'pass' }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});
