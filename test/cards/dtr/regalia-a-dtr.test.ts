// Regalia first printed in DTR (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, activateFromHand, addCard, atMain, enable, mainPhaseOf, passUntil, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { bolt, place } from '../doa/round2-helpers.js';
import { edit } from '../../engine/helpers.js';

const malice = scriptedDef('devouring-malice');
const target = defineCard({ slug: 'test-malice-ally', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 2, life: 6 }, {});

type S = ReturnType<typeof mainPhaseOf>;
function pass(s: S): S {
  for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}

describe('devouring-malice', () => {
  it('enters with X gem counters, X as paid for its memory cost', () => {
    for (const x of [0, 2]) {
      let [s, card] = toMaterialize(malice, 3, (t) => enable(t, A, 'UMBRA'));
      s = act(s, A, { type: 'materialize', card });
      s = act(s, A, { type: 'declareX', x });
      s = resolveAll(s);
      const o = Object.values(s.objects).find((q) => q.card === card)!;
      expect(o.counters.gem ?? 0).toBe(x);
    }
  });

  function withGems(n: number): [S, string] {
    let s = withDef(mainPhaseOf(A), target);
    let m: string;
    [s, m] = place(s, A, malice);
    s = edit(s, (t) => { t.objects[m]!.counters.gem = n; });
    return [s, m];
  }

  it('rest and remove a gem: each mode once (debuffs, damage and recovery, unpreventable damage and draws)', () => {
    let [s, m] = withGems(3);
    let ally: string;
    [s, ally] = place(s, B, target);
    const champA = s.players[0]!.champion!, champB = s.players[1]!.champion!;
    s = edit(s, (t) => { t.objects[champA]!.damage = 5; });
    // Mode 1: three debuff counters on target ally.
    s = act(useAbility(s, A, m, 1), A, { type: 'chooseMode', mode: 0 });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } }));
    expect(s.objects[ally]!.counters.debuff).toBe(3);
    expect(s.objects[m]!.counters.gem).toBe(2);
    expect(s.objects[m]!.rested).toBe(true);
    // Mode 1 can't be chosen again.
    s = edit(s, (t) => { t.objects[m]!.rested = false; });
    s = useAbility(s, A, m, 1);
    const modes = legalActions(s, A).filter((a) => a.type === 'chooseMode').map((a) => (a as { mode: number }).mode);
    expect(modes.sort()).toEqual([1, 2]);
    // Mode 2: 3 damage to target champion and recover 3.
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champB } }));
    expect(s.objects[champB]!.damage).toBe(3);
    expect(s.objects[champA]!.damage).toBe(2);
    // Mode 3: 8 unpreventable damage to your champion, draw two.
    s = edit(s, (t) => { t.objects[m]!.rested = false; });
    const hand = player(s, A).hand.length;
    s = resolveAll(pass(act(useAbility(s, A, m, 1), A, { type: 'chooseMode', mode: 2 })));
    expect(s.objects[champA]!.damage).toBe(10);
    expect(player(s, A).hand.length).toBe(hand + 2);
    expect(s.objects[m]!.counters.gem ?? 0).toBe(0);
    // Every mode chosen (and no gem left): it can't be activated at all.
    s = edit(s, (t) => { t.objects[m]!.rested = false; t.objects[m]!.counters.gem = 1; });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === m)).toBe(false);
  });

  it('without a gem counter it can not be activated', () => {
    const [s, m] = withGems(0);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === m)).toBe(false);
  });
});

describe('death-essence-amulet', () => {
  const amulet = scriptedDef('death-essence-amulet');
  const frail = defineCard({ slug: 'test-frail-ally', name: 'Test Frail', types: ['ALLY'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 1, life: 2 }, {});

  /** Alice's ally dies to a bolt on `turn`'s turn, with the amulet on her side; Bob has two cards in memory. */
  function allyDies(turn: typeof A | typeof B): [S, string, string[]] {
    let s = withDef(withDef(mainPhaseOf(turn), target), frail);
    let am: string, ally: string;
    [s, am] = place(s, A, amulet);
    [s, ally] = place(s, A, frail);
    let m1: string, m2: string;
    [s, m1] = addCard(s, B, target.slug, 'memory');
    [s, m2] = addCard(s, B, target.slug, 'memory');
    [s] = activateFromHand(s, turn, bolt, [{ kind: 'object', id: ally }]);
    for (let i = 0; i < 12 && !s.pending && (s.stack.length > 0 || s.pendingTriggers.length > 0); i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    return [s, am, [m1, m2]];
  }

  it("an ally of yours dies on an opponent's turn: banish it, then look at their memory (or hand) and discard a card of it", () => {
    let [s, am, [m1, m2]] = allyDies(B);
    expect(s.pending?.kind).toBe('may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(s.objects[am]).toBeUndefined();
    for (let i = 0; i < 12 && !s.pending && (s.stack.length > 0 || s.pendingTriggers.length > 0); i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    for (let i = 0; i < 12 && !s.pending && (s.stack.length > 0 || s.pendingTriggers.length > 0); i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(s.pending?.kind).toBe('lookAndDiscard');
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    const ids = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(ids.sort()).toEqual([m1, m2].sort());
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: m2! } }));
    expect(player(s, B).graveyard).toContain(m2);
    expect(player(s, B).memory).toEqual([m1]);
  });

  it('declined: it stays, nothing is discarded; on your own turn it does not trigger', () => {
    let [s, am] = allyDies(B);
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(s.objects[am]).toBeDefined();
    expect(player(s, B).memory.length).toBe(2);
    [s, am] = allyDies(A);
    expect(s.pending?.kind).not.toBe('may');
    s = resolveAll(s);
    expect(s.objects[am]).toBeDefined();
  });
});

describe('candlelight-hourglass', () => {
  const glass = scriptedDef('candlelight-hourglass');
  const tinker = defineCard({ slug: 'test-tinker', name: 'Test Tinker', types: ['ALLY'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 1, life: 3 },
    { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'rest' }], effects: [{ op: 'draw', who: 'you', count: 1 }] }] });

  it('On Enter: draw a card', () => {
    let [s, card] = toMaterialize(glass, 1);
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it("On Charge 2: from then on, activated abilities of allies its controller doesn't control cost (2) more; theirs don't", () => {
    let s = withDef(mainPhaseOf(A), tinker);
    let g: string, bobs: string, mine: string;
    [s, g] = place(s, A, glass);
    [s, bobs] = place(s, B, tinker);
    [s, mine] = place(s, A, tinker);
    const needs = (t: S, who: string, obj: string) => {
      const u = act(edit(t, (x) => { x.objects[obj]!.rested = false; }), who, { type: 'activateAbility', object: obj, index: 0 });
      return u.pending?.kind === 'activation' ? u.pending.draft.reserveNeeded : 0;
    };
    s = passUntil(s, atMain(B));
    expect(needs(s, B, bobs)).toBe(0);
    s = passUntil(passUntil(s, atMain(A)), atMain(B)); // one charge counter: not yet
    expect(s.objects[g]!.counters.charge).toBe(1);
    expect(needs(s, B, bobs)).toBe(0);
    s = passUntil(s, atMain(A)); // the second charge counter: it triggers
    expect(s.objects[g]!.counters.charge).toBe(2);
    expect(needs(s, A, mine)).toBe(0);
    s = passUntil(s, atMain(B));
    expect(needs(s, B, bobs)).toBe(2);
    // Bob can't pay it with an empty hand.
    const broke = edit(s, (x) => { x.players[1]!.hand = []; x.objects[bobs]!.rested = false; });
    expect(legalActions(broke, B).some((a) => a.type === 'activateAbility' && a.object === bobs)).toBe(false);
  });

  it('ruling: it triggers once only, even if the charge counters are later removed and put back', () => {
    let s = withDef(mainPhaseOf(A), tinker);
    let g: string;
    [s, g] = place(s, A, glass);
    s = passUntil(passUntil(passUntil(s, atMain(B)), atMain(A)), atMain(B));
    s = passUntil(s, atMain(A));
    const gained = (t: S) => (t.characteristicEffects ?? []).filter((e) => e.objects?.includes(g)).length;
    expect(gained(s)).toBe(1);
    s = edit(s, (x) => { x.objects[g]!.counters.charge = 0; });
    s = passUntil(passUntil(passUntil(s, atMain(B)), atMain(A)), atMain(B));
    s = passUntil(s, atMain(A));
    expect(gained(s)).toBe(1);
  });
});
