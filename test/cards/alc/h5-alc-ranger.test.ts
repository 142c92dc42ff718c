// ALC Ranger cards: distance, bullets and graveyard fuel (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { A, B, act, activateFromHand, addCard, addObject, asClass, atMain, champion, edit, factsOnly, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, bolt, canUse, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { alicesSecondTurn, bobsTurn, playWith, resolveWith } from './h5-alc-support.js';

const perse = scriptedDef('perse-relentless-raptor');
const reconScout = scriptedDef('reconnaissance-scout');
const rococo = scriptedDef('rococo-explosive-maven');
const seasprite = scriptedDef('seasprite-diver');
const rocketJump = scriptedDef('rocket-jump');
const bombasticSprint = scriptedDef('bombastic-sprint');
const calculatedForesight = scriptedDef('calculated-foresight');
const fieryDuelist = scriptedDef('fiery-duelist');
const flameblessed = scriptedDef('flameblessed-trainee');
const wraith = scriptedDef('gloamspire-wraith');
const undertow = scriptedDef('surging-undertow');
const rapidReload = scriptedDef('rapid-reload');
const supplyDrone = scriptedDef('supply-drone');
const vanishingShot = scriptedDef('vanishing-shot');
const focusingRound = scriptedDef('focusing-round');
const savageAttack = scriptedDef('savage-attack');
const platedBullet = scriptedDef('plated-bullet');
const steelSlug = factsOnly('steel-slug');
const rifle = scriptedDef('seekers-rifle');
const polkhawk = factsOnly('polkhawk-boisterous-riot');

const inGraveyard = (s: GameState, slug: string, n: number): GameState => {
  for (let i = 0; i < n; i++) [s] = addCard(s, A, slug, 'graveyard');
  return s;
};

describe("'perse-relentless-raptor'", () => {
  it('ranged 2; REST: suppress target ally, item or weapon, only while Perse is distant', () => {
    expect(perse.keywordValues).toEqual({ ranged: 2 });
    let s = mainPhaseOf(A);
    let raptor: string, theirs: string;
    [s, raptor] = place(s, A, perse);
    expect(canUse(s, A, raptor, 0)).toBe(false);
    s = edit(s, (t) => { t.objects[raptor]!.distant = true; });
    expect(canUse(s, A, raptor, 0)).toBe(true);
    [s, theirs] = addObject(s, B, 'blitz-mage');
    s = act(s, A, { type: 'activateAbility', object: raptor, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: obj(theirs) });
    s = resolveWith(s);
    expect(s.objects[theirs]).toBeUndefined();
    expect(s.objects[raptor]!.rested).toBe(true);
  });
});

describe("'reconnaissance-scout'", () => {
  it('fast activation, ranged 2; Ranger On Enter: another unit you control becomes distant and is shielded from 1', () => {
    expect(reconScout.keywords).toContain('fastActivation');
    expect(reconScout.keywordValues).toEqual({ ranged: 2 });
    let s = as(mainPhaseOf(A), A, 'ranger', 'WIND');
    s = fill(s, A, 3);
    s = playWith(s, A, reconScout, [], { targets: [obj(champion(s, A).id)] });
    expect(champion(s, A).distant).toBe(true);
    const before = champion(s, A).damage;
    s = playWith(s, A, bolt, [obj(champion(s, A).id)]);
    expect(champion(s, A).damage - before).toBe(4);
    let t = as(mainPhaseOf(A), A, 'warrior', 'WIND');
    t = fill(t, A, 3);
    t = playWith(t, A, reconScout);
    expect(champion(t, A).distant).toBeFalsy();
  });
});

describe("'rococo-explosive-maven'", () => {
  it('On Enter: 2 damage to target champion only with influence four or less', () => {
    const run = (extra: number) => {
      let s = as(mainPhaseOf(A), A, 'ranger', 'FIRE');
      s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      s = fill(s, A, 1 + extra);
      return playWith(s, A, rococo, [], { targets: [obj(champion(s, B).id)] });
    };
    const low = run(3); // influence after paying: 1 memory + 3 in hand
    expect(champion(low, B).damage).toBe(2);
    const high = run(4);
    expect(champion(high, B).damage).toBe(0);
  });
});

describe("'seasprite-diver'", () => {
  it('costs 1 less while an opponent has four graveyard cards; On Enter banishes target card in a graveyard', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    s = fill(s, A, 5);
    expect(paid(s, A, seasprite)).toBe(4);
    let grave: string;
    for (let i = 0; i < 4; i++) [s, grave] = addCard(s, B, 'smoke-out', 'graveyard');
    expect(paid(s, A, seasprite)).toBe(3);
    s = playWith(s, A, seasprite, [], { targets: [{ kind: 'card', id: grave! }] });
    expect(player(s, B).banishment).toContain(grave!);
  });
});

describe("'rocket-jump'", () => {
  it('target unit becomes distant; a defending one deals 4 damage to its attacker; Ranger: 2 less', () => {
    let s = as(bobsTurn(), A, 'ranger', 'FIRE');
    s = fill(s, A, 6);
    let attacker: string;
    [s, attacker] = addObject(s, B, 'giant-tortoise', { enteredTurn: 0 });
    s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => actingPlayers(t)[0] === A && legalActions(t, A).some((a) => a.type === 'pass') && !t.pending);
    expect(paid(s, A, rocketJump, [obj(champion(s, A).id)])).toBe(3);
    const [t] = activateFromHand(s, A, rocketJump, [obj(champion(s, A).id)]);
    const after = resolveWith(t);
    expect(champion(after, A).distant).toBe(true);
    expect(after.objects[attacker]!.damage).toBe(4);
    // Not defending: only distance.
    let u = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    u = fill(u, A, 6);
    let theirs: string;
    [u, theirs] = addObject(u, B, 'giant-tortoise');
    expect(paid(u, A, rocketJump, [obj(theirs)])).toBe(5);
    u = playWith(u, A, rocketJump, [obj(theirs)]);
    expect(u.objects[theirs]!.distant).toBe(true);
    expect(u.objects[theirs]!.damage).toBe(0);
  });
});

describe("'bombastic-sprint'", () => {
  const sprinted = (champ: 'polkhawk' | 'ranger') => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'FIRE', 'WATER');
    if (champ === 'polkhawk') s = edit(withDef(s, polkhawk), (t) => { t.objects[player(t, A).champion!]!.def = polkhawk.slug; t.defs[polkhawk.slug]!.elements = ['NORM', 'FIRE', 'WATER']; });
    s = fill(s, A, 6);
    s = playWith(s, A, bombasticSprint);
    expect(champion(s, A).distant).toBe(true);
    // A slow Ranger action while a fast card waits on the stack.
    let slow: string;
    [s, slow] = addCard(withDef(s, calculatedForesight), A, calculatedForesight.slug);
    [s] = activateFromHand(s, A, bolt, [obj(champion(s, B).id)]);
    return legalActions(s, A).some((a) => a.type === 'activate' && a.card === slow);
  };
  it('your champion becomes distant; Polkhawk: the next Ranger action this turn may be activated as if fast', () => {
    expect(sprinted('polkhawk')).toBe(true);
    expect(sprinted('ranger')).toBe(false);
  });
});

describe("'calculated-foresight'", () => {
  it('mills two; banishing a Floating Memory card gives your champion ranged 3 until end of turn', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    s = fill(s, A, 3);
    s = inGraveyard(withDef(s, savageAttack), savageAttack.slug, 1);
    const grave = player(s, A).graveyard.length;
    s = playWith(s, A, calculatedForesight, [], { accept: true });
    expect(player(s, A).banishment).toHaveLength(1);
    expect(player(s, A).graveyard.length).toBe(grave - 1 + 2 + 1);
    expect(rangedFromAbilities(s, champion(s, A))).toBe(3);
    s = passUntil(s, atMain(B));
    expect(rangedFromAbilities(s, champion(s, A))).toBe(0);
    let none = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    none = playWith(fill(none, A, 3), A, calculatedForesight, [], { accept: true });
    expect(rangedFromAbilities(none, champion(none, A))).toBe(0);
  });
});

describe("'fiery-duelist'", () => {
  it('Ranger ranged 2; On Enter you may discard a fire card to draw and become distant', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'FIRE');
    s = fill(s, A, 5);
    const deck = player(s, A).mainDeck.length;
    s = playWith(s, A, fieryDuelist, [], { accept: true });
    const duelist = Object.values(s.objects).find((o) => o.def === fieryDuelist.slug)!;
    expect(duelist.distant).toBe(true);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(rangedFromAbilities(s, duelist)).toBe(2);
    expect(rangedFromAbilities(asClass(s, A, 'cleric'), duelist)).toBe(0);
    let t = as(mainPhaseOf(A), A, 'ranger', 'FIRE');
    t = playWith(fill(t, A, 5), A, fieryDuelist, [], { accept: false, pickNone: true });
    expect(Object.values(t.objects).find((o) => o.def === fieryDuelist.slug)!.distant).toBeFalsy();
  });
});

describe("'flameblessed-trainee'", () => {
  const attackWith = (cls: 'cleric' | 'warrior', atAlly: boolean) => {
    let s = fill(asClass(alicesSecondTurn(), A, cls), A, 2);
    let trainee: string, theirs: string;
    [s, trainee] = place(s, A, flameblessed, { enteredTurn: 0 });
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    s = act(act(s, A, { type: 'attack', attacker: trainee }), A, { type: 'chooseAttackTarget', target: atAlly ? theirs : champion(s, B).id });
    return resolveWith(s, { accept: true });
  };
  it('Cleric: attacking an ally, you may discard a fire card for +3 power', () => {
    expect(attackPower(attackWith('cleric', true))).toBe(4);
    expect(attackPower(attackWith('cleric', false))).toBe(1);
    expect(attackPower(attackWith('warrior', true))).toBe(1);
  });
});

describe("'gloamspire-wraith'", () => {
  const hit = (distant: boolean) => {
    let s = asClass(alicesSecondTurn(), A, 'warrior');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    let w: string;
    [s, w] = place(s, A, wraith, { enteredTurn: 0, distant });
    s = act(act(s, A, { type: 'attack', attacker: w }), A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    return champion(s, A).damage;
  };
  it('while distant: On Hit recover the damage dealt; Ranger ranged 2', () => {
    expect(hit(true)).toBe(7);
    expect(hit(false)).toBe(10);
    let s = asClass(mainPhaseOf(A), A, 'ranger');
    let w: string;
    [s, w] = place(s, A, wraith);
    expect(rangedFromAbilities(s, s.objects[w]!)).toBe(2);
  });
});

describe("'surging-undertow'", () => {
  it('mills three; with three water cards in your graveyard a unit you choose becomes distant; Ranger: 2 less', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    s = fill(s, A, 4);
    expect(paid(s, A, undertow)).toBe(2);
    expect(paid(as(s, A, 'warrior', 'WATER'), A, undertow)).toBe(4);
    const wet = playWith(inGraveyard(s, 'giant-tortoise', 3), A, undertow);
    expect(Object.values(wet.objects).filter((o) => o.distant)).toHaveLength(1);
    const dry = playWith(s, A, undertow);
    expect(Object.values(dry.objects).filter((o) => o.distant)).toHaveLength(0);
  });
});

describe("'rapid-reload'", () => {
  it('materializes a Bullet from your material deck; Ranger efficiency', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WIND');
    s = fill(s, A, 4);
    let bullet: string;
    [s, bullet] = addCard(withDef(s, platedBullet), A, platedBullet.slug, 'materialDeck');
    s = playWith(s, A, rapidReload);
    expect(Object.values(s.objects).some((o) => o.card === bullet)).toBe(true);
    const full = paid(as(mainPhaseOf(A), A, 'warrior', 'WIND'), A, rapidReload);
    expect(paid(fill(as(mainPhaseOf(A), A, 'ranger', 'WIND'), A, 4), A, rapidReload)).toBe(full - 1);
  });
});

describe("'supply-drone'", () => {
  it('Ranger: at your recollection phase, materialize a Bullet with memory cost 0 from your material deck', () => {
    let s = asClass(mainPhaseOf(A), A, 'ranger');
    [s] = place(s, A, supplyDrone);
    let zero: string, one: string;
    [s, one] = addCard(withDef(s, steelSlug), A, steelSlug.slug, 'materialDeck');
    [s, zero] = addCard(withDef(s, platedBullet), A, platedBullet.slug, 'materialDeck');
    s = passUntil(s, atMain(B));
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    expect(s.pending?.kind === 'search' && s.pending.options).toEqual([zero]);
    s = resolveWith(s);
    expect(Object.values(s.objects).some((o) => o.card === zero)).toBe(true);
    expect(Object.values(s.objects).some((o) => o.card === one)).toBe(false);
    // Without the class bonus nothing is searched for.
    let w = asClass(mainPhaseOf(A), A, 'warrior');
    [w] = place(w, A, supplyDrone);
    [w] = addCard(withDef(w, platedBullet), A, platedBullet.slug, 'materialDeck');
    w = passUntil(passUntil(w, atMain(B)), (t) => t.pending?.kind === 'search' || atMain(A)(t));
    expect(w.pending?.kind).not.toBe('search');
  });
});

describe("'vanishing-shot'", () => {
  it('rests to load into an unloaded Gun; hitting an ally, that ally may go back to the memory of its owner', () => {
    let s = asClass(alicesSecondTurn(), A, 'ranger');
    let gun: string, shot: string, theirs: string;
    [s, gun] = place(s, A, rifle);
    [s, shot] = place(s, A, vanishingShot);
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    s = act(s, A, { type: 'activateAbility', object: shot, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: obj(gun) });
    s = resolveWith(s);
    expect(s.objects[gun]!.loaded).toHaveLength(1);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: gun });
    s = act(s, A, { type: 'chooseAttackTarget', target: theirs });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = resolveWith(s);
    expect(s.objects[theirs]).toBeUndefined();
    expect(player(s, B).memory.some((c) => s.cards[c]!.def === 'giant-tortoise')).toBe(true);
  });
});

describe("'focusing-round'", () => {
  it('On Enter: draw a card; (2), REST: load it into an unloaded Gun you control', () => {
    let s = asClass(mainPhaseOf(A), A, 'ranger');
    s = fill(s, A, 6);
    let gun: string;
    [s, gun] = place(s, A, rifle);
    const deck = player(s, A).mainDeck.length;
    s = playWith(s, A, focusingRound);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    const round = Object.values(s.objects).find((o) => o.def === focusingRound.slug)!.id;
    s = act(s, A, { type: 'activateAbility', object: round, index: 1 });
    s = act(s, A, { type: 'chooseTarget', target: obj(gun) });
    s = resolveWith(s);
    expect(s.objects[gun]!.loaded).toHaveLength(1);
    expect(s.objects[round]).toBeUndefined();
  });
});
