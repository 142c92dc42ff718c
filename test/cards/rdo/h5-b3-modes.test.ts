// h5-b3: modal cards whose modes open under a condition (src/engine/play/mode-conditions.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, champion, edit, payReserve, player, withDef } from '../../engine/helpers.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { objectsOf, place } from '../amb/scenario.js';
import { aliceAs, drive, namedChampion } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const beast = defineCard({ slug: 'test-beast-b3', name: 'Test Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { abilities: [] });
const human = defineCard({ slug: 'test-human-b3', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { abilities: [] });
const trinket = defineCard({ slug: 'test-trinket-b3', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(4) }, { abilities: [] });
const bigTrinket = defineCard({ slug: 'test-big-trinket-b3', name: 'Test Big Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(5) }, { abilities: [] });
const land = defineCard({ slug: 'test-land-b3', name: 'Test Land', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, { abilities: [] });

/** Start activating `slug` from hand; the modes offered. */
function start(s: GameState, slug: string): [GameState, number[]] {
  let card: string;
  [s, card] = addCard(withDef(s, def(slug)), A, slug);
  s = act(s, A, { type: 'activate', card });
  return [s, legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []))];
}
function finish(s: GameState, mode: number, targets: string[] = []): GameState {
  s = act(s, A, { type: 'chooseMode', mode });
  for (const id of targets) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
  return drive(payReserve(s, A));
}

describe('h5-b3 modes', () => {
  it("'swooping-talons': 2 damage to an ally; at level 2+ it may destroy an item of reserve cost 4 or less instead", () => {
    let s = aliceAs({ level: 1 });
    let ally: string, item: string;
    [s, ally] = place(s, B, human);
    [s, item] = place(s, B, trinket);
    [s] = place(s, B, bigTrinket);
    let modes: number[];
    [, modes] = start(s, 'swooping-talons');
    expect(modes).toEqual([0]);
    let t: GameState;
    [t] = start(s, 'swooping-talons');
    t = finish(t, 0, [ally]);
    expect(t.objects[ally]!.damage).toBe(2);

    let u = aliceAs({ level: 2 });
    [u, item] = place(u, B, trinket);
    const [big] = place(u, B, bigTrinket);
    u = big;
    [u, modes] = start(u, 'swooping-talons');
    expect(modes).toEqual([1]); // no ally to damage; the item mode is open at level 2
    const offered = legalActions(act(u, A, { type: 'chooseMode', mode: 1 }), A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toEqual([item]); // the reserve-5 item can't be chosen
    u = finish(u, 1, [item]);
    expect(u.objects[item]).toBeUndefined();
  });

  it("'hidden-secrets': one mode, or both while you control a domain", () => {
    let s = aliceAs({});
    let ally: string;
    [s, ally] = place(s, A, human);
    let modes: number[];
    [, modes] = start(s, 'hidden-secrets');
    expect(modes).toEqual([0, 1]);
    let d = s;
    [d] = place(d, A, land);
    [, modes] = start(d, 'hidden-secrets');
    expect(modes).toEqual([0, 1, 2]);
    const deck = player(d, A).mainDeck.length;
    [d] = start(d, 'hidden-secrets');
    d = finish(d, 2, [ally]);
    expect(hasKeyword(d, d.objects[ally]!, 'stealth')).toBe(true);
    expect(player(d, A).mainDeck.length).toBe(deck - 1); // drawn into memory
  });

  it("'bestial-frenzy': one mode; with a Tamer champion up to two (each pair offered)", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    let b1: string, b2: string;
    [s, b1] = place(s, A, beast);
    [s, b2] = place(s, A, beast);
    let modes: number[];
    [, modes] = start(s, 'bestial-frenzy');
    expect(modes).toEqual([0, 1, 2]);
    let t = aliceAs({ classes: ['TAMER'] });
    [t, b1] = place(t, A, beast);
    [t, b2] = place(t, A, beast);
    [, modes] = start(t, 'bestial-frenzy');
    expect(modes).toEqual([0, 1, 2, 3, 4, 5]);
    let u: GameState;
    [u] = start(t, 'bestial-frenzy');
    u = finish(u, 5, [b1, b2]);
    expect(currentStat(u, u.objects[b1]!, 'power')).toBe(2);
    expect(u.objects[b1]!.counters.buff ?? 0).toBe(0);
    expect(hasKeyword(u, u.objects[b2]!, 'cleave')).toBe(true);
    expect(hasKeyword(u, u.objects[b1]!, 'cleave')).toBe(false);
    let v: GameState;
    [v] = start(t, 'bestial-frenzy');
    const level = championLevel(v, A);
    v = finish(v, 3, [b1]);
    expect(championLevel(v, A)).toBe(level + 1);
    expect(currentStat(v, v.objects[b1]!, 'power')).toBe(2);
  });

  it("'crystalline-reality': Merlin may prepare it; prepared, two of the three modes; otherwise one", () => {
    const merlin = (counters: number) => edit(namedChampion(withDef(aliceAs({}), def('memorite-blade')), A, 'Merlin', ['ASSASSIN']), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = counters; });
    let s = merlin(1);
    let card: string;
    [s, card] = addCard(withDef(s, def('crystalline-reality')), A, 'crystalline-reality');
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'declarePrepare' && a.prepare)).toBe(true);
    s = act(s, A, { type: 'declarePrepare', prepare: true });
    expect(legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []))).toEqual([3, 4, 5]);
    const deck = player(s, A).mainDeck.length;
    s = finish(s, 3);
    expect(objectsOf(s, 'memorite-blade')).toHaveLength(1);
    expect(hasKeyword(s, champion(s, A), 'trueSight')).toBe(true);
    expect(player(s, A).mainDeck.length).toBe(deck); // the draw mode was not chosen
    expect(champion(s, A).counters.preparation ?? 0).toBe(0); // the Prepare cost was paid

    let t = merlin(1);
    [t, card] = addCard(withDef(t, def('crystalline-reality')), A, 'crystalline-reality');
    t = act(act(t, A, { type: 'activate', card }), A, { type: 'declarePrepare', prepare: false });
    expect(legalActions(t, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []))).toEqual([0, 1, 2]);

    let u = edit(aliceAs({}), (x) => { x.objects[player(x, A).champion!]!.counters.preparation = 1; }); // not Merlin: no Prepare
    [u, card] = addCard(withDef(u, def('crystalline-reality')), A, 'crystalline-reality');
    u = act(u, A, { type: 'activate', card });
    expect(legalActions(u, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []))).toEqual([0, 1, 2]);
  });
});
