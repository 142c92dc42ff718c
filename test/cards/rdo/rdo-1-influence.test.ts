// rdo-1: influence comparisons and "whenever you recover an amount" (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { recover } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, edit, mainPhaseOf, passUntil, player } from '../doa/support.js';
import { as, place } from '../doa/round2-helpers.js';
import { addCards, cast, champ, testSpell } from './rdo-1-support.js';

const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
/** Alice's hand and memory, and Bob's, hold exactly these many cards once the card is activated (the card itself and its payment aside). */
function castWithInfluence(def: ReturnType<typeof scriptedDef>, alice: number, bob: number, damage = 6): GameState {
  let s = edit(as(mainPhaseOf(A), A, 'cleric'), (t) => {
    for (const p of t.players) { p.hand = []; p.memory = []; }
    t.objects[player(t, A).champion!]!.damage = damage;
  });
  const cost = def.cost.kind === 'reserve' ? (def.cost.value as number) : 0;
  s = addCards(s, A, 'smoke-out', cost); // paid into memory: they count
  s = addCards(s, A, 'smoke-out', Math.max(0, alice - cost));
  s = addCards(s, B, 'smoke-out', bob);
  const [t] = activateFromHand(s, A, def, [{ kind: 'player', id: B }]);
  return settle(t);
}

describe("'fast-cure'", () => {
  const def = scriptedDef('fast-cure');
  it("recovers 4 only if target opponent's influence is greater than yours; floating memory", () => {
    expect(castWithInfluence(def, 3, 4).objects[champ(mainPhaseOf(A), A)]!.damage).toBe(2);
    expect(castWithInfluence(def, 3, 3).objects[champ(mainPhaseOf(A), A)]!.damage).toBe(6);
    expect(castWithInfluence(def, 4, 2).objects[champ(mainPhaseOf(A), A)]!.damage).toBe(6);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe("'gentle-respite'", () => {
  const def = scriptedDef('gentle-respite');
  it("draws a card into memory only if target opponent's influence is greater than yours; floating memory", () => {
    const memory = (s: GameState) => player(s, A).memory.length;
    expect(memory(castWithInfluence(def, 3, 4))).toBe(4); // 3 paid + 1 drawn
    expect(memory(castWithInfluence(def, 3, 3))).toBe(3);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe("'elyan-lustre-loyalty'", () => {
  const def = scriptedDef('elyan-lustre-loyalty');
  it('with the class bonus: stealth; whenever you recover X, +X power this turn and unblockable when X is 4+ (even with no damage: ruling; not for 0: ruling)', () => {
    let s = as(mainPhaseOf(A), A, 'assassin', 'LUXEM');
    let e: string;
    [s, e] = place(s, A, def);
    const power = (t: GameState) => currentStat(t, t.objects[e]!, 'power');
    expect(hasKeyword(s, s.objects[e]!, 'stealth')).toBe(true);
    s = cast(s, A, testSpell('test-recover-3', [recover(3)]));
    expect([power(s), hasKeyword(s, s.objects[e]!, 'unblockable')]).toEqual([5, false]);
    s = cast(s, A, testSpell('test-recover-0', [recover(0)]));
    expect(power(s)).toBe(5);
    s = cast(s, A, testSpell('test-recover-4', [recover(4)]));
    expect([power(s), hasKeyword(s, s.objects[e]!, 'unblockable')]).toEqual([9, true]);
    s = passUntil(s, (t) => t.turn > 1 && !t.pending);
    expect([power(s), hasKeyword(s, s.objects[e]!, 'unblockable')]).toEqual([2, false]);
    // Without the class bonus nothing happens.
    let w = as(mainPhaseOf(A), A, 'warrior', 'LUXEM');
    [w, e] = place(w, A, def);
    w = cast(w, A, testSpell('test-recover-4', [recover(4)]));
    expect([currentStat(w, w.objects[e]!, 'power'), hasKeyword(w, w.objects[e]!, 'stealth')]).toEqual([2, false]);
    void act; void B;
  });
});
