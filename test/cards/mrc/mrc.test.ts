// MRC cards: one test per card.
import { describe, expect, it } from 'vitest';
import { currentStat } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, champion, edit, enable, gameWithSpirit, glimpseAllBottom, legal, mainPhaseOf,
  materialize, objectsOf, play, player, resolveAll, toMaterialize, untilPending, useAbility, withDef, withLevel,
  factsOnly,
} from '../doa/support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const spiritShard = scriptedDef('spirit-shard');
const fragmentedFire = scriptedDef('fragmented-spirit-of-fire');
const fragmentedWater = scriptedDef('fragmented-spirit-of-water');
const fragmentedWind = scriptedDef('fragmented-spirit-of-wind');
const chargedMannequin = scriptedDef('charged-mannequin');
const bandageWound = scriptedDef('bandage-wound');
const poweredBishop = scriptedDef('powered-bishop');
const cellForging = scriptedDef('cell-forging');
const mercurialHeart = scriptedDef('mercurial-heart');
const forgelightBlade = scriptedDef('forgelight-blade');
const noviceHealer = scriptedDef('novice-healer');
const sharpenBlade = scriptedDef('sharpen-blade');
const poweredSentinel = scriptedDef('powered-sentinel');
const tristanHiredBlade = scriptedDef('tristan-hired-blade');
const winblessLookout = scriptedDef('winbless-lookout');

const obj = (id: string) => ({ kind: 'object' as const, id });
const damaged = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });

/** A Spirit game: answer the opening glimpse 6 (all to the bottom) and let the On Enter finish. */
function fragmentedGame(def: CardDef) {
  let s = withDef(gameWithSpirit(def), spiritShard);
  expect(s.pending?.kind).toBe('glimpse');
  let seen: string[];
  [s, seen] = glimpseAllBottom(s, A);
  return { s: resolveAll(s), seen };
}
const checkFragmented = (def: CardDef) => {
  const { s, seen } = fragmentedGame(def);
  expect(seen).toHaveLength(6);
  expect(player(s, A).hand).toHaveLength(6);
  expect(player(s, A).mainDeck.slice(-6)).toEqual(expect.arrayContaining(seen));
  expect(objectsOf(s, 'spirit-shard').map((o) => o.controller)).toEqual([A]);
};

describe('MRC', () => {
  it("'spirit-shard': [Level 3+] sacrifice it to draw a card", () => {
    let s = withDef(mainPhaseOf(A), spiritShard);
    let shard: string;
    [s, shard] = addObject(s, A, spiritShard.slug, { card: null });
    expect(legal(s, A).some((a) => a.type === 'activateAbility' && a.object === shard)).toBe(false);
    s = withLevel(s, A, 3);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, shard));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(s.objects[shard]).toBeUndefined();
  });

  it("'fragmented-spirit-of-fire': On Enter glimpse 6, draw six, then summon a Spirit Shard", () => checkFragmented(fragmentedFire));
  it("'fragmented-spirit-of-water': On Enter glimpse 6, draw six, then summon a Spirit Shard", () => checkFragmented(fragmentedWater));
  it("'fragmented-spirit-of-wind': On Enter glimpse 6, draw six, then summon a Spirit Shard", () => checkFragmented(fragmentedWind));

  it("'charged-mannequin': +1 power while you control a Powercell (the subtype, per the official ruling)", () => {
    let s = withDef(mainPhaseOf(A), chargedMannequin);
    let dummy: string;
    [s, dummy] = addObject(s, A, chargedMannequin.slug);
    expect(currentStat(s, s.objects[dummy]!, 'power')).toBe(1);
    const heart = withDef(s, mercurialHeart); // a regalia with the Powercell subtype counts too
    expect(currentStat(addObject(heart, A, mercurialHeart.slug)[0], s.objects[dummy]!, 'power')).toBe(2);
    [s] = addObject(s, B, 'powercell', { card: null }); // an opponent's does not
    expect(currentStat(s, s.objects[dummy]!, 'power')).toBe(1);
    [s] = addObject(s, A, 'powercell', { card: null });
    expect(currentStat(s, s.objects[dummy]!, 'power')).toBe(2);
  });

  it("'bandage-wound': recover 4", () => {
    const [s] = play(damaged(mainPhaseOf(A), A, 6), A, bandageWound);
    expect(champion(s, A).damage).toBe(2);
  });

  it("'powered-bishop': [Memory 4+] +1 power; On Death summon a Powercell", () => {
    let s = withDef(mainPhaseOf(A), poweredBishop);
    let bishop: string;
    [s, bishop] = addObject(s, A, poweredBishop.slug);
    expect(currentStat(s, s.objects[bishop]!, 'power')).toBe(1);
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    expect(currentStat(s, s.objects[bishop]!, 'power')).toBe(2);
    [s] = play(s, A, s.defs['smoke-out']!, [obj(bishop)]);
    s = edit(s, (t) => { t.objects[bishop]!.damage = 3; });
    s = resolveAll(act(s, A, { type: 'pass' }));
    expect(s.objects[bishop]).toBeUndefined();
    expect(objectsOf(s, 'powercell').map((o) => o.controller)).toEqual([A]);
  });

  it("'cell-forging': choose two durability counters on a weapon, or a Powercell token", () => {
    let s = enable(mainPhaseOf(A), A, 'FIRE');
    let sword: string;
    [s, sword] = addObject(s, A, 'training-sword');
    const [counters] = play(s, A, cellForging, [obj(sword)], 0);
    expect(counters.objects[sword]!.counters.durability).toBe(4);
    const [token] = play(s, A, cellForging, [], 1);
    expect(objectsOf(token, 'powercell')).toHaveLength(1);
    expect(objectsOf(token, 'powercell')[0]!.rested).toBe(false);
  });

  it("'mercurial-heart': Divine Relic; entering buffs one of your Automaton allies", () => {
    let [s, card] = toMaterialize(mercurialHeart, 0, (t) => addObject(t, A, 'manic-zealot')[0]);
    const zealot = objectsOf(s, 'manic-zealot')[0]!.id;
    s = act(s, A, { type: 'materialize', card });
    s = untilPending(s, 'triggerTargets');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(zealot) }));
    expect(s.objects[zealot]!.counters.buff).toBe(1);
    expect(mercurialHeart.keywords).toContain('divineRelic');
  });

  it("'forgelight-blade': On Enter 4 damage to your champion; +1 power with the Warrior bonus", () => {
    let [s, card] = toMaterialize(forgelightBlade, 0);
    s = materialize(s, card);
    expect(champion(s, A).damage).toBe(4);
    const blade = objectsOf(s, forgelightBlade.slug)[0]!;
    expect(currentStat(s, blade, 'power')).toBe(1);
    expect(currentStat(asClass(s, A, 'warrior'), blade, 'power')).toBe(2);
  });

  it("'novice-healer': with the Cleric bonus, On Enter recover 3", () => {
    const base = damaged(mainPhaseOf(A), A, 5);
    const [plain] = play(base, A, noviceHealer);
    expect(champion(plain, A).damage).toBe(5);
    const [bonus] = play(asClass(base, A, 'cleric'), A, noviceHealer);
    expect(champion(bonus, A).damage).toBe(2);
  });

  it("'sharpen-blade': target Dagger gets +2 power; the Assassin bonus adds a preparation counter", () => {
    const dagger = { ...forgelightBlade, slug: 'test-dagger', name: 'Test Dagger', subtypes: ['ASSASSIN', 'DAGGER'], abilities: [] };
    let s = withDef(mainPhaseOf(A), dagger);
    let d: string, sword: string;
    [s, d] = addObject(s, A, dagger.slug);
    [s, sword] = addObject(s, A, 'training-sword');
    expect(() => play(s, A, sharpenBlade, [obj(sword)])).toThrow(/legal/);
    const [plain] = play(s, A, sharpenBlade, [obj(d)]);
    expect(currentStat(plain, plain.objects[d]!, 'power')).toBe(3);
    expect(champion(plain, A).counters.preparation ?? 0).toBe(0);
    const [bonus] = play(asClass(s, A, 'assassin'), A, sharpenBlade, [obj(d)]);
    expect(champion(bonus, A).counters.preparation).toBe(1);
  });

  it("'powered-sentinel': with the Guardian bonus, On Enter 3 damage to your champion and a rested Powercell", () => {
    const [plain] = play(mainPhaseOf(A), A, poweredSentinel);
    expect(champion(plain, A).damage).toBe(0);
    const [s] = play(enable(asClass(mainPhaseOf(A), A, 'guardian'), A, 'FIRE'), A, poweredSentinel);
    expect(champion(s, A).damage).toBe(3);
    expect(objectsOf(s, 'powercell').map((o) => o.rested)).toEqual([true]);
  });

  it("'tristan-hired-blade': On Enter draws with 2+ preparation counters, and again with 4+", () => {
    const run = (prep: number) => {
      let [s, card] = toMaterialize(tristanHiredBlade, 2, (t) => {
        // Hired Blade is of the Tristan lineage: it levels up from a level 1 Tristan.
        const u = withDef(t, factsOnly('tristan-underhanded'));
        return edit(u, (v) => {
          const c = v.objects[player(v, A).champion!]!;
          c.def = 'tristan-underhanded';
          c.counters.preparation = prep;
        });
      });
      const hand = player(s, A).hand.length;
      s = materialize(s, card);
      expect(champion(s, A).def).toBe(tristanHiredBlade.slug);
      return player(s, A).hand.length - hand;
    };
    expect([run(1), run(2), run(4)]).toEqual([0, 1, 2]);
  });

  it("'winbless-lookout': On Enter a preparation counter; with the Assassin bonus also glimpse 1", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    const [plain] = play(s, A, winblessLookout);
    expect(champion(plain, A).counters.preparation).toBe(1);
    s = enable(asClass(s, A, 'assassin'), A, 'WIND');
    [s] = activateFromHand(s, A, winblessLookout);
    s = untilPending(s, 'orderTriggers');
    s = act(s, A, legal(s, A).find((a) => a.type === 'orderTrigger')!);
    s = untilPending(s, 'glimpse');
    const [, seen] = glimpseAllBottom(s, A);
    expect(seen).toHaveLength(1);
  });
});
