// Siegeable domains and loading: general-rules/general-rules-card-types/card-types-functional-subtypes.md,
// game-mechanics/game-mechanics-game-zones/game-zones-object-specific-zones.md#loaded-cards,
// glossary/game-terms.md (Load, Loaded, Wield), glossary/keywords-and-abilities.md#aethercalling.
import { describe, expect, it } from 'vitest';
import { activated, aethercalling, defineCard, draw, load, loadInto, may, onHit, reserve, restSelf, target, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ally = (slug: string, power: number, life: number, script: Parameters<typeof defineCard>[1] = {}): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power, life }, script);
const bobsTurn = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);

const keep = defineCard({ slug: 'test-keep', name: 'Test Keep', types: ['DOMAIN'], subtypes: ['SIEGEABLE'], element: 'NORM', cost: reserve(0), durability: 3 }, {});
const pistol = defineCard({ slug: 'test-pistol', name: 'Test Pistol', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const round = defineCard({ slug: 'test-round', name: 'Test Round', types: ['ITEM'], subtypes: ['BULLET'], element: 'NORM', cost: reserve(0), power: 2 }, {
  abilities: [activated([restSelf()], [load(target(0))], { targets: [{ kind: 'weapon', controller: 'you', subtype: 'GUN', loaded: false }] })],
});
const charge = defineCard({ slug: 'test-charge', name: 'Test Charge', types: ['ACTION'], subtypes: ['AETHERCHARGE', 'SPELL'], element: 'NORM', cost: reserve(0), power: 2, speed: true }, {
  onResolve: [may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
const called = defineCard({ slug: 'test-called', name: 'Test Called', types: ['ACTION'], subtypes: ['AETHERCHARGE', 'SPELL'], element: 'NORM', cost: reserve(0), power: 2 }, { keywords: [aethercalling()] });
const peek = defineCard({ slug: 'test-peek', name: 'Test Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 2 }] });

function withDefs(s: GameState, ...defs: CardDef[]): GameState {
  return defs.reduce(withDef, s);
}

describe('Siegeable domains (card-types-functional-subtypes.md#functional-domains)', () => {
  it('a Siegeable domain enters with durability counters and can be attacked; damage removes counters (card-types-functional-subtypes.md#functional-domains)', () => {
    let s = withDefs(bobsTurn(), keep, ally('test-raider', 2, 5));
    let card: string, raider: string;
    [s, card] = addCard(s, A, 'test-keep');
    s = edit(s, (t) => { t.objects[t.players[1]!.champion!]!.rested = false; });
    // Put it onto the field the ordinary way: it resolves into a domain object.
    s = passUntil(s, atMain(A));
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    const domain = Object.values(s.objects).find((o) => o.card === card)!;
    expect(domain.counters.durability).toBe(3);
    s = passUntil(s, atMain(B));
    [s, raider] = addObject(s, B, 'test-raider');
    s = act(s, B, { type: 'attack', attacker: raider });
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseAttackTarget', target: domain.id });
    s = act(s, B, { type: 'chooseAttackTarget', target: domain.id });
    s = endOfCombat(s);
    expect(s.objects[domain.id]!.counters.durability).toBe(1);
    expect(s.objects[domain.id]!.damage).toBe(0);
  });

  it('a Siegeable domain with no durability counters left is destroyed (card-types-functional-subtypes.md#functional-domains, card-types-domain.md#general-rules)', () => {
    let s = withDefs(bobsTurn(), keep, ally('test-raider', 2, 5));
    let d: string, raider: string;
    [s, d] = addObject(s, A, 'test-keep', { counters: { durability: 2 } });
    [s, raider] = addObject(s, B, 'test-raider');
    const card = s.objects[d]!.card!;
    s = act(s, B, { type: 'attack', attacker: raider });
    s = act(s, B, { type: 'chooseAttackTarget', target: d });
    s = endOfCombat(s);
    expect(s.objects[d]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(card);
  });

  it('damage to a Siegeable domain still counts as dealt for On Hit (card-types-functional-subtypes.md#functional-domains)', () => {
    let s = withDefs(bobsTurn(), keep, ally('test-hitter', 1, 5, { abilities: [triggered(onHit(), [draw(1)])] }));
    let d: string, u: string;
    [s, d] = addObject(s, A, 'test-keep', { counters: { durability: 3 } });
    [s, u] = addObject(s, B, 'test-hitter');
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackTarget', target: d });
    s = passUntil(s, (t) => t.stack.some((i) => i.def === 'test-hitter') || !t.combat);
    expect(s.stack.some((i) => i.def === 'test-hitter' && i.kind === 'trigger')).toBe(true);
    expect(s.objects[d]!.counters.durability).toBe(2);
  });

  it('a Siegeable domain cannot be chosen while a taunting unit must be attacked first (card-types-functional-subtypes.md#functional-domains)', () => {
    let s = withDefs(bobsTurn(), keep, ally('test-raider', 2, 5), ally('test-taunter', 1, 5, { keywords: ['taunt'] }));
    let d: string, raider: string;
    [s, d] = addObject(s, A, 'test-keep', { counters: { durability: 3 } });
    [s] = addObject(s, A, 'test-taunter');
    [s, raider] = addObject(s, B, 'test-raider');
    s = act(s, B, { type: 'attack', attacker: raider });
    refuse(s, B, { type: 'chooseAttackTarget', target: d }, 'keywords-and-abilities.md#taunt');
  });

  it('Cleave includes Siegeable domains among the defenders (glossary/keywords-and-abilities.md#cleave)', () => {
    let s = withDefs(bobsTurn(), keep, ally('test-cleaver', 2, 5, { keywords: ['cleave'] }));
    let d: string, u: string;
    [s, d] = addObject(s, A, 'test-keep', { counters: { durability: 3 } });
    [s, u] = addObject(s, B, 'test-cleaver');
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackPlayer', player: A });
    expect(s.combat!.defenders!.map((x) => x.id)).toContain(d);
    s = endOfCombat(s);
    expect(s.objects[d]!.counters.durability).toBe(1);
    expect(champion(s, A).damage).toBe(2);
  });
});

describe('Loading (glossary/game-terms.md#load)', () => {
  function loadedPistol(): { s: GameState; gun: string; ammo: string } {
    let s = withDefs(bobsTurn(), pistol, round);
    let gun: string, r: string;
    [s, gun] = addObject(s, B, 'test-pistol');
    [s, r] = addObject(s, B, 'test-round');
    const ammo = s.objects[r]!.card!;
    s = act(s, B, { type: 'activateAbility', object: r, index: 0 });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t));
    return { s, gun, ammo };
  }

  it('Gun/Bow/Aetherwing weapons must be loaded to be wielded (card-types-functional-subtypes.md#functional-weapons, glossary/game-terms.md#wield)', () => {
    let s = withDefs(bobsTurn(), pistol);
    [s] = addObject(s, B, 'test-pistol');
    // A champion without power and only an unloaded Gun cannot attack.
    expect(legalActions(s, B).some((a) => a.type === 'attack')).toBe(false);
    refuse(s, B, { type: 'attack', attacker: champion(s, B).id });
  });

  it('loading moves the card under the weapon: it leaves the field and the weapon is loaded (game-zones-object-specific-zones.md#loaded-cards, glossary/game-terms.md#loaded)', () => {
    const { s, gun, ammo } = loadedPistol();
    expect(s.objects[gun]!.loaded).toEqual([ammo]);
    expect(Object.values(s.objects).some((o) => o.card === ammo)).toBe(false);
    for (const p of s.players) for (const z of [p.hand, p.graveyard, p.banishment, p.materialDeck]) expect(z).not.toContain(ammo);
    // "target unloaded Gun": a loaded gun is no longer a legal target for another round.
    let t: GameState = withDef(s, round);
    let r2: string;
    [t, r2] = addObject(t, B, 'test-round');
    refuse(t, B, { type: 'activateAbility', object: r2, index: 0 });
  });

  it('a wielded loaded weapon puts its loaded cards into the intent; their power counts; then they go to the graveyard (game-zones-object-specific-zones.md#loaded-cards, card-types-functional-subtypes.md#functional-items)', () => {
    let { s, gun, ammo } = loadedPistol();
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseWeapon', weapon: gun });
    s = act(s, B, { type: 'chooseWeapon', weapon: gun });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.combat!.intent).toContain(ammo);
    expect(s.objects[gun]!.loaded ?? []).toEqual([]);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(0 + 1 + 2); // champion 0, gun 1, bullet 2
    expect(player(s, B).graveyard).toContain(ammo);
    expect(s.objects[gun]!.counters.durability).toBe(2);
  });

  it('a Gun cannot be wielded with an attack card (card-types-functional-subtypes.md#functional-weapons)', () => {
    let { s, gun } = loadedPistol();
    s = withDef(s, defineCard({ slug: 'test-slash', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 2 }, {}));
    let card: string;
    [s, card] = addCard(s, B, 'test-slash');
    s = act(s, B, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    expect(legalActions(s, B)).toEqual([{ type: 'chooseWeapon', weapon: null }, { type: 'concede' }]);
    refuse(s, B, { type: 'chooseWeapon', weapon: gun }, 'card-types-functional-subtypes.md#functional-weapons');
  });

  it('when a loaded object leaves the field its loaded cards go to the graveyard (game-zones-object-specific-zones.md#general-rules)', () => {
    let { s, gun, ammo } = loadedPistol();
    s = edit(s, (t) => { t.objects[gun]!.counters.durability = 0; });
    s = act(s, B, { type: 'pass' }); // state-based checks destroy the gun
    expect(s.objects[gun]).toBeUndefined();
    expect(player(s, B).graveyard).toContain(ammo);
  });

  it('an Aethercharge may load itself into an Aetherwing as it resolves; with several, its controller chooses (glossary/game-terms.md#load)', () => {
    let s = withDefs(bobsTurn(), wing, charge);
    let w1: string, w2: string, card: string;
    [s, w1] = addObject(s, B, 'test-wing');
    [s, w2] = addObject(s, B, 'test-wing');
    [s, card] = addCard(s, B, 'test-charge');
    s = act(s, B, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, B, { type: 'mayAnswer', accept: true });
    expect(legalActions(s, B)).toEqual([{ type: 'loadInto', object: w1 }, { type: 'loadInto', object: w2 }, { type: 'concede' }]);
    s = act(s, B, { type: 'loadInto', object: w2 });
    expect(s.objects[w2]!.loaded).toEqual([card]);
    expect(player(s, B).graveyard).not.toContain(card);
    expect(s.stack).toHaveLength(0);
  });

  it('Aethercalling (glossary/keywords-and-abilities.md#aethercalling): while glimpsing, load the card into your Aetherwing', () => {
    let s = withDefs(bobsTurn(), wing, called, peek);
    let w: string, c: string, p: string;
    [s, w] = addObject(s, B, 'test-wing');
    [s, c] = addCard(s, B, 'test-called', 'mainDeck');
    [s, p] = addCard(s, B, 'test-peek');
    s = act(s, B, { type: 'activate', card: p });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legalActions(s, B)).toContainEqual({ type: 'aethercall', card: c, weapon: w });
    const other = s.pending?.kind === 'glimpse' ? s.pending.cards.find((x) => x !== c)! : '';
    refuse(s, B, { type: 'aethercall', card: other, weapon: w }, 'keywords-and-abilities.md#aethercalling');
    s = act(s, B, { type: 'aethercall', card: c, weapon: w });
    expect(s.objects[w]!.loaded).toEqual([c]);
    expect(player(s, B).mainDeck).not.toContain(c);
    expect(s.pending?.kind).toBe('glimpse'); // the other card still needs a place
    s = act(s, B, { type: 'glimpseChoice', card: other, where: 'top' });
    expect(player(s, B).mainDeck[0]).toBe(other);
    expect(s.pending).toBeNull();
  });
});
