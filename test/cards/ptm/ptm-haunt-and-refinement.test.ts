// PTM: Overflow the Barrow (haunt counters, then a mill of that many) and Wool Brook (a refinement counter as it enters).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, champion, edit, newGame, payReserve, player } from '../../engine/helpers.js';
import { activate, asChampion, objectsOf, place, play, settle } from '../amb/scenario.js';
import { ALL, ally, asNamed, masteryCounters, withMastery } from './ptm-support.js';

describe('overflow-the-barrow', () => {
  const def = scriptedDef('overflow-the-barrow');
  it("'overflow-the-barrow': a haunt counter on Phantasmagoria, then mill as many as it has; 2 less with an empty graveyard", () => {
    let s = withMastery(asNamed(newGame({ first: A }), A, 'alice-distorted-queen', ...ALL), A, 'phantasmagoria', { haunt: 2 });
    const costOf = (t: GameState) => { const before = player(t, A).hand.length; const [u] = activate(t, A, def); return before - player(u, A).hand.length; };
    expect(costOf(s)).toBe(1);
    s = play(s, A, def);
    expect(masteryCounters(s, A, 'haunt')).toBe(3);
    expect(player(s, A).graveyard).toHaveLength(3 + 1); // three milled, and the card itself
    expect(costOf(s)).toBe(3);
    // Without Phantasmagoria: no counter, nothing milled.
    const other = play(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ALL }), A, def);
    expect(player(other, A).graveyard).toHaveLength(1);
  });
});

describe('wool-brook', () => {
  const def = scriptedDef('wool-brook');
  it("'wool-brook': enters with a refinement counter and draws a card into memory; (6) and that counter: another card into memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ALL });
    const memory = player(s, A).memory.length;
    s = play(s, A, def);
    const brook = objectsOf(s, def.slug)[0]!;
    expect(brook.counters.refinement).toBe(1);
    expect(player(s, A).memory.length).toBe(memory + 4 + 1); // 4 reserve, 1 drawn
    s = edit(s, (t) => { player(t, A).hand = [...player(t, A).hand, ...player(t, A).memory]; player(t, A).memory = []; });
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: brook.id, index: 2 }), A));
    expect(s.objects[brook.id]!.counters.refinement ?? 0).toBe(0);
    expect(player(s, A).memory.length).toBe(6 + 1);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === brook.id)).toBe(false);
  });
});

describe('crystal-accretion', () => {
  const def = scriptedDef('crystal-accretion');
  it("'crystal-accretion': one more sheen counter on each unit that has one; Floating Memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ALL });
    let a: string, b: string;
    [s, a] = place(s, A, ally('test-a', ['HUMAN']), { counters: { sheen: 2 } });
    [s, b] = place(s, B, ally('test-b', ['HUMAN']));
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.sheen = 1; });
    s = play(s, A, def);
    expect([s.objects[a]!.counters.sheen, s.objects[b]!.counters.sheen ?? 0, champion(s, B).counters.sheen, champion(s, A).counters.sheen ?? 0]).toEqual([3, 0, 2, 0]);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe('polishing-flourish', () => {
  const def = scriptedDef('polishing-flourish');
  it("'polishing-flourish': every sheen counter leaves the units you control, not the others'; Floating Memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ALL });
    let a: string, b: string;
    [s, a] = place(s, A, ally('test-a', ['HUMAN']), { counters: { sheen: 4, buff: 1 } });
    [s, b] = place(s, B, ally('test-b', ['HUMAN']), { counters: { sheen: 2 } });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.sheen = 3; });
    s = play(s, A, def);
    expect([s.objects[a]!.counters.sheen ?? 0, s.objects[a]!.counters.buff, champion(s, A).counters.sheen ?? 0, s.objects[b]!.counters.sheen]).toEqual([0, 1, 0, 2]);
    expect(def.keywords).toContain('floatingMemory');
  });
});
