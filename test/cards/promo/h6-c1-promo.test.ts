// h6-c1: Scavenging Raccoon (targets from a single graveyard) and Devotion's Price (two discards as a cost).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, edit, player, refuse, withDef } from '../../engine/helpers.js';
import { activate, settle } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA'];
const drawOne = defineCard({ slug: 'h6c1-draw-one', name: 'Draw One', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [draw(1)] });
const cost = (n: number) => defineCard({ slug: `h6c1-cost-${n}`, name: `Cost ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(n) }, { onResolve: [] });

describe('h6-c1 promo', () => {
  it("'scavenging-raccoon': On Enter banishes up to two target cards, both from one graveyard", () => {
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    s = withDef(s, cost(1));
    let mine: string, theirs1: string, theirs2: string;
    [s, mine] = addCard(s, A, 'h6c1-cost-1', 'graveyard');
    [s, theirs1] = addCard(s, B, 'h6c1-cost-1', 'graveyard');
    [s, theirs2] = addCard(s, B, 'h6c1-cost-1', 'graveyard');
    [s] = activate(s, A, scriptedDef('scavenging-raccoon'));
    // Its On Enter asks for targets once it has entered.
    for (let i = 0; i < 20 && s.pending?.kind !== 'triggerTargets'; i++) {
      const who = actingPlayers(s)[0]!;
      s = act(s, who, legalActions(s, who).find((a) => a.type === 'pass' || a.type === 'orderTrigger')!);
    }
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs1 } });
    // The second target must be in Bob's graveyard too.
    const second = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' ? a.target : null));
    expect(second).toContainEqual({ kind: 'card', id: theirs2 });
    expect(second).not.toContainEqual({ kind: 'card', id: mine });
    expect(second).toContainEqual(null);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: mine } }, 'objects-and-targeting');
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs2 } }));
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([theirs1, theirs2]));
    expect(player(s, A).graveyard).toContain(mine);
  });

  it("'devotions-price': two discards as an additional cost; a draw per different reserve cost among your omens; then no more draws this turn", () => {
    let s = aliceAs({ classes: ['GUARDIAN'], elements: EVERY });
    for (const n of [1, 2, 3]) s = withDef(s, cost(n));
    s = withDef(s, scriptedDef('devotions-price'));
    s = edit(s, (t) => { player(t, A).hand = []; });
    // Omens with reserve costs 1, 1, 2: two different costs.
    for (const n of [1, 1, 2]) {
      let id: string;
      [s, id] = addCard(s, A, `h6c1-cost-${n}`, 'banishment');
      s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [id]: { omen: 1 } }; });
    }
    let card: string;
    const hand: string[] = [];
    for (let i = 0; i < 3; i++) { let id: string; [s, id] = addCard(s, A, 'h6c1-cost-3'); hand.push(id); }
    [s, card] = addCard(s, A, 'devotions-price');
    // Three other cards: (2) and two discards need four.
    refuse(s, A, { type: 'activate', card }, 'game-terms.md#discard');
    let fourth: string;
    [s, fourth] = addCard(s, A, 'h6c1-cost-3');
    hand.push(fourth);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseReserve', card: hand[0]! });
    s = act(s, A, { type: 'chooseReserve', card: hand[1]! });
    s = act(s, A, { type: 'chooseCostPart', id: hand[2]! });
    s = act(s, A, { type: 'chooseCostPart', id: hand[3]! });
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([hand[2], hand[3]]));
    const deck = player(s, A).mainDeck.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(2);
    expect(player(s, A).mainDeck.length).toBe(deck - 2);
    // No more draws for Alice this turn.
    const before = player(s, A).mainDeck.length;
    s = settle(activate(s, A, drawOne)[0]);
    expect(player(s, A).mainDeck.length).toBe(before);
  });
});
