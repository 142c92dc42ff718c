// ALC cards: one test per card.
import { describe, expect, it } from 'vitest';
import { championLevel, currentStat } from '../../../src/engine/state/query.js';
import { SCRIPTED_DEFS, TOKEN_SLUGS, scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import {
  A, B, act, addCard, addObject, asClass, atMain, attack, champion, edit, legal, mainPhaseOf, passUntil, play, player, resolveAll,
  untilPending, useAbility, withDef,
} from '../doa/support.js';

const aurousteelGreatsword = scriptedDef('aurousteel-greatsword');
const automatonDrone = scriptedDef('automaton-drone');
const fraysia = scriptedDef('fraysia');
const silvershine = scriptedDef('silvershine');
const manaroot = scriptedDef('manaroot');
const blightroot = scriptedDef('blightroot');
const razeTheLand = scriptedDef('raze-the-land');
const shimmercloakAssassin = scriptedDef('shimmercloak-assassin');
const palatialConcourse = scriptedDef('palatial-concourse');
const alliedWarpriestess = scriptedDef('allied-warpriestess');

const obj = (id: string) => ({ kind: 'object' as const, id });

/** A token object on Alice's side, with damage on her champion to recover from. */
function withToken(def: CardDef, damage = 3) {
  let s = withDef(mainPhaseOf(A), def);
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
  let id: string;
  [s, id] = addObject(s, A, def.slug, { card: null });
  return [s, id] as const;
}

describe('ALC', () => {
  it("'aurousteel-greatsword': a 3-power token Sword with one durability that the champion can attack with", () => {
    let s = withDef(mainPhaseOf(B), aurousteelGreatsword);
    let sword: string;
    [s, sword] = addObject(s, B, aurousteelGreatsword.slug, { card: null, counters: { durability: 1 } });
    expect(TOKEN_SLUGS).toContain('aurousteel-greatsword');
    s = attack(s, B, champion(s, B).id, champion(s, A).id, sword);
    s = passUntil(s, (t) => !t.combat);
    expect(champion(s, A).damage).toBe(3);
    expect(s.objects[sword]).toBeUndefined(); // its only durability counter was used up
  });

  it("'automaton-drone': a 1/1 Automaton token ally", () => {
    const [s, drone] = withToken(automatonDrone);
    expect(TOKEN_SLUGS).toContain('automaton-drone');
    expect(currentStat(s, s.objects[drone]!, 'power')).toBe(1);
    expect(s.defs[automatonDrone.slug]!.subtypes).toContain('AUTOMATON');
  });

  it("'fraysia': sacrifice it to recover 1", () => {
    let [s, herb] = withToken(fraysia);
    s = resolveAll(useAbility(s, A, herb));
    expect(s.objects[herb]).toBeUndefined();
    expect(champion(s, A).damage).toBe(2);
  });

  it("'silvershine': sacrifice it to recover 1", () => {
    let [s, herb] = withToken(silvershine, 1);
    s = resolveAll(useAbility(s, A, herb));
    expect(champion(s, A).damage).toBe(0);
    expect(Object.values(s.objects).some((o) => o.def === silvershine.slug)).toBe(false);
  });

  it("'manaroot': sacrifice it for +1 level until end of turn", () => {
    let [s, herb] = withToken(manaroot);
    s = resolveAll(useAbility(s, A, herb));
    expect(championLevel(s, A)).toBe(1);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, A)).toBe(0);
  });

  it("'blightroot': sacrifice it for +1 level until end of turn", () => {
    let [s, herb] = withToken(blightroot);
    expect(championLevel(s, A)).toBe(0);
    s = resolveAll(useAbility(s, A, herb));
    expect(championLevel(s, A)).toBe(1);
    expect(SCRIPTED_DEFS.filter((d) => d.slug === 'blightroot')).toHaveLength(1);
  });

  it("'raze-the-land': destroys target domain", () => {
    let s = mainPhaseOf(A);
    let domain: string, ally: string;
    [s, domain] = addObject(s, B, 'hub-of-innovation');
    [s, ally] = addObject(s, B, 'giant-tortoise');
    expect(() => play(s, A, razeTheLand, [obj(ally)])).toThrow(/legal/);
    [s] = play(s, A, razeTheLand, [obj(domain)]);
    expect(s.objects[domain]).toBeUndefined();
    expect(razeTheLand.keywords).toContain('floatingMemory');
  });

  it("'shimmercloak-assassin': stealth keeps it out of attack targets", () => {
    let s = withDef(mainPhaseOf(B), shimmercloakAssassin);
    let hidden: string, attacker: string;
    [s, hidden] = addObject(s, A, shimmercloakAssassin.slug, { rested: true });
    [s, attacker] = addObject(s, B, 'giant-tortoise');
    s = act(s, B, { type: 'attack', attacker });
    const targets = legal(s, B).filter((a) => a.type === 'chooseAttackTarget').map((a) => (a as { target: string }).target);
    expect(targets).not.toContain(hidden);
    expect(targets).toContain(champion(s, A).id);
  });

  it("'palatial-concourse': glimpse 1 at the beginning of your recollection phase", () => {
    let s = withDef(mainPhaseOf(A), palatialConcourse);
    [s] = addObject(s, A, palatialConcourse.slug);
    s = untilPending(s, 'glimpse');
    expect(s.players[s.turnPlayer]!.id).toBe(A);
    expect(s.turn).toBe(3);
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual([player(s, A).mainDeck[0]]);
  });

  it("'allied-warpriestess': +1 power with the class bonus; [Memory 4+] On Attack recover 2", () => {
    let s = withDef(mainPhaseOf(B), alliedWarpriestess);
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = 5; });
    let priestess: string;
    [s, priestess] = addObject(s, B, alliedWarpriestess.slug);
    expect(currentStat(s, s.objects[priestess]!, 'power')).toBe(1);
    expect(currentStat(asClass(s, B, 'guardian'), s.objects[priestess]!, 'power')).toBe(2);
    const low = passUntil(attack(s, B, priestess, champion(s, A).id), (t) => !t.combat);
    expect(champion(low, B).damage).toBe(5);
    for (let i = 0; i < 4; i++) [s] = addCard(s, B, 'smoke-out', 'memory');
    const high = passUntil(attack(s, B, priestess, champion(s, A).id), (t) => !t.combat);
    expect(champion(high, B).damage).toBe(3);
  });
});
