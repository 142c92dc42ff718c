// ALC cards scripted in round 2.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower, attackTargets } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, atMain, champion, edit, enable, glimpseAllBottom, legal, mainPhaseOf, materialize,
  passUntil, play, player, resolveAll, toMaterialize, untilPending, withDef, withLevel,
} from '../doa/support.js';
import { as, attackWithCard, bolt, chooseTriggerTarget, fill, obj, paid, place, power } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const academyAttendant = scriptedDef('academy-attendant');
const caretakerDrone = scriptedDef('caretaker-drone');
const explosiveFractal = scriptedDef('explosive-fractal');
const healingAura = scriptedDef('healing-aura');
const heatwaveGenerator = scriptedDef('heatwave-generator');
const sidestep = scriptedDef('sidestep');
const streamOfConsciousness = scriptedDef('stream-of-consciousness');
const subjugatingLash = scriptedDef('subjugating-lash');
const takeCover = scriptedDef('take-cover');
const windsOfRetribution = scriptedDef('winds-of-retribution');

const withMemory = (s: GameState, n: number) => {
  s = edit(s, (t) => { player(t, A).memory = []; });
  for (let i = 0; i < n; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  return s;
};
const damaged = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });

describe('ALC round 2', () => {
  it("'academy-attendant': +1 power with the Cleric bonus and four or more cards in memory", () => {
    let s = mainPhaseOf(A);
    let attendant: string;
    [s, attendant] = place(s, A, academyAttendant);
    const cleric = asClass(s, A, 'cleric');
    expect(power(withMemory(cleric, 3), attendant)).toBe(2);
    expect(power(withMemory(cleric, 4), attendant)).toBe(3);
    expect(power(withMemory(s, 4), attendant)).toBe(2);
  });

  it("'caretaker-drone': intercept; with the Cleric bonus, On Death glimpse 4", () => {
    expect(caretakerDrone.keywords).toContain('intercept');
    let s = asClass(mainPhaseOf(A), A, 'cleric');
    let drone: string;
    [s, drone] = place(s, A, caretakerDrone);
    [s] = activateFromHand(s, A, bolt, [obj(drone)]);
    s = untilPending(s, 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toHaveLength(4);
    // Without the bonus, no glimpse.
    let plain = mainPhaseOf(A);
    [plain, drone] = place(plain, A, caretakerDrone);
    [plain] = play(plain, A, bolt, [obj(drone)]);
    expect(plain.objects[drone]).toBeUndefined();
    expect(plain.pending).toBeNull();
  });

  it("'explosive-fractal': reservable; with the Cleric bonus and memory 4+, On Enter deals 2 to target champion", () => {
    expect(explosiveFractal.keywords).toContain('reservable');
    // Paying the reserve cost of 3 puts three cards from hand into memory.
    const base = fill(as(mainPhaseOf(A), A, 'cleric', 'FIRE'), A, 3);
    let [s] = activateFromHand(withMemory(base, 1), A, explosiveFractal);
    expect(player(s, A).memory).toHaveLength(4);
    s = resolveAll(chooseTriggerTarget(s, A, obj(champion(s, B).id)));
    expect(champion(s, B).damage).toBe(2);
    [s] = play(withMemory(base, 0), A, explosiveFractal);
    expect(player(s, A).memory).toHaveLength(3);
    expect(champion(s, B).damage).toBe(0);
    [s] = play(withMemory(enable(fill(mainPhaseOf(A), A, 3), A, 'FIRE'), 4), A, explosiveFractal);
    expect(champion(s, B).damage).toBe(0);
  });

  it("'healing-aura': costs 1 less with the Cleric bonus; recovers 1 as your recollection phase begins", () => {
    let s = fill(mainPhaseOf(A), A, 4);
    expect(paid(s, A, healingAura)).toBe(4);
    s = asClass(s, A, 'cleric');
    expect(paid(s, A, healingAura)).toBe(3);
    [s] = play(damaged(s, A, 3), A, healingAura);
    expect(champion(s, A).damage).toBe(3);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(champion(s, A).damage).toBe(2);
  });

  it("'heatwave-generator': costs 1 less to materialize with the Guardian bonus; at your recollection, your target ally gets +1 power", () => {
    let [s, card] = toMaterialize(heatwaveGenerator, 0, (t) => addObject(as(t, A, 'guardian', 'FIRE'), A, 'giant-tortoise')[0]);
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    s = act(s, A, { type: 'materialize', card });
    const tortoise = Object.values(s.objects).find((o) => o.def === 'giant-tortoise')!.id;
    s = chooseTriggerTarget(s, A, obj(tortoise));
    s = passUntil(s, atMain(A));
    expect(power(s, tortoise)).toBe(2);
    // Without the bonus, it needs one card of memory.
    [s, card] = toMaterialize(heatwaveGenerator, 0, (t) => enable(t, A, 'FIRE'));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
    [s, card] = toMaterialize(heatwaveGenerator, 1, (t) => enable(t, A, 'FIRE'));
    s = materialize(s, card);
    expect(Object.values(s.objects).some((o) => o.def === heatwaveGenerator.slug)).toBe(true);
  });

  it("'sidestep': costs 1 less at level 2+; target ally gains stealth", () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let tortoise: string;
    [s, tortoise] = addObject(s, A, 'giant-tortoise');
    expect(paid(s, A, sidestep, [obj(tortoise)])).toBe(2);
    s = withLevel(s, A, 2);
    expect(paid(s, A, sidestep, [obj(tortoise)])).toBe(1);
    [s] = play(s, A, sidestep, [obj(tortoise)]);
    expect(hasKeyword(s, s.objects[tortoise]!, 'stealth')).toBe(true);
  });

  it("'stream-of-consciousness': draw into memory; with the Cleric bonus and memory 4+, glimpse 3 first", () => {
    const base = enable(asClass(mainPhaseOf(A), A, 'cleric'), A, 'WATER');
    // Paying the reserve cost of 2 puts two cards from hand into memory.
    let [s] = activateFromHand(withMemory(base, 2), A, streamOfConsciousness);
    s = untilPending(s, 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toHaveLength(3);
    [s] = glimpseAllBottom(s, A);
    s = resolveAll(s);
    expect(player(s, A).memory).toHaveLength(5);
    [s] = play(withMemory(base, 1), A, streamOfConsciousness);
    expect(player(s, A).memory).toHaveLength(4);
    expect(s.pending).toBeNull();
  });

  it("'subjugating-lash': +2 power once the champion carries 12+ damage", () => {
    const run = (damage: number) => attackPower(attackWithCard(damaged(mainPhaseOf(B), B, damage), B, subjugatingLash, champion(mainPhaseOf(B), A).id));
    expect(run(11)).toBe(2);
    expect(run(12)).toBe(4);
  });

  it("'take-cover': costs 1 less with the Ranger bonus; your target unit gains stealth and becomes distant", () => {
    let s = fill(mainPhaseOf(A), A, 5);
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'giant-tortoise');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    expect(paid(s, A, takeCover, [obj(mine)])).toBe(5);
    s = asClass(s, A, 'ranger');
    expect(paid(s, A, takeCover, [obj(mine)])).toBe(4);
    let probe: GameState, card: string;
    [probe, card] = addCard(withDef(s, takeCover), A, takeCover.slug);
    probe = act(probe, A, { type: 'activate', card });
    const choices = legal(probe, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(mine));
    expect(choices).not.toContainEqual(obj(theirs));
    [s] = play(s, A, takeCover, [obj(mine)]);
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(true);
    expect(s.objects[mine]!.distant).toBe(true);
    expect(attackTargets(s, s.objects[theirs]!)).not.toContain(mine);
  });

  it("'winds-of-retribution': costs 2 less with the Guardian bonus at level 2+; allies you control get +2 power", () => {
    let s = enable(fill(mainPhaseOf(A), A, 6), A, 'WIND');
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'giant-tortoise');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    expect(paid(withLevel(s, A, 2), A, windsOfRetribution)).toBe(6);
    const guardian = as(s, A, 'guardian', 'WIND');
    expect(paid(guardian, A, windsOfRetribution)).toBe(6);
    s = withLevel(guardian, A, 1);
    expect(paid(s, A, windsOfRetribution)).toBe(4);
    [s] = play(s, A, windsOfRetribution);
    expect(power(s, mine)).toBe(3);
    expect(power(s, theirs)).toBe(1);
  });
});
