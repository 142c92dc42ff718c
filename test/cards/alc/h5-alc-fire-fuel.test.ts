// ALC cards that banish exactly N fire cards from the graveyard (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { A, B, act, activateFromHand, addCard, asClass, champion, edit, mainPhaseOf, passUntil, player } from '../doa/support.js';
import { bolt, obj, place, power } from '../doa/round2-helpers.js';
import { alicesSecondTurn, resolveWith } from './h5-alc-support.js';

const cannoneer = scriptedDef('airship-cannoneer');
const devotee = scriptedDef('fanatical-devotee');

const fireInGraveyard = (s: GameState, n: number): GameState => {
  for (let i = 0; i < n; i++) [s] = addCard(s, A, 'smoke-out', 'graveyard');
  return s;
};

describe("'airship-cannoneer'", () => {
  const attackWithFire = (fire: number) => {
    let s = fireInGraveyard(asClass(alicesSecondTurn(), A, 'ranger'), fire);
    let unit: string;
    [s, unit] = place(s, A, cannoneer, { enteredTurn: 0 });
    s = act(act(s, A, { type: 'attack', attacker: unit }), A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || (t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
    return { s, unit };
  };
  it('On Attack: banishing three fire cards makes it distant; Ranger ranged 4', () => {
    const { s, unit } = attackWithFire(4);
    expect(s.pending?.kind).toBe('banishFromGraveyard');
    const done = resolveWith(s);
    expect(player(done, A).banishment).toHaveLength(3);
    expect(done.objects[unit]!.distant).toBe(true);
    expect(rangedFromAbilities(done, done.objects[unit]!)).toBe(4);
    expect(rangedFromAbilities(asClass(done, A, 'guardian'), done.objects[unit]!)).toBe(0);
    // Only two fire cards: it can't be done.
    const few = attackWithFire(2);
    expect(few.s.pending?.kind).not.toBe('banishFromGraveyard');
    expect(few.s.objects[few.unit]!.distant).toBeFalsy();
  });
});

describe("'fanatical-devotee'", () => {
  const dies = (cls: 'cleric' | 'warrior', fire: number) => {
    let s = fireInGraveyard(asClass(mainPhaseOf(A), A, cls), fire);
    let d: string;
    [s, d] = place(s, A, devotee);
    const [t] = activateFromHand(s, A, bolt, [obj(d)]);
    return passUntil(t, (u) => u.pending?.kind === 'banishFromGraveyard' || (u.stack.length === 0 && u.pendingTriggers.length === 0 && !u.pending));
  };
  it('[Memory 4+] +1 power', () => {
    let s = edit(mainPhaseOf(A), (t) => { player(t, A).memory = []; });
    let d: string;
    [s, d] = place(s, A, devotee);
    expect(power(s, d)).toBe(2);
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    expect(power(s, d)).toBe(3);
  });
  it('Cleric: On Death you may banish two other fire cards; when you do, 3 damage to target champion', () => {
    let s = dies('cleric', 2);
    expect(s.pending?.kind).toBe('banishFromGraveyard');
    const own = player(s, A).graveyard.find((c) => s.cards[c]!.def === devotee.slug)!;
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).not.toContain(own);
    s = resolveWith(s, { targets: [obj(champion(s, B).id)] });
    expect(champion(s, B).damage).toBe(3);
    // Only one other fire card (the devotee itself does not count): nothing happens.
    const one = dies('cleric', 1);
    expect(one.pending?.kind).not.toBe('banishFromGraveyard');
    expect(champion(resolveWith(one), B).damage).toBe(0);
    const warrior = dies('warrior', 2);
    expect(warrior.pending?.kind).not.toBe('banishFromGraveyard');
  });
});
