// Mage and Ranger champions and regalia (issue 13, the mage-ranger share).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { championLevel, hasKeyword } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, atMain, champion, edit, enable, factsOnly, glimpseAllBottom, legal, mainPhaseOf, materialize, newGame, passUntil, payReserve, play, player, resolveAll, toMaterialize,
  useAbility, withDef,
} from '../doa/support.js';

const def = (slug: string): CardDef => scriptedDef(slug);
const withItem = (d: CardDef, s: GameState = mainPhaseOf(A), who: PlayerId = A): [GameState, string] => addObject(withDef(s, d), who, d.slug);
const card = (slug: string, cost: number, opts: { type?: 'ACTION' | 'ALLY'; subtypes?: string[]; classes?: string[] } = {}): CardDef =>
  defineCard({
    slug, name: slug, types: [opts.type ?? 'ACTION'], subtypes: opts.subtypes ?? [], classes: opts.classes ?? [], element: 'NORM', cost: reserve(cost),
    speed: true, ...(opts.type === 'ALLY' ? { power: 1, life: 1 } : {}),
  }, { onResolve: [] });
const trinket = card('test-trinket', 4);
/** `who` activates `d` from hand, paying with whatever is in hand, and it resolves. */
function cast(s: GameState, who: PlayerId, d: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, d), who, d.slug);
  for (let i = 0; i < 6; i++) [s] = addCard(s, who, 'smoke-out');
  s = act(s, who, { type: 'activate', card: c });
  return resolveAll(payReserve(s, who));
}

describe('Mage regalia that change costs and levels', () => {
  it("'crystal-of-empowerment': banish it, your champion gets +2 level this turn", () => {
    let [s, crystal] = withItem(def('crystal-of-empowerment'));
    const before = championLevel(s, A);
    s = resolveAll(useAbility(s, A, crystal));
    expect(s.objects[crystal]).toBeUndefined();
    expect(championLevel(s, A)).toBe(before + 2);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, A)).toBe(before);
  });

  it("'channeling-stone': banish it, only the next card you activate this turn costs 2 less; materializing is not changed", () => {
    let [s, stone] = withItem(def('channeling-stone'));
    s = resolveAll(useAbility(s, A, stone));
    expect(s.objects[stone]).toBeUndefined();
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'activate')).toBe(2);
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'materialize')).toBe(4);
    s = cast(s, A, trinket);
    expect(costToPay(s, A, trinket, 0, 'activate')).toBe(4);
  });

  it("'channeling-stone' (official ruling): a card activated with a memory cost as its default cost has that memory cost lowered", () => {
    const memoryCard = defineCard({ slug: 'test-memory-card', name: 'test-memory-card', types: ['ITEM'], element: 'NORM', cost: { kind: 'memory', value: 3 } }, {});
    let [s, stone] = withItem(def('channeling-stone'));
    s = resolveAll(useAbility(s, A, stone));
    expect(costToPay(withDef(s, memoryCard), A, memoryCard, 0, 'activate')).toBe(1);
  });

  it("'focusing-gem': enters rested (hindered); rest and banish it, the next card you activate this turn costs 3 less", () => {
    const gem = def('focusing-gem');
    expect(gem.keywords).toContain('hindered');
    let [s, g] = withItem(gem);
    s = resolveAll(useAbility(s, A, g));
    expect(s.objects[g]).toBeUndefined();
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'activate')).toBe(1);
    s = cast(s, A, trinket);
    expect(costToPay(s, A, trinket, 0, 'activate')).toBe(4);
  });

  it("'briars-spindle': with a Chessman King, rest it so the next Chessman card costs 2 less; banish it on an opponent's turn to wake your Chessman allies", () => {
    const spindle = def('briars-spindle');
    const pawn = card('test-chessman-pawn', 3, { type: 'ALLY', subtypes: ['CHESSMAN'] });
    const beast = card('test-beast', 3, { type: 'ALLY', subtypes: ['BEAST'] });
    let [s, sp] = withItem(spindle);
    s = withDef(withDef(s, pawn), beast);
    refuse(s, A, { type: 'activateAbility', object: sp, index: 1 }); // no Chessman King
    let king: string;
    [s, king] = addObject(withDef(s, factsOnly('briar-schwartz-king')), A, 'briar-schwartz-king');
    s = resolveAll(useAbility(s, A, sp, 1));
    expect(costToPay(s, A, beast, 0, 'activate')).toBe(3);
    expect(costToPay(s, A, pawn, 0, 'activate')).toBe(1);
    refuse(s, A, { type: 'activateAbility', object: sp, index: 0 }); // only on an opponent's turn
    let other: string, chessman: string;
    [s, chessman] = addObject(s, A, pawn.slug, { rested: true });
    [s, other] = addObject(s, A, beast.slug, { rested: true });
    s = edit(s, (t) => { t.objects[king]!.rested = true; t.objects[sp]!.rested = false; });
    s = passUntil(s, atMain(B));
    s = edit(s, (t) => { t.objects[king]!.rested = true; t.objects[chessman]!.rested = true; t.objects[other]!.rested = true; });
    s = act(s, B, { type: 'pass' });
    s = resolveAll(useAbility(s, A, sp, 0));
    expect(s.objects[sp]).toBeUndefined();
    expect(s.objects[king]!.rested).toBe(false);
    expect(s.objects[chessman]!.rested).toBe(false);
    expect(s.objects[other]!.rested).toBe(true);
  });
});

describe('Mage champions', () => {
  it("'rai-spellcrafter': On Enter, two enlighten counters on Rai", () => {
    const rai = def('rai-spellcrafter');
    let [s, c] = toMaterialize(rai, 1);
    s = materialize(s, c);
    expect(champion(s, A).def).toBe('rai-spellcrafter');
    expect(champion(s, A).counters.enlighten).toBe(2);
  });

  it("'merlin-kingslayer': each recollection phase a level counter; on an even count, draw and its attacks get +2 power this turn", () => {
    const merlin = def('merlin-kingslayer');
    let s = withDef(mainPhaseOf(B), merlin);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = merlin.slug; t.objects[player(t, A).champion!]!.counters.level = 1; });
    const hand = player(s, A).hand.length;
    s = passUntil(s, atMain(A));
    expect(champion(s, A).counters.level).toBe(2);
    expect(player(s, A).hand.length).toBe(hand + 2); // the draw phase's card and Merlin's
    expect(s.attackBonuses?.some((b) => b.object === champion(s, A).id && b.amount === 2 && b.scope === 'thisTurn')).toBe(true);
    // The next turn: 3 counters, odd, nothing more.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(champion(s, A).counters.level).toBe(3);
    expect(s.attackBonuses?.some((b) => b.object === champion(s, A).id && b.turn === s.turn) ?? false).toBe(false);
  });
});

// ----- Ranger weapons, bullets and champions -----
const bobsTurn = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Bob (a Ranger unless told) in his main phase with `weapon` on the field, Alice's champion awake; returns the weapon's id. */
function withWeapon(weapon: CardDef, opts: { ranger?: boolean } = {}): [GameState, string] {
  let s = withDef(bobsTurn(), weapon);
  if (opts.ranger !== false) s = asClass(s, B, 'ranger');
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
  return addObject(s, B, weapon.slug);
}

/** Put `bullet` on Bob's field and use its load ability on `gun`. Returns the bullet's card. */
function loadWith(s: GameState, bullet: CardDef, gun: string): [GameState, string] {
  let b: string;
  [s, b] = addObject(withDef(s, bullet), B, bullet.slug);
  const c = s.objects[b]!.card!;
  s = act(s, B, { type: 'activateAbility', object: b, index: 0 });
  s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
  s = payReserve(s, B);
  return [passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t)), c];
}

/** Load a card with no power (a test edit) into Bob's `weapon`, so that it may be wielded. */
function primed(s: GameState, weapon: string): GameState {
  let c: string;
  [s, c] = addCard(s, B, 'smoke-out', 'graveyard');
  return edit(s, (t) => { player(t, B).graveyard = player(t, B).graveyard.filter((x) => x !== c); t.objects[weapon]!.loaded = [c]; });
}

/** Bob's champion attacks `target` wielding `weapon`. */
function shoot(s: GameState, weapon: string, target: string): GameState {
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon });
  return act(s, B, { type: 'chooseAttackTarget', target });
}

describe('Ranger weapons with On Hit', () => {
  it("'gloamspire-lance': On Hit, X unpreventable damage to the hit object and recover X, X = Curse cards in the attacker's lineage plus 1", () => {
    let [s, lance] = withWeapon(def('gloamspire-lance'));
    [s] = loadWith(s, def('plated-bullet'), lance);
    let curse: string;
    [s, curse] = addCard(withDef(s, factsOnly('violet-haze')), B, 'violet-haze', 'graveyard');
    s = edit(s, (t) => {
      player(t, B).graveyard = player(t, B).graveyard.filter((c) => c !== curse);
      t.objects[player(t, B).champion!]!.lineage.push(curse);
      t.objects[player(t, B).champion!]!.damage = 5;
    });
    s = endOfCombat(shoot(s, lance, champion(s, A).id));
    expect(champion(s, A).damage).toBe(3 + 2); // lance 1 + bullet 2, then X = 2
    expect(champion(s, B).damage).toBe(3);
  });

  it("'gloamspire-lance': without the class bonus its On Hit does nothing; with no Curse card X is 1", () => {
    let [s, lance] = withWeapon(def('gloamspire-lance'), { ranger: false });
    [s] = loadWith(s, def('plated-bullet'), lance);
    s = endOfCombat(shoot(s, lance, champion(s, A).id));
    expect(champion(s, A).damage).toBe(3);
    [s, lance] = withWeapon(def('gloamspire-lance'));
    [s] = loadWith(s, def('plated-bullet'), lance);
    s = endOfCombat(shoot(s, lance, champion(s, A).id));
    expect(champion(s, A).damage).toBe(4);
  });

  it("'aquamirage-whisper': spellshroud; with the class bonus, On Hit glimpses 1 plus the damage of the hit, then mills 1", () => {
    const whisper = def('aquamirage-whisper');
    expect(whisper.keywords).toContain('spellshroud');
    let [s, w] = withWeapon(whisper);
    s = shoot(primed(s, w), w, champion(s, A).id);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(2); // 1 + 1 damage
    const deck = [...player(s, B).mainDeck];
    [s] = glimpseAllBottom(s, B);
    s = endOfCombat(s);
    expect(player(s, B).graveyard).toContain(deck[2]); // the glimpsed two went under, then the new top card was milled
    expect(player(s, B).mainDeck.slice(-2)).toEqual(expect.arrayContaining(deck.slice(0, 2)));
    // Without the class bonus: no glimpse.
    [s, w] = withWeapon(whisper, { ranger: false });
    s = endOfCombat(shoot(primed(s, w), w, champion(s, A).id));
    expect(champion(s, A).damage).toBe(1);
  });

  it("'diana-duskstalker': On Enter Diana becomes distant; On Champion Hit a generated Creeping Torment goes to the bottom of the hit champion's lineage", () => {
    const dusk = def('diana-duskstalker');
    let [s, c] = toMaterialize(dusk, 3, (t) => edit(withDef(t, factsOnly('diana-judgments-arrow')), (u) => { u.objects[player(u, A).champion!]!.def = 'diana-judgments-arrow'; }));
    s = materialize(s, c);
    expect(champion(s, A).def).toBe(dusk.slug);
    expect(champion(s, A).distant).toBeTruthy();
    // Bob's Duskstalker hits Alice's champion with a sword.
    let [t, sword] = withWeapon(factsOnly('training-sword'));
    t = withDef(withDef(t, dusk), factsOnly('creeping-torment'));
    t = edit(t, (u) => { u.objects[player(u, B).champion!]!.def = dusk.slug; u.objects[player(u, A).champion!]!.lineage = ['c1']; });
    t = endOfCombat(shoot(t, sword, champion(t, A).id));
    const lineage = champion(t, A).lineage;
    expect(lineage).toHaveLength(2);
    expect(t.cards[lineage[0]!]!.def).toBe('creeping-torment');
    expect(t.cards[lineage[0]!]!.owner).toBe(B);
  });
});

describe('Ranger bullets and guns with attack abilities', () => {
  it("'windpiercer': renewable, loads into a Gun; On Attack glimpse 1 then reveal the top card: wind element gives +2 power", () => {
    const wp = def('windpiercer');
    expect(wp.keywords).toContain('renewable');
    const windCard = defineCard({ slug: 'test-wind-card', name: 'test-wind-card', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
    for (const [element, expected] of [['WIND', 1 + 1 + 2], ['NORM', 1 + 1]] as const) {
      let [s, gun] = withWeapon(scriptedDef('prototype-pistol'));
      let bullet: string;
      [s, bullet] = loadWith(s, wp, gun);
      let top: string;
      [s, top] = addCard(withDef(s, windCard), B, element === 'WIND' ? windCard.slug : 'smoke-out', 'mainDeck');
      s = shoot(s, gun, champion(s, A).id);
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      s = act(s, B, { type: 'glimpseChoice', card: top, where: 'top' });
      s = endOfCombat(s);
      expect(champion(s, A).damage).toBe(expected);
      expect(player(s, B).materialDeck).toContain(bullet); // renewable
    }
  });

  it("'penetrator-round': with the class bonus at level 2+, On Attack the attack's combat damage can't be prevented", () => {
    const pr = def('penetrator-round');
    for (const [level, expected] of [[1, 0], [2, 1]] as const) {
      let [s, gun] = withWeapon(scriptedDef('prototype-pistol'));
      if (level === 2) s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.level = 1; });
      [s] = loadWith(s, pr, gun);
      s = shoot(s, gun, champion(s, A).id);
      // Alice's champion would have the next 5 damage this turn prevented.
      s = edit(s, (u) => {
        u.preventions = [...(u.preventions ?? []), { id: 'pv-test', objects: [player(u, A).champion!], controller: A, def: 'test', kind: 'shield', amount: 5, duration: 'untilEndOfTurn', timestamp: 0 }];
      });
      s = endOfCombat(s);
      expect(champion(s, A).damage).toBe(expected);
    }
  });

  it("'shadows-twin': +2 power this turn when it becomes loaded; with the class bonus each On Hit of its attacks triggers an additional time", () => {
    for (const ranger of [true, false]) {
      let [s, gun] = withWeapon(def('shadows-twin'), { ranger });
      [s] = loadWith(s, def('cascading-round'), gun);
      const deck = player(s, B).mainDeck.slice(0, 2);
      s = endOfCombat(shoot(s, gun, champion(s, A).id));
      expect(champion(s, A).damage).toBe(1 + 2 + 2); // the twin, its +2, the round
      expect(deck.filter((c) => player(s, B).graveyard.includes(c))).toHaveLength(ranger ? 2 : 1);
    }
  });

  it("'sorrowcaller': with the class bonus, On Champion Hit the hit opponent reveals their memory and takes unpreventable damage per card of reserve cost 3 or more", () => {
    const big = defineCard({ slug: 'test-big', name: 'test-big', types: ['ACTION'], element: 'NORM', cost: reserve(3) }, {});
    const small = defineCard({ slug: 'test-small', name: 'test-small', types: ['ACTION'], element: 'NORM', cost: reserve(2) }, {});
    let [s, gun] = withWeapon(def('sorrowcaller'));
    s = withDef(withDef(s, big), small);
    s = edit(s, (t) => { player(t, A).memory = []; });
    [s] = addCard(s, A, big.slug, 'memory');
    [s] = addCard(s, A, big.slug, 'memory');
    [s] = addCard(s, A, small.slug, 'memory');
    [s] = loadWith(s, def('plated-bullet'), gun);
    s = endOfCombat(shoot(s, gun, champion(s, A).id));
    expect(champion(s, A).damage).toBe(1 + 2 + 2);
    expect(s.log.some((l) => l.text.includes('reveals their memory'))).toBe(true);
  });

  it("'sorrowcaller': an ally hit is not a champion hit", () => {
    let [s, gun] = withWeapon(def('sorrowcaller'));
    let ally: string;
    [s, ally] = addObject(s, A, 'giant-tortoise');
    [s] = addCard(withDef(s, defineCard({ slug: 'test-big', name: 'test-big', types: ['ACTION'], element: 'NORM', cost: reserve(4) }, {})), A, 'test-big', 'memory');
    [s] = loadWith(s, def('plated-bullet'), gun);
    s = endOfCombat(shoot(s, gun, ally));
    expect(champion(s, A).damage).toBe(0);
  });
});

describe('Damage prevention regalia', () => {
  const zap = (n: number): CardDef => defineCard(
    { slug: `test-zap-${n}`, name: `test-zap-${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] },
  );
  const ally = (slug: string, element: 'CRUX' | 'NORM'): CardDef =>
    defineCard({ slug, name: slug, types: ['ALLY'], element, cost: reserve(1), power: 1, life: 9 }, {});
  const hit = (s: GameState, id: string, n: number): GameState => play(s, A, zap(n), [{ kind: 'object', id }])[0];

  it("'the-majestic-spirit': intercept, true sight, vigor; your champions have spellshroud; other crux units you control have half the damage prevented, rounded up", () => {
    const spirit = def('the-majestic-spirit');
    expect(spirit.keywords).toEqual(expect.arrayContaining(['intercept', 'trueSight', 'vigor']));
    let [s, sp] = withItem(spirit);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    expect(hasKeyword(s, champion(s, B), 'spellshroud')).toBe(false);
    let crux: string, norm: string, theirs: string;
    [s, crux] = addObject(withDef(s, ally('test-crux', 'CRUX')), A, 'test-crux');
    [s, norm] = addObject(withDef(s, ally('test-norm', 'NORM')), A, 'test-norm');
    [s, theirs] = addObject(s, B, 'test-crux');
    s = hit(s, crux, 5);
    expect(s.objects[crux]!.damage).toBe(2); // 3 of 5 prevented
    s = hit(s, norm, 5);
    expect(s.objects[norm]!.damage).toBe(5);
    s = hit(s, theirs, 5);
    expect(s.objects[theirs]!.damage).toBe(5);
    s = hit(s, sp, 4); // not "another" unit
    expect(s.objects[sp]!.damage).toBe(4);
  });

  it("'the-majestic-spirit' (official ruling): a regalia, it is banished rather than put into the graveyard when it dies", () => {
    let [s, sp] = withItem(def('the-majestic-spirit'));
    const c = s.objects[sp]!.card!;
    s = hit(s, sp, 10);
    expect(s.objects[sp]).toBeUndefined();
    expect(player(s, A).banishment).toContain(c);
    expect(player(s, A).graveyard).not.toContain(c);
  });

  it("'flash-grenade': with the class bonus On Enter draw; banish it: this turn, damage to each distant unit you control has 3 prevented", () => {
    const grenade = def('flash-grenade');
    let [s, g] = toMaterialize(grenade, 1, (t) => asClass(t, A, 'ranger'));
    const hand = player(s, A).hand.length;
    s = materialize(s, g);
    expect(player(s, A).hand).toHaveLength(hand + 1);
    const obj = Object.values(s.objects).find((o) => o.def === grenade.slug)!;
    s = passUntil(s, atMain(A));
    let near: string, far: string;
    [s, near] = addObject(withDef(s, ally('test-norm', 'NORM')), A, 'test-norm');
    [s, far] = addObject(s, A, 'test-norm');
    s = resolveAll(useAbility(s, A, obj.id, 1));
    expect(s.objects[obj.id]).toBeUndefined();
    s = edit(s, (t) => { t.objects[far]!.distant = true; t.objects[player(t, A).champion!]!.distant = true; });
    s = hit(s, far, 5);
    expect(s.objects[far]!.damage).toBe(2);
    s = hit(s, far, 2);
    expect(s.objects[far]!.damage).toBe(2); // each time, not used up
    s = hit(s, near, 4);
    expect(s.objects[near]!.damage).toBe(4);
    s = hit(s, champion(s, A).id, 4);
    expect(champion(s, A).damage).toBe(1);
  });

  it("'flash-grenade': without the class bonus, no card is drawn on entering", () => {
    let [s, g] = toMaterialize(def('flash-grenade'), 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, g);
    expect(player(s, A).hand).toHaveLength(hand);
  });
});

describe('Aetherwing abilities', () => {
  const glimpse1 = defineCard({ slug: 'test-glimpse', name: 'test-glimpse', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 1 }] });

  /** Alice (Diana unless told) with Stellar Cosmos at 2 charge counters, at her next main phase; an Aethercharge card on top of her deck. */
  function charged(diana: boolean): [GameState, string, string] {
    let s = mainPhaseOf(B);
    s = asClass(s, A, diana ? 'ranger' : 'mage');
    let w: string, top: string;
    [s, w] = addObject(withDef(s, def('stellar-cosmos')), A, 'stellar-cosmos', { counters: { durability: 3, charge: 2 } });
    s = passUntil(s, (t) => t.phase === 'main' && t.players[t.turnPlayer]!.id === A && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    [s, top] = addCard(withDef(s, factsOnly('ashwound-shot')), A, 'ashwound-shot', 'mainDeck');
    return [s, w, top];
  }

  it("'stellar-cosmos': spellshroud with the class bonus; [Diana Bonus] On Charge 3 it gains: Aethercharge cards you glimpse have aethercalling", () => {
    let [s, w, top] = charged(true);
    expect(s.objects[w]!.counters.charge).toBe(3);
    expect(hasKeyword(s, s.objects[w]!, 'spellshroud')).toBe(true);
    [s] = activateFromHand(s, A, glimpse1);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legal(s, A)).toContainEqual({ type: 'aethercall', card: top, weapon: w });
    s = act(s, A, { type: 'aethercall', card: top, weapon: w });
    expect(s.objects[w]!.loaded).toEqual([top]);
  });

  it("'stellar-cosmos': without Diana, On Charge 3 gives nothing and it has no spellshroud without the class bonus", () => {
    let [s, w] = charged(false);
    expect(hasKeyword(s, s.objects[w]!, 'spellshroud')).toBe(false);
    [s] = activateFromHand(s, A, glimpse1);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legal(s, A).some((a) => a.type === 'aethercall')).toBe(false);
  });
});

describe('Mana Limiter', () => {
  it("'mana-limiter': you can't remove enlighten counters from your champion to pay costs; banish it to draw with six or more enlighten counters", () => {
    let s = edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 5; });
    const champ = champion(s, A).id;
    const enlighten = legal(s, A).find((a) => a.type === 'activateAbility' && a.object === champ);
    expect(enlighten).toBeDefined();
    let limiter: string;
    [s, limiter] = withItem(def('mana-limiter'), s);
    expect(legal(s, A)).not.toContainEqual(enlighten);
    refuse(s, A, enlighten);
    refuse(s, A, { type: 'activateAbility', object: limiter, index: 1 }); // only 5 counters
    s = edit(s, (t) => { t.objects[champ]!.counters.enlighten = 6; });
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, limiter, 1));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(legal(s, A)).toContainEqual(enlighten); // gone with it, the ban ends
  });

  it("'mana-limiter' (official ruling): it stops every cost that removes enlighten counters from your champion, not only the draw", () => {
    const tap = defineCard({ slug: 'test-tap', name: 'test-tap', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [{ kind: 'activated', costs: [{ kind: 'removeChampionCounters', counter: 'enlighten', count: 1 }], speed: 'fast', effects: [] }],
    });
    let s = edit(mainPhaseOf(A), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 3; });
    let tapper: string;
    [s, tapper] = withItem(tap, s);
    expect(legal(s, A)).toContainEqual({ type: 'activateAbility', object: tapper, index: 0 });
    [s] = withItem(def('mana-limiter'), s);
    refuse(s, A, { type: 'activateAbility', object: tapper, index: 0 }, 'game-mechanics-counters.md');
    // Nor is it offered among the legal actions.
    expect(legal(s, A).some((a) => a.type === 'activateAbility' && a.object === tapper)).toBe(false);
  });
});

describe('Tome of Abyssal Heaven', () => {
  /** Alice materializes the tome with `damage` on her champion; her recollection phase follows in the same turn. */
  function tomeWith(damage: number): [GameState, string, number] {
    const tome = def('tome-of-abyssal-heaven');
    let [s, c] = toMaterialize(tome, 1, (t) => edit(enable(t, A, 'EXIA'), (u) => { u.objects[player(u, A).champion!]!.damage = damage; }));
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'materialize', card: c });
    s = passUntil(s, (u) => !!u.result || (u.phase !== 'materialize' && u.stack.length === 0 && u.pendingTriggers.length === 0 && !u.pending));
    return [s, Object.values(s.objects).find((o) => o.def === tome.slug)?.id ?? '', hand];
  }

  it("'tome-of-abyssal-heaven': enters with a page counter per damage counter on your champion; each recollection phase remove eight to draw, or lose the game", () => {
    let [s, tome, hand] = tomeWith(9);
    expect(s.objects[tome]!.counters.page).toBe(1); // entered with 9, then 8 removed
    expect(player(s, A).hand).toHaveLength(hand + 1);
    s = passUntil(passUntil(s, atMain(B)), (u) => !!u.result);
    expect(player(s, A).lost).toBe(true);
    expect(s.result).toEqual(expect.objectContaining({ kind: 'win', winner: B }));
    [s, tome] = tomeWith(8);
    expect(s.objects[tome]!.counters.page ?? 0).toBe(0);
    expect(s.result).toBeNull();
    [s] = tomeWith(7);
    expect(player(s, A).lost).toBe(true);
  });

  it("'tome-of-abyssal-heaven': your other objects have spellshroud, the tome itself and opponents' objects do not", () => {
    let [s, tome] = withItem(def('tome-of-abyssal-heaven'));
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'woodland-squirrels');
    [s, theirs] = addObject(s, B, 'woodland-squirrels');
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[mine]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[tome]!, 'spellshroud')).toBe(false);
    expect(hasKeyword(s, s.objects[theirs]!, 'spellshroud')).toBe(false);
    expect(hasKeyword(s, champion(s, B), 'spellshroud')).toBe(false);
  });
});

describe('Objects entering rested or distant', () => {
  const testAlly = (slug: string, subtypes: string[]): CardDef =>
    defineCard({ slug, name: slug, types: ['ALLY'], subtypes, classes: subtypes.includes('RANGER') ? ['RANGER'] : [], element: 'NORM', cost: reserve(0), power: 1, life: 1, speed: true }, { keywords: ['fastActivation'] });
  const automaton = testAlly('test-automaton', ['AUTOMATON']);
  const nothing = defineCard({ slug: 'test-nothing', name: 'test-nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
  const enterOf = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);

  it("'synth-disrupter': banish it, Automaton allies of every player enter the field rested until end of turn", () => {
    let [s, sd] = withItem(def('synth-disrupter'));
    s = withDef(s, automaton);
    s = resolveAll(useAbility(s, A, sd));
    expect(s.objects[sd]).toBeUndefined();
    [s] = play(s, A, automaton);
    expect(enterOf(s, automaton.slug)[0]!.rested).toBe(true);
    [s] = play(s, A, testAlly('test-squire', ['HUMAN']));
    expect(enterOf(s, 'test-squire')[0]!.rested).toBe(false);
    // Bob's Automaton too, activated in response to Alice's card.
    [s] = activateFromHand(s, A, nothing);
    s = act(s, A, { type: 'pass' });
    [s] = activateFromHand(s, B, automaton);
    s = resolveAll(s);
    expect(enterOf(s, automaton.slug).find((o) => o.controller === B)!.rested).toBe(true);
    // Next turn it is over.
    s = passUntil(s, atMain(B));
    [s] = play(s, B, automaton);
    expect(enterOf(s, automaton.slug).filter((o) => o.controller === B && !o.rested)).toHaveLength(1);
  });

  it("'polkhawk-boisterous-riot': with another fire card in its lineage, the next Ranger ally card you activate this turn enters distant; it levels up only into a Polkhawk", () => {
    const polk = def('polkhawk-boisterous-riot');
    const ranger = testAlly('test-ranger-ally', ['RANGER']);
    let [s, c] = toMaterialize(polk, 1); // onto Spirit of Fire
    s = materialize(s, c);
    expect(champion(s, A).def).toBe(polk.slug);
    s = passUntil(s, atMain(A));
    [s] = play(s, A, testAlly('test-squire', ['HUMAN'])); // not a Ranger ally: the rule waits
    expect(enterOf(s, 'test-squire')[0]!.distant ?? false).toBe(false);
    [s] = play(s, A, ranger);
    expect(enterOf(s, ranger.slug)[0]!.distant).toBe(true);
    [s] = play(s, A, ranger);
    expect(enterOf(s, ranger.slug).filter((o) => o.distant)).toHaveLength(1); // only the next one
    // Level up: only into a Polkhawk champion.
    const other = defineCard({ slug: 'test-level-2', name: 'Test Level 2', types: ['CHAMPION'], element: 'FIRE', cost: { kind: 'memory', value: 0 }, level: 2, life: 20 }, {});
    let t = passUntil(passUntil(s, atMain(B)), (u) => u.pending?.kind === 'materializePhase');
    let oc: string, pc: string;
    [t, oc] = addCard(withDef(t, other), A, other.slug, 'materialDeck');
    [t, pc] = addCard(withDef(t, factsOnly('polkhawk-bombastic-shot')), A, 'polkhawk-bombastic-shot', 'materialDeck');
    for (let i = 0; i < 3; i++) [t] = addCard(t, A, 'smoke-out', 'memory');
    refuse(t, A, { type: 'materialize', card: oc }, 'champion');
    expect(legal(t, A)).toContainEqual({ type: 'materialize', card: pc });
  });

  it("'polkhawk-boisterous-riot': with no other fire card in its lineage, nothing enters distant", () => {
    const polk = def('polkhawk-boisterous-riot');
    let [s, c] = toMaterialize(polk, 1, (t) => edit(withDef(t, factsOnly('spirit-of-water')), (u) => {
      const champ = u.objects[player(u, A).champion!]!;
      champ.def = 'spirit-of-water';
      u.cards[champ.card!]!.def = 'spirit-of-water';
    }));
    s = materialize(s, c);
    s = passUntil(s, atMain(A));
    const ranger = testAlly('test-ranger-ally', ['RANGER']);
    [s] = play(s, A, ranger);
    expect(enterOf(s, ranger.slug)[0]!.distant ?? false).toBe(false);
  });
});

describe('Refluxal Ribbon', () => {
  const wing = (slug: string): CardDef => defineCard({ slug, name: slug, types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: { kind: 'memory', value: 0 }, power: 1, durability: 3 }, {});

  it("'refluxal-ribbon': pay 2 and banish it: a targeted Aethercharge card of your graveyard is loaded into an Aetherwing you control", () => {
    let [s, ribbon] = withItem(def('refluxal-ribbon'));
    let w: string, charge: string, other: string;
    [s, w] = addObject(withDef(s, wing('test-wing')), A, 'test-wing');
    [s, charge] = addCard(withDef(s, factsOnly('ashwound-shot')), A, 'ashwound-shot', 'graveyard');
    [s, other] = addCard(s, A, 'smoke-out', 'graveyard');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: ribbon, index: 0 });
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: other } }); // not an Aethercharge card
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: charge } });
    s = resolveAll(payReserve(s, A));
    expect(s.objects[ribbon]).toBeUndefined();
    expect(s.objects[w]!.loaded).toEqual([charge]);
    expect(player(s, A).graveyard).not.toContain(charge);
  });

  it("'refluxal-ribbon': with two Aetherwings you choose which one is loaded", () => {
    let [s, ribbon] = withItem(def('refluxal-ribbon'));
    let w2: string, charge: string;
    [s] = addObject(withDef(s, wing('test-wing')), A, 'test-wing');
    [s, w2] = addObject(s, A, 'test-wing');
    [s, charge] = addCard(withDef(s, factsOnly('ashwound-shot')), A, 'ashwound-shot', 'graveyard');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: ribbon, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: charge } });
    s = passUntil(payReserve(s, A), (t) => t.pending?.kind === 'loadInto');
    const pick = legal(s, A).find((a) => JSON.stringify(a).includes(w2))!;
    s = resolveAll(act(s, A, pick));
    expect(s.objects[w2]!.loaded).toEqual([charge]);
  });
});

describe("Arcanist's Prism", () => {
  it("'arcanists-prism': at the beginning of your recollection phase, your whole memory goes under your deck in the order you choose, then you draw as many", () => {
    let s = withDef(mainPhaseOf(B), def('arcanists-prism'));
    [s] = addObject(s, A, 'arcanists-prism');
    s = edit(s, (t) => { player(t, A).memory = []; });
    let m1: string, m2: string, m3: string;
    [s, m1] = addCard(s, A, 'smoke-out', 'memory');
    [s, m2] = addCard(s, A, 'smoke-out', 'memory');
    [s, m3] = addCard(s, A, 'smoke-out', 'memory');
    const top3 = player(s, A).mainDeck.slice(0, 3);
    s = passUntil(s, (t) => t.pending?.kind === 'orderBottom');
    expect(legal(s, A).filter((a) => a.type === 'chooseCard')).toHaveLength(3); // Alice picks among her memory cards
    expect(legal(s, B).filter((a) => a.type === 'chooseCard')).toHaveLength(0);
    s = act(s, A, { type: 'chooseCard', card: m2 });
    s = act(s, A, { type: 'chooseCard', card: m3 });
    s = passUntil(s, (t) => t.phase === 'draw' || t.phase === 'main');
    expect(player(s, A).memory).toHaveLength(0);
    expect(player(s, A).mainDeck.slice(-3)).toEqual([m2, m3, m1]);
    for (const c of top3) expect(player(s, A).hand).toContain(c);
    expect(s.log.some((l) => l.text.includes('smoke-out') && l.text.includes('bottom'))).toBe(false);
  });
});
