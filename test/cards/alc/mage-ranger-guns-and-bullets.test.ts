// Ranger guns, bows, aetherwings and bullets (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentPower, hasKeyword } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, addObject, asClass, atMain, champion, edit, materialize, newGame, passUntil, player, toMaterialize, withDef, withLevel,
} from '../doa/support.js';

const bobsTurn = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const withDefs = (s: GameState, ...defs: CardDef[]): GameState => defs.reduce(withDef, s);

const platedBullet = scriptedDef('plated-bullet');
const steelSlug = scriptedDef('steel-slug');
const cascadingRound = scriptedDef('cascading-round');
const turbulentBullet = scriptedDef('turbulent-bullet');
const amorphousMissile = scriptedDef('amorphous-missile');
const prototypePistol = scriptedDef('prototype-pistol');
const quickdrawPiercer = scriptedDef('quickdraw-piercer');
const contrabandRevolver = scriptedDef('contraband-revolver');
const intricateLongbow = scriptedDef('intricate-longbow');
const seekersAetherwing = scriptedDef('seekers-aetherwing');

/** Bob (a Ranger unless told) in his main phase with `gun` on the field; returns the gun's id. */
function withGun(gun: CardDef, opts: { ranger?: boolean } = {}): [GameState, string] {
  let s = withDefs(bobsTurn(), gun);
  if (opts.ranger !== false) s = asClass(s, B, 'ranger');
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
  return addObject(s, B, gun.slug);
}

/** Put `bullet` on Bob's field and use its load ability on `gun` (the first ability unless told). Returns the bullet's card. */
function loadWith(s: GameState, bullet: CardDef, gun: string): [GameState, string] {
  let b: string;
  [s, b] = addObject(withDef(s, bullet), B, bullet.slug);
  const card = s.objects[b]!.card!;
  s = act(s, B, { type: 'activateAbility', object: b, index: 0 });
  s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
  while (s.pending?.kind === 'activation') {
    const pay = legalActions(s, B).find((a) => a.type === 'chooseReserve');
    if (!pay) break;
    s = act(s, B, pay);
  }
  return [passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t)), card];
}

/** Bob's champion attacks `target` wielding `gun`. */
function shoot(s: GameState, gun: string, target: string): GameState {
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon: gun });
  return act(s, B, { type: 'chooseAttackTarget', target });
}

describe('plated-bullet', () => {
  it("'plated-bullet': rest it to load it into an unloaded Gun you control; its power joins the attack, then Renewable sends it to the material deck", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, platedBullet, gun);
    expect(s.objects[gun]!.loaded).toEqual([bullet]);
    s = shoot(s, gun, champion(s, A).id);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(3); // pistol 1 + bullet 2
    expect(player(s, B).materialDeck).toContain(bullet);
    expect(player(s, B).banishment).not.toContain(bullet);
  });

  it("'plated-bullet' (official ruling): loaded into a gun that leaves the field, it is banished, not renewed", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, platedBullet, gun);
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 0; }); // the gun is destroyed by the state-based check
    s = passUntil(s, (t) => !t.objects[gun]);
    expect(player(s, B).banishment).toContain(bullet);
    expect(player(s, B).materialDeck).not.toContain(bullet);
  });

  it("'plated-bullet': only an unloaded Gun you control can be its target", () => {
    let [s, gun] = withGun(prototypePistol);
    [s] = loadWith(s, platedBullet, gun);
    let second: string;
    [s, second] = addObject(s, B, platedBullet.slug);
    refuse(s, B, { type: 'activateAbility', object: second, index: 0 });
    // A Bow is not a Gun, and Alice's gun is not Bob's.
    [s] = addObject(withDef(s, intricateLongbow), B, intricateLongbow.slug);
    [s] = addObject(s, A, prototypePistol.slug);
    refuse(s, B, { type: 'activateAbility', object: second, index: 0 });
  });
});

describe('steel-slug', () => {
  it("'steel-slug': loads into a Gun and adds 3 power to the attack; Renewable returns it to the material deck", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, steelSlug, gun);
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(champion(s, A).damage).toBe(4);
    expect(player(s, B).materialDeck).toContain(bullet);
  });
});

describe('cascading-round', () => {
  it("'cascading-round': On Hit, the top card of your deck goes to your graveyard", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, cascadingRound, gun);
    const top = player(s, B).mainDeck[0]!;
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(champion(s, A).damage).toBe(3);
    expect(player(s, B).graveyard).toContain(top);
    expect(player(s, B).materialDeck).toContain(bullet);
  });

  it("'cascading-round' (official ruling): in a gun that leaves the field it is banished", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, cascadingRound, gun);
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 0; });
    s = passUntil(s, (t) => !t.objects[gun]);
    expect(player(s, B).banishment).toContain(bullet);
  });
});

describe('turbulent-bullet', () => {
  it("'turbulent-bullet': with a Ranger champion, On Hit gives up to two allies you control +1 power", () => {
    let [s, gun] = withGun(prototypePistol);
    let x: string, y: string;
    [s, x] = addObject(s, B, 'woodland-squirrels');
    [s, y] = addObject(s, B, 'woodland-squirrels');
    const before = currentPower(s, s.objects[x]!);
    [s] = loadWith(s, turbulentBullet, gun);
    s = shoot(s, gun, champion(s, A).id);
    s = passUntil(s, (t) => legalActions(t, B).some((a) => a.type === 'chooseTarget'));
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: x } });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: y } });
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(currentPower(s, s.objects[x]!)).toBe(before + 1);
    expect(currentPower(s, s.objects[y]!)).toBe(before + 1);
  });

  it("'turbulent-bullet' (official ruling): in a gun that leaves the field it is banished", () => {
    let [s, gun] = withGun(prototypePistol);
    let bullet: string;
    [s, bullet] = loadWith(s, turbulentBullet, gun);
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 0; });
    s = passUntil(s, (t) => !t.objects[gun]);
    expect(player(s, B).banishment).toContain(bullet);
  });

  it("'turbulent-bullet': without the Class Bonus its On Hit does not trigger", () => {
    let [s, gun] = withGun(prototypePistol, { ranger: false });
    let x: string;
    [s, x] = addObject(s, B, 'woodland-squirrels');
    const before = currentPower(s, s.objects[x]!);
    [s] = loadWith(s, turbulentBullet, gun);
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(champion(s, A).damage).toBe(2);
    expect(currentPower(s, s.objects[x]!)).toBe(before);
  });
});

describe('amorphous-missile', () => {
  it("'amorphous-missile': pay (1) and rest it to load it into an unloaded Ranger weapon; Renewable after the attack", () => {
    let [s, bow] = withGun(intricateLongbow);
    const handBefore = player(s, B).hand.length;
    let missile: string;
    [s, missile] = loadWith(s, amorphousMissile, bow);
    expect(s.objects[bow]!.loaded).toEqual([missile]);
    expect(player(s, B).hand.length).toBe(handBefore - 1); // the (1) was paid from hand
    s = endOfCombat(shoot(s, bow, champion(s, A).id));
    expect(champion(s, A).damage).toBe(2); // bow 1 (level 0 champion: no bonus) + missile 1
    expect(player(s, B).materialDeck).toContain(missile);
  });
});

describe('prototype-pistol', () => {
  it("'prototype-pistol': with a Ranger champion it enters with +1 power until end of turn", () => {
    let [s, card] = toMaterialize(prototypePistol, 0, (t) => asClass(t, A, 'ranger'));
    s = materialize(s, card);
    const pistol = Object.values(s.objects).find((o) => o.card === card)!;
    expect(currentPower(s, pistol)).toBe(2);
    s = passUntil(s, (t) => t.phase === 'end' || t.turnPlayer !== 0);
    const later = passUntil(s, atMain(B));
    expect(currentPower(later, later.objects[pistol.id]!)).toBe(1);
  });

  it("'prototype-pistol': without the Class Bonus no power is added", () => {
    let [s, card] = toMaterialize(prototypePistol, 0);
    s = materialize(s, card);
    expect(currentPower(s, Object.values(s.objects).find((o) => o.card === card)!)).toBe(1);
  });
});

describe('quickdraw-piercer', () => {
  it("'quickdraw-piercer': when it is banished (its last durability used), a Ranger draws a card", () => {
    let [s, gun] = withGun(quickdrawPiercer);
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 1; });
    [s] = loadWith(s, platedBullet, gun);
    const hand = player(s, B).hand.length;
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(s.objects[gun]).toBeUndefined();
    expect(player(s, B).hand).toHaveLength(hand + 1);
  });

  it("'quickdraw-piercer': without the Class Bonus, no card", () => {
    let [s, gun] = withGun(quickdrawPiercer, { ranger: false });
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 1; });
    [s] = loadWith(s, platedBullet, gun);
    const hand = player(s, B).hand.length;
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(s.objects[gun]).toBeUndefined();
    expect(player(s, B).hand).toHaveLength(hand);
  });
});

describe('contraband-revolver', () => {
  it("'contraband-revolver': attacking a champion, the attack gets +2 power; attacking an ally, it does not", () => {
    let [s, gun] = withGun(contrabandRevolver);
    [s] = loadWith(s, platedBullet, gun);
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(champion(s, A).damage).toBe(5); // revolver 1 + bullet 2 + 2

    let [t, gun2] = withGun(contrabandRevolver);
    let ally: string;
    [t, ally] = addObject(t, A, 'woodland-squirrels');
    t = edit(t, (u) => { u.objects[ally]!.counters = {}; });
    [t] = loadWith(t, steelSlug, gun2);
    t = endOfCombat(shoot(t, gun2, ally));
    // 1 + 3 = 4 damage, no +2: the squirrels die either way, so read the log's damage line.
    expect(t.log.some((l) => /deals 4 combat damage/.test(l.text))).toBe(true);
    expect(t.log.some((l) => /deals 6 combat damage/.test(l.text))).toBe(false);
  });
});

describe('intricate-longbow', () => {
  it("'intricate-longbow': +1 power with a level 2+ Ranger champion only", () => {
    let [s, bow] = withGun(intricateLongbow);
    expect(currentPower(s, s.objects[bow]!)).toBe(1);
    expect(currentPower(withLevel(s, B, 2), s.objects[bow]!)).toBe(2);
    const [t, bow2] = withGun(intricateLongbow, { ranger: false });
    expect(currentPower(withLevel(t, B, 2), t.objects[bow2]!)).toBe(1);
  });
});

describe('seekers-aetherwing', () => {
  it("'seekers-aetherwing': with a Ranger champion it has spellshroud and true sight", () => {
    const [s, wing] = withGun(seekersAetherwing);
    expect(hasKeyword(s, s.objects[wing]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[wing]!, 'trueSight')).toBe(true);
    const [t, wing2] = withGun(seekersAetherwing, { ranger: false });
    expect(hasKeyword(t, t.objects[wing2]!, 'spellshroud')).toBe(false);
    expect(hasKeyword(t, t.objects[wing2]!, 'trueSight')).toBe(false);
  });
});

describe('loaded-thoughts', () => {
  const loadedThoughts = scriptedDef('loaded-thoughts');

  it("'loaded-thoughts': as it becomes loaded, a Ranger may put the top card of their deck into the graveyard", () => {
    let [s, gun] = withGun(loadedThoughts);
    const top = player(s, B).mainDeck[0]!;
    let b: string;
    [s, b] = addObject(withDef(s, platedBullet), B, platedBullet.slug);
    s = act(s, B, { type: 'activateAbility', object: b, index: 0 });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, B, { type: 'mayAnswer', accept: true });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, B).graveyard).toContain(top);
  });

  it("'loaded-thoughts': declining keeps the deck; without the Class Bonus nothing is asked", () => {
    let [s, gun] = withGun(loadedThoughts);
    const top = player(s, B).mainDeck[0]!;
    let b: string;
    [s, b] = addObject(withDef(s, platedBullet), B, platedBullet.slug);
    s = act(s, B, { type: 'activateAbility', object: b, index: 0 });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, B, { type: 'mayAnswer', accept: false });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, B).mainDeck[0]).toBe(top);

    let [t, gun2] = withGun(loadedThoughts, { ranger: false });
    [t] = loadWith(t, platedBullet, gun2);
    expect(t.objects[gun2]!.loaded).toHaveLength(1);
    expect(t.pending).toBeNull();
  });
});
