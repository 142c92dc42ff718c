// Cleric regalia first printed in AMB (the Mortal Ambition draft pack included).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { fill, place } from '../doa/round2-helpers.js';
import { defineCard, memory } from '../../../src/cards/define.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import { toMaterialize as toMaterializeDef } from '../doa/support.js';
import { bolt } from '../doa/round2-helpers.js';
import { activateFromHand, passUntil, play } from '../doa/support.js';
import {
  A, B, act, addCard, asClass, edit, legal, mainPhaseOf, materialize, player, resolveAll, toMaterialize, untilPending, useAbility, withLevel,
} from '../doa/support.js';

const halcyonPrism = scriptedDef('halcyon-prism');
const gemOfSorority = scriptedDef('gem-of-sorority');
const gossamerStaff = scriptedDef('gossamer-staff');
const fanOfInsight = scriptedDef('fan-of-insight');
const spectralBeacon = scriptedDef('spectral-beacon');

const banished = (s: GameState, who: string, slug: string) => player(s, who).banishment.some((c) => s.cards[c]!.def === slug);
const onField = (s: GameState, slug: string) => Object.values(s.objects).some((o) => o.def === slug);

describe('halcyon-prism', () => {
  it('banishing it glimpses the top three cards of your deck', () => {
    let s = mainPhaseOf(A);
    let prism: string;
    [s, prism] = place(s, A, halcyonPrism);
    const top = player(s, A).mainDeck.slice(0, 3);
    s = untilPending(useAbility(s, A, prism), 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(top);
    expect(onField(s, 'halcyon-prism')).toBe(false);
    expect(banished(s, A, 'halcyon-prism')).toBe(true);
  });
});

describe('gem-of-sorority', () => {
  it('banishing it gives you Empower 2 for this turn', () => {
    let s = mainPhaseOf(A);
    let gem: string;
    [s, gem] = place(s, A, gemOfSorority);
    expect(pendingEmpower(s, A)).toBe(0);
    s = resolveAll(useAbility(s, A, gem));
    expect(pendingEmpower(s, A)).toBe(2);
    expect(banished(s, A, 'gem-of-sorority')).toBe(true);
  });
});

describe('gossamer-staff', () => {
  it('paying 1 and resting it gives Empower 1; rested, it cannot do it again', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let staff: string;
    [s, staff] = place(s, A, gossamerStaff);
    const hand = player(s, A).hand.length;
    s = resolveAll(payFirst(useAbility(s, A, staff)));
    expect(player(s, A).hand.length).toBe(hand - 1);
    expect(pendingEmpower(s, A)).toBe(1);
    expect(s.objects[staff]!.rested).toBe(true);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: staff, index: 0 });
  });
});

function payFirst(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') {
    s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}

describe('fan-of-insight', () => {
  it('enters drawing a card into memory only for a Cleric champion of level 2 or more', () => {
    const memoryAfter = (prepare: (s: GameState) => GameState) => {
      let [s, card] = toMaterialize(fanOfInsight, 1, prepare);
      const before = player(s, A).memory.length;
      s = materialize(s, card);
      return player(s, A).memory.length - before;
    };
    // Paying the memory cost of 1 takes one card from memory; the draw puts one back.
    expect(memoryAfter((s) => withLevel(asClass(s, A, 'cleric'), A, 1))).toBe(0);
    expect(memoryAfter((s) => asClass(s, A, 'cleric'))).toBe(-1);
    expect(memoryAfter((s) => withLevel(asClass(s, A, 'warrior'), A, 1))).toBe(-1);
  });

  it('banishing it returns a card of your choice from memory to hand', () => {
    let s = mainPhaseOf(A);
    let fan: string, kept: string;
    [s, fan] = place(s, A, fanOfInsight);
    [s, kept] = addCard(s, A, 'smoke-out', 'memory');
    s = edit(s, (t) => { player(t, A).memory = [kept]; });
    s = resolveAll(useAbility(s, A, fan, 1));
    expect(player(s, A).hand).toContain(kept);
    expect(player(s, A).memory).toHaveLength(0);
    expect(banished(s, A, 'fan-of-insight')).toBe(true);
  });
});

describe('spectral-beacon', () => {
  it('paying 1 and banishing it banishes a target card from any graveyard', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let beacon: string, theirs: string;
    [s, beacon] = place(s, A, spectralBeacon);
    [s, theirs] = addCard(s, B, 'smoke-out', 'graveyard');
    s = act(s, A, { type: 'activateAbility', object: beacon, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs } });
    s = resolveAll(payFirst(s));
    expect(player(s, B).graveyard).not.toContain(theirs);
    expect(player(s, B).banishment).toContain(theirs);
    expect(banished(s, A, 'spectral-beacon')).toBe(true);
  });

  it('cannot be activated without a card in any graveyard', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let beacon: string;
    [s, beacon] = place(s, A, spectralBeacon);
    s = edit(s, (t) => { for (const p of t.players) p.graveyard = []; });
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: beacon, index: 0 });
  });
});

// ----- Nameless Champion (four class pairs, one text) and Etherealys' Promise -----

/** An invented level 2 champion with no lineage requirement. */
const level2 = defineCard({ slug: 'test-level-two', name: 'Test Level Two', types: ['CHAMPION'], subtypes: ['CLERIC'], classes: ['CLERIC'], element: 'NORM', cost: memory(2), level: 2, life: 22 }, {});

for (const slug of ['nameless-champion-cg', 'nameless-champion-cr', 'nameless-champion-cw', 'nameless-champion-cm']) {
  const nameless = scriptedDef(slug);
  const asNameless = (s: GameState) => edit(withDefNameless(s), (t) => { t.objects[player(t, A).champion!]!.def = slug; });
  const withDefNameless = (s: GameState) => edit(s, (t) => { t.defs[slug] = nameless; });

  describe(slug, () => {
    it('can never level up, not even into a level 2 champion', () => {
      const [s, card] = toMaterializeDef(level2, 2, asNameless);
      expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
      refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
    });

    it('paying 6 draws a card and puts a level counter on it, only once in the game', () => {
      let s = fill(asNameless(mainPhaseOf(A)), A, 12);
      const champ = player(s, A).champion!;
      expect(championLevel(s, A)).toBe(1);
      const before = player(s, A).hand.length;
      s = resolveAll(payFirst(useAbility(s, A, champ, 1)));
      expect(player(s, A).hand.length).toBe(before - 6 + 1);
      expect(s.objects[champ]!.counters.level).toBe(1);
      expect(championLevel(s, A)).toBe(2);
      expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: champ, index: 1 });
      // Level 2 by a counter, its printed level is still 1: no level up either.
      const [m, card] = toMaterializeDef(level2, 2, (t) => edit(asNameless(t), (u) => { u.objects[player(u, A).champion!]!.counters.level = 1; }));
      expect(legal(m, A)).not.toContainEqual({ type: 'materialize', card });
    });
  });
}

describe('etherealys-promise', () => {
  it('each ally of yours that dies adds a refinement counter; at three you may banish it to draw a card', () => {
    let s = mainPhaseOf(A);
    let promise: string;
    [s, promise] = place(s, A, scriptedDef('etherealys-promise'));
    const killOne = (t: GameState, accept = false): GameState => {
      let o: string;
      [t, o] = place(t, A, allyDef);
      [t] = activateFromHand(t, A, bolt, [{ kind: 'object', id: o }]);
      t = passUntil(t, (u) => u.pending?.kind === 'may' || (u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0));
      if (t.pending?.kind === 'may') t = resolveAll(act(t, A, { type: 'mayAnswer', accept }));
      return t;
    };
    s = killOne(s);
    expect(s.objects[promise]!.counters.refinement).toBe(1);
    s = killOne(s);
    expect(s.objects[promise]!.counters.refinement).toBe(2);
    // An opponent's ally dying does not count.
    let theirs: string;
    [s, theirs] = place(s, B, allyDef);
    [s] = play(s, A, bolt, [{ kind: 'object', id: theirs }]);
    expect(s.objects[promise]!.counters.refinement).toBe(2);
    // The third: declining keeps it (with its counters).
    const declined = killOne(s, false);
    expect(declined.objects[promise]!.counters.refinement).toBe(3);
    const hand = player(s, A).hand.length;
    const accepted = killOne(s, true);
    expect(accepted.objects[promise]).toBeUndefined();
    expect(player(accepted, A).hand.length).toBe(hand + 1);
  });
});

const allyDef = defineCard({ slug: 'test-ally', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: memory(0), power: 1, life: 1 }, {});
