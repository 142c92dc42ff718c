// Older DOA Assassin attacks with Prepare (branch h5-u-older): Poised Strike, Coup de Grace, Strike from the Mist.
import { describe, expect, it } from 'vitest';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, asClass, cast, champion, edit, enable, mainPhaseOf, player, scriptedDef } from '../promo/promo-reprints-support.js';
import { place } from './round2-helpers.js';
import { drive } from './h5-older-helpers.js';

/** `who` activates the attack card `slug` (Prepare as told) and attacks the opposing champion; then plays on until `until`. */
function attackWith(s: GameState, who: PlayerId, slug: string, mays: boolean[] = [], prepare = false,
  until = (u: GameState) => !u.combat && u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0): GameState {
  let t: GameState;
  [t] = cast(s, who, slug, { prepare, fill: 8 });
  t = drive(t, [], [], (u) => u.pending?.kind === 'attackDeclaration');
  if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, who, { type: 'chooseWeapon', weapon: null });
  t = act(t, who, { type: 'chooseAttackTarget', target: champion(t, who === A ? B : A).id });
  return until(t) ? t : drive(t, [], mays, until);
}

describe("'poised-strike'", () => {
  it('Prepare 1; an Assassin whose prepared Poised Strike hits wakes up the champion', () => {
    const run = (cls: 'assassin' | 'warrior', prepare: boolean) => {
      let s = enable(asClass(mainPhaseOf(B), B, cls), B, 'WIND');
      s = edit(s, (u) => { u.objects[player(u, B).champion!]!.counters.preparation = 1; });
      s = attackWith(s, B, 'poised-strike', [], prepare);
      return { awake: !champion(s, B).rested, counters: champion(s, B).counters.preparation ?? 0 };
    };
    expect(run('assassin', true)).toEqual({ awake: true, counters: 0 });
    expect(run('assassin', false)).toEqual({ awake: false, counters: 1 });
    expect(run('warrior', true)).toEqual({ awake: false, counters: 0 });
  });

  it('no wake up when all the damage was prevented: On Hit needs damage dealt (ruling)', () => {
    let s = enable(asClass(mainPhaseOf(B), B, 'assassin'), B, 'WIND');
    s = edit(s, (u) => { u.objects[player(u, B).champion!]!.counters.preparation = 1; });
    s = edit(s, (u) => { u.defs['spellshield-arcane'] = scriptedDef('spellshield-arcane'); });
    // Alice's champion prevents the next damage (Spellshield: Arcane, cast in Bob's turn as a fast action).
    s = act(s, B, { type: 'pass' });
    let t: GameState;
    [t] = cast(enable(s, A, 'ARCANE'), A, 'spellshield-arcane');
    t = drive(t, [], [], (u) => u.stack.length === 0 && !u.pending && u.opportunity !== undefined && u.players[u.opportunity!.player]!.id === B);
    t = attackWith(t, B, 'poised-strike', [], true);
    expect(champion(t, A).damage).toBe(0);
    expect(champion(t, B).rested).toBe(true);
  });
});

describe("'coup-de-grace'", () => {
  it('Prepare 4; On Attack (Assassin): a prepared Coup de Grace gains critical 4 (combat damage, errata)', () => {
    const run = (cls: 'assassin' | 'warrior', prepare: boolean) => {
      let s = asClass(mainPhaseOf(B), B, cls);
      s = edit(s, (u) => { u.objects[player(u, B).champion!]!.counters.preparation = 4; });
      const t = attackWith(s, B, 'coup-de-grace', [], prepare, (u) => u.pending?.kind === 'critical' || !u.combat);
      return t.pending?.kind === 'critical' ? (t.pending as { count: number }).count : 0;
    };
    expect(run('assassin', true)).toBe(4);
    expect(run('assassin', false)).toBe(0);
    expect(run('warrior', true)).toBe(0);
  });
});

describe("'strike-from-the-mist'", () => {
  it("Prepare 2; an Assassin's prepared Strike from the Mist can't be intercepted", () => {
    const run = (cls: 'assassin' | 'warrior', prepare: boolean) => {
      let s = enable(asClass(mainPhaseOf(B), B, cls), B, 'WATER');
      s = edit(s, (u) => { u.objects[player(u, B).champion!]!.counters.preparation = 2; });
      [s] = place(s, A, scriptedDef('intrepid-highwayman'));
      const t = attackWith(s, B, 'strike-from-the-mist', [], prepare, () => true);
      return t.stack.some((i) => i.builtin === 'intercept') || t.pendingTriggers.some((p) => p.builtin === 'intercept');
    };
    expect(run('assassin', true)).toBe(false);
    expect(run('assassin', false)).toBe(true);
    expect(run('warrior', true)).toBe(true);
  });
});

describe("'fishing-accident'", () => {
  it("Prepare 2: rests target ally, or when prepared puts it on the bottom of its owner's deck instead", () => {
    const run = (prepare: boolean) => {
      let s = enable(asClass(mainPhaseOf(A), A, 'assassin'), A, 'WATER');
      s = edit(s, (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 2; });
      let ally: string;
      [s, ally] = place(s, B, scriptedDef('intrepid-highwayman'));
      const card = s.objects[ally]!.card!;
      [s] = cast(s, A, 'fishing-accident', { prepare, targets: [ally] });
      s = drive(s);
      return { rested: s.objects[ally]?.rested ?? null, bottom: player(s, B).mainDeck.at(-1) === card, counters: champion(s, A).counters.preparation ?? 0 };
    };
    expect(run(false)).toEqual({ rested: true, bottom: false, counters: 2 });
    expect(run(true)).toEqual({ rested: null, bottom: true, counters: 0 });
  });
});
