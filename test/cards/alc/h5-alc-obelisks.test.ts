// The Obelisk tokens of ALC: abilities 1 cheaper for each domain you control (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, addObject, champion, mainPhaseOf, player, withDef } from '../doa/support.js';
import { bolt, fill, obj, place } from '../doa/round2-helpers.js';
import { playWith, resolveWith } from './h5-alc-support.js';

const armaments = scriptedDef('obelisk-of-armaments');
const fabrication = scriptedDef('obelisk-of-fabrication');
const protection = scriptedDef('obelisk-of-protection');
const hub = scriptedDef('palatial-concourse');

/** Alice's hand size spent activating the obelisk's ability (its targets given), and the state after it resolves. */
function use(def: typeof armaments, domains: number, targets: string[] = []): { spent: number; s: GameState } {
  let s = fill(withDef(withDef(withDef(mainPhaseOf(A), scriptedDef('automaton-drone')), scriptedDef('aurousteel-greatsword')), hub), A, 8);
  let o: string;
  [s, o] = place(s, A, def);
  for (let i = 0; i < domains; i++) [s] = place(s, A, hub);
  const hand = player(s, A).hand.length;
  s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
  for (const t of targets) s = act(s, A, { type: 'chooseTarget', target: obj(t) });
  s = resolveWith(s);
  expect(s.objects[o]!.rested).toBe(true);
  return { spent: hand - player(s, A).hand.length, s };
}

describe("'obelisk-of-armaments'", () => {
  it('(5), REST: summon an Aurousteel Greatsword; 1 less for each domain you control (itself too)', () => {
    const alone = use(armaments, 0);
    expect(alone.spent).toBe(4);
    expect(Object.values(alone.s.objects).filter((o) => o.def === 'aurousteel-greatsword')).toHaveLength(1);
    expect(use(armaments, 2).spent).toBe(2);
  });
});

describe("'obelisk-of-fabrication'", () => {
  it('(6), REST: summon an Automaton Drone with a buff counter; 1 less for each domain you control', () => {
    const alone = use(fabrication, 0);
    expect(alone.spent).toBe(5);
    const drones = Object.values(alone.s.objects).filter((o) => o.def === 'automaton-drone');
    expect(drones).toHaveLength(1);
    expect(drones[0]!.counters.buff).toBe(1);
    expect(use(fabrication, 3).spent).toBe(2);
  });
});

describe("'obelisk-of-protection'", () => {
  it('(4), REST: prevent the next 2 damage to target unit this turn; 1 less for each domain you control', () => {
    let s = mainPhaseOf(A);
    const { spent, s: after } = use(protection, 1, [champion(s, A).id]);
    expect(spent).toBe(2);
    s = playWith(after, A, bolt, [obj(champion(after, A).id)]);
    expect(champion(s, A).damage - champion(after, A).damage).toBe(3);
    let t: string;
    [s, t] = addObject(s, A, 'giant-tortoise');
    s = playWith(s, A, bolt, [obj(t)]);
    expect(s.objects[t]!.damage).toBe(5);
  });
});
