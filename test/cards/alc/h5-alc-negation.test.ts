// ALC Cleric cards that care about negated card activations (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve, targetActivation } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, addObject, atMain, champion, edit, enable, mainPhaseOf, passUntil, payReserve, player, withDef, withLevel } from '../doa/support.js';
import { as, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { playWith, resolveWith } from './h5-alc-support.js';

const dawnsReversal = scriptedDef('dawns-reversal');
const spire = scriptedDef('the-constellatory-spire');
const denial = defineCard({ slug: 'test-denial', name: 'Test Denial', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetActivation()], onResolve: [{ op: 'negate', target: 0 }] });

describe("'dawns-reversal'", () => {
  it('Cleric: 4 less once a card activation was negated this turn; glimpse LV, then LV damage to target unit', () => {
    let s = fill(withLevel(as(mainPhaseOf(A), A, 'cleric', 'ASTRA'), A, 1), A, 5);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    expect(paid(s, A, dawnsReversal, [obj(ally)])).toBe(4);
    const negated = edit(s, (t) => { t.negationsThisTurn = [B]; });
    expect(paid(negated, A, dawnsReversal, [obj(ally)])).toBe(0);
    expect(paid(as(negated, A, 'warrior', 'ASTRA'), A, dawnsReversal, [obj(ally)])).toBe(4);
    const [t] = activateFromHand(s, A, dawnsReversal, [obj(ally)]);
    const g = passUntil(t, (u) => u.pending?.kind === 'glimpse');
    expect(g.pending?.kind === 'glimpse' && g.pending.cards.length).toBe(2);
    expect(resolveWith(g).objects[ally]!.damage).toBe(2);
  });
});

describe("'the-constellatory-spire'", () => {
  function negatingWithSpire(cls: 'cleric' | 'warrior'): GameState {
    let s = enable(withDef(as(passUntil(mainPhaseOf(A), atMain(B)), A, cls, 'ASTRA'), denial), B, 'FIRE');
    [s] = place(s, A, spire);
    let ally: string, d: string;
    [s, ally] = addCard(s, B, 'blitz-mage');
    s = payReserve(act(s, B, { type: 'activate', card: ally }), B);
    s = passUntil(s, (u) => u.opportunity !== null && u.players[u.opportunity!.player]!.id === A);
    const item = s.stack.at(-1)!.id;
    [s, d] = addCard(s, A, denial.slug);
    s = act(act(s, A, { type: 'activate', card: d }), A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
    return payReserve(s, A);
  }
  it('On Enter: draw a card; Cleric: 2 less', () => {
    let s = fill(as(mainPhaseOf(A), A, 'cleric', 'ASTRA'), A, 4);
    expect(paid(s, A, spire)).toBe(1);
    expect(paid(as(s, A, 'mage', 'ASTRA'), A, spire)).toBe(3);
    const deck = player(s, A).mainDeck.length;
    s = playWith(s, A, spire);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });
  it('whenever you negate a card activation, you may rest it; when you do, 2 damage to target unit', () => {
    const s = negatingWithSpire('cleric');
    const rested = resolveWith(s, { accept: true, targets: [obj(champion(s, B).id)] });
    expect(champion(rested, B).damage).toBe(2);
    const spireId = Object.values(rested.objects).find((o) => o.def === spire.slug)!.id;
    expect(rested.objects[spireId]!.rested).toBe(true);
    const declined = resolveWith(s, { accept: false });
    expect(champion(declined, B).damage).toBe(0);
  });
});
