// DOA allies: one test per card.
import { describe, expect, it } from 'vitest';
import { currentStat } from '../../../src/engine/state/query.js';
import {
  A, B, act, activateFromHand, addObject, asClass, atMain, attack, champion, edit, enable, glimpseAllBottom, legal, mainPhaseOf, objectOf,
  passUntil, play, player, resolveAll, untilPending, withDef, withLevel,
} from './support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const hastyMessenger = scriptedDef('hasty-messenger');
const enragedBoars = scriptedDef('enraged-boars');
const grayWolf = scriptedDef('gray-wolf');
const benevolentBattlePriest = scriptedDef('benevolent-battle-priest');
const trainedHawk = scriptedDef('trained-hawk');
const libraryWitch = scriptedDef('library-witch');
const aesanProtector = scriptedDef('aesan-protector');
const zephyrAssistant = scriptedDef('zephyr-assistant');
const blazingDirewolf = scriptedDef('blazing-direwolf');
const tempestSilverback = scriptedDef('tempest-silverback');
const swiftRecruit = scriptedDef('swift-recruit');
const mistboundWatcher = scriptedDef('mistbound-watcher');
const rebelliousBull = scriptedDef('rebellious-bull');
const owlFamiliar = scriptedDef('owl-familiar');
const shimmercloakAssassin = scriptedDef('shimmercloak-assassin');

const obj = (id: string) => ({ kind: 'object' as const, id });
const canAttack = (s: Parameters<typeof legal>[0], who: string, id: string) => legal(s, who).some((a) => a.type === 'attack' && a.attacker === id);

describe('DOA allies', () => {
  it("'hasty-messenger': On Attack you may discard a card to draw one; with an empty hand nothing is asked", () => {
    let s = withDef(mainPhaseOf(B), hastyMessenger);
    let messenger: string;
    [s, messenger] = addObject(s, B, hastyMessenger.slug);
    let t = untilPending(attack(s, B, messenger, champion(s, A).id), 'may');
    t = act(t, B, { type: 'mayAnswer', accept: true });
    const discard = player(t, B).hand[0]!;
    const hand = player(t, B).hand.length;
    t = act(t, B, { type: 'chooseCard', card: discard });
    expect(player(t, B).graveyard).toContain(discard);
    expect(player(t, B).hand).toHaveLength(hand);
    // No card to discard: no draw either.
    const empty = edit(s, (u) => { player(u, B).hand = []; });
    const after = passUntil(attack(empty, B, messenger, champion(s, A).id), (u) => !u.combat);
    expect(after.log.some((l) => l.text.includes('Hasty Messenger') && l.text.includes('resolves'))).toBe(true);
    expect(player(after, B).hand).toHaveLength(0);
  });

  it("'enraged-boars': Pride 5 — it does not attack for a champion below level 5 (official ruling)", () => {
    let s = withDef(mainPhaseOf(B), enragedBoars);
    let boars: string;
    [s, boars] = addObject(s, B, enragedBoars.slug);
    expect(canAttack(s, B, boars)).toBe(false);
    expect(canAttack(withLevel(s, B, 5), B, boars)).toBe(true);
  });

  it("'gray-wolf': Pride 2", () => {
    let s = withDef(mainPhaseOf(B), grayWolf);
    let wolf: string;
    [s, wolf] = addObject(s, B, grayWolf.slug);
    expect(canAttack(withLevel(s, B, 1), B, wolf)).toBe(false);
    expect(canAttack(withLevel(s, B, 2), B, wolf)).toBe(true);
  });

  it("'benevolent-battle-priest': with the class bonus its On Attack recovers 1", () => {
    let s = withDef(mainPhaseOf(B), benevolentBattlePriest);
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = 3; });
    let priest: string;
    [s, priest] = addObject(s, B, benevolentBattlePriest.slug);
    const plain = passUntil(attack(s, B, priest, champion(s, A).id), (t) => !t.combat);
    expect(champion(plain, B).damage).toBe(3);
    const cleric = asClass(s, B, 'cleric');
    const bonus = passUntil(attack(cleric, B, priest, champion(s, A).id), (t) => !t.combat);
    expect(champion(bonus, B).damage).toBe(2);
  });

  it("'trained-hawk': true sight lets it attack a stealth ally; vigor wakes it at its end phase", () => {
    let s = withDef(withDef(mainPhaseOf(B), trainedHawk), shimmercloakAssassin);
    let hawk: string, hidden: string;
    [s, hawk] = addObject(s, B, trainedHawk.slug);
    [s, hidden] = addObject(s, A, shimmercloakAssassin.slug, { rested: true });
    s = attack(s, B, hawk, hidden);
    expect(s.combat?.defender).toBe(hidden);
    s = passUntil(s, (t) => !t.combat);
    expect(s.objects[hawk]!.rested).toBe(true);
    s = passUntil(s, atMain(A));
    expect(s.objects[hawk]!.rested).toBe(false);
  });

  it("'library-witch': intercept, and On Death you draw a card", () => {
    let s = withDef(mainPhaseOf(A), libraryWitch);
    let witch: string;
    [s, witch] = addObject(s, A, libraryWitch.slug);
    const hand = player(s, A).hand.length;
    const [after] = play(s, A, { ...s.defs['smoke-out']! }, [obj(witch)]);
    expect(after.objects[witch]).toBeUndefined();
    expect(player(after, A).hand).toHaveLength(hand); // one reserved for Smoke Out, one drawn
    expect(libraryWitch.keywords).toContain('intercept');
  });

  it("'aesan-protector': On Enter returns target ally you control — itself when it is your only ally (official ruling)", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let card: string;
    [s, card] = activateFromHand(s, A, aesanProtector);
    s = untilPending(s, 'triggerTargets');
    expect(legal(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: obj(objectOf(s, card)!.id) }]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(objectOf(s, card)!.id) }));
    expect(player(s, A).hand).toContain(card); // bounced itself
    let other: string;
    [s, other] = addObject(s, A, 'woodland-squirrels');
    [s, card] = activateFromHand(s, A, aesanProtector);
    s = untilPending(s, 'triggerTargets');
    s = act(s, A, { type: 'chooseTarget', target: obj(other) });
    s = resolveAll(s);
    expect(s.objects[other]).toBeUndefined();
    expect(objectOf(s, card)).toBeDefined();
  });

  it("'zephyr-assistant': class bonus On Enter and any On Leave each put an enlighten counter on your champion", () => {
    let s = enable(asClass(mainPhaseOf(A), A, 'mage'), A, 'WIND', 'FIRE');
    let card: string;
    [s, card] = play(s, A, zephyrAssistant);
    expect(champion(s, A).counters.enlighten).toBe(1);
    [s] = play(s, A, { ...s.defs['smoke-out']! }, [obj(objectOf(s, card)!.id)]);
    expect(champion(s, A).counters.enlighten).toBe(2);
    // Without the class bonus only the On Leave counts.
    let p = enable(mainPhaseOf(A), A, 'WIND');
    [p, card] = play(p, A, zephyrAssistant);
    expect(champion(p, A).counters.enlighten ?? 0).toBe(0);
  });

  it("'blazing-direwolf': Pride 5; with the Tamer class bonus its On Attack deals 2 to target unit", () => {
    let s = withDef(asClass(mainPhaseOf(B), B, 'tamer'), blazingDirewolf);
    let wolf: string, ally: string;
    [s, wolf] = addObject(s, B, blazingDirewolf.slug);
    [s, ally] = addObject(s, A, 'giant-tortoise', { rested: true });
    expect(canAttack(s, B, wolf)).toBe(false);
    s = withLevel(s, B, 4);
    s = untilPending(attack(s, B, wolf, champion(s, A).id), 'triggerTargets');
    s = act(s, B, { type: 'chooseTarget', target: obj(ally) });
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(s.objects[ally]!.damage).toBe(2);
  });

  it("'tempest-silverback': +2 power and +2 life with the Tamer class bonus", () => {
    let s = withDef(mainPhaseOf(A), tempestSilverback);
    let ape: string;
    [s, ape] = addObject(s, A, tempestSilverback.slug);
    expect([currentStat(s, s.objects[ape]!, 'power'), currentStat(s, s.objects[ape]!, 'life')]).toEqual([4, 4]);
    s = asClass(s, A, 'tamer');
    expect([currentStat(s, s.objects[ape]!, 'power'), currentStat(s, s.objects[ape]!, 'life')]).toEqual([6, 6]);
  });

  it("'swift-recruit': intercept redirects an attack on your champion to it; floating memory", () => {
    let s = withDef(mainPhaseOf(B), swiftRecruit);
    let recruit: string, attacker: string;
    [s, recruit] = addObject(s, A, swiftRecruit.slug);
    [s, attacker] = addObject(s, B, 'giant-tortoise');
    s = untilPending(attack(s, B, attacker, champion(s, A).id), 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(s.combat?.defender).toBe(recruit);
    expect(swiftRecruit.keywords).toContain('floatingMemory');
  });

  it("'mistbound-watcher': with the Mage class bonus, an enlighten counter at the beginning of your end phase", () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'mage'), mistboundWatcher);
    [s] = addObject(s, A, mistboundWatcher.slug);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.enlighten).toBe(1);
    let p = withDef(mainPhaseOf(A), mistboundWatcher);
    [p] = addObject(p, A, mistboundWatcher.slug);
    p = passUntil(p, atMain(B));
    expect(champion(p, A).counters.enlighten ?? 0).toBe(0);
  });

  it("'rebellious-bull': comes in rested (hindered) and has Pride 3", () => {
    let s = mainPhaseOf(A);
    let card: string;
    [s, card] = play(s, A, rebelliousBull);
    expect(objectOf(s, card)!.rested).toBe(true);
    expect(rebelliousBull.keywordValues?.pride).toBe(3);
  });

  it("'owl-familiar': with the class bonus, On Enter glimpse 2", () => {
    let s = asClass(mainPhaseOf(A), A, 'tamer');
    [s] = activateFromHand(s, A, owlFamiliar);
    s = untilPending(s, 'glimpse');
    let seen: string[];
    [s, seen] = glimpseAllBottom(s, A);
    expect(seen).toHaveLength(2);
    const [plain] = play(mainPhaseOf(A), A, owlFamiliar);
    expect(plain.pending).toBeNull();
  });
});
