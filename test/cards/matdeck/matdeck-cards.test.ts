// Champion and regalia cards built on activation from the material deck and on X amounts worked out
// as an effect resolves (src/engine/play/material-deck-activation.ts, src/engine/effects/scaled-amounts.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { championLevel, currentStat, objDef } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../../engine/helpers.js';

interface Champ { name?: string; classes?: string[]; elements?: Element[] }

/** An invented level 1 champion: only its name, classes and elements matter. */
function champDef({ name = 'Tester', classes = ['WARRIOR'], elements = ['NORM'] }: Champ): CardDef {
  const slug = `test-champ-${name}-${classes.join('-')}-${elements.join('-')}`.toLowerCase();
  return defineCard({ slug, name: `${name}, Test`, types: ['CHAMPION'], subtypes: classes, classes, element: elements, cost: memory(1), level: 1, life: 40 }, {});
}

/** Alice at her main phase, empty hand and memory, her champion replaced by an invented one. */
function game(champ: Champ = {}, who: PlayerId = A): GameState {
  const def = champDef(champ);
  let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; t.players[0]!.memory = []; });
  s = withDef(s, def);
  return edit(s, (t) => { t.objects[player(t, who).champion!]!.def = def.slug; });
}

const filler = defineCard({ slug: 'test-filler', name: 'test-filler', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
function withHand(s: GameState, n: number, who: PlayerId = A): GameState {
  s = withDef(s, filler);
  for (let i = 0; i < n; i++) [s] = addCard(s, who, 'test-filler');
  return s;
}
function inMaterialDeck(s: GameState, slug: string): [GameState, string] {
  return addCard(withDef(s, scriptedDef(slug)), A, slug, 'materialDeck');
}
function onField(s: GameState, slug: string, opts: Parameters<typeof addObject>[3] = {}, who: PlayerId = A): [GameState, string] {
  return addObject(withDef(s, scriptedDef(slug)), who, slug, opts);
}
const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activateFromMaterialDeck' && a.card === card);
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const objectOf = (s: GameState, slug: string) => Object.values(s.objects).find((o) => o.def === slug);
const inZone = (s: GameState, who: PlayerId, zone: 'banishment' | 'memory' | 'graveyard' | 'materialDeck', slug: string) =>
  player(s, who)[zone].filter((c) => s.cards[c]!.def === slug).length;
/** Pay every reserve cost asked with the first cards offered. */
function payAll(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
}
const unit = (slug: string, extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {}), ...extra,
});

describe('regalia activated from the material deck', () => {
  it("'eventide-spear': with a Warrior champion, only while an opponent has two or more rested units", () => {
    let s = withDef(game({ classes: ['WARRIOR'], elements: ['WATER'] }), unit('test-ally'));
    let spear: string;
    [s, spear] = inMaterialDeck(s, 'eventide-spear');
    [s] = addObject(s, B, 'test-ally', { rested: true });
    expect(offered(s, spear)).toBe(false); // one rested unit
    let other: string;
    [s, other] = addObject(s, B, 'test-ally', { rested: false });
    expect(offered(s, spear)).toBe(false); // the second is awake
    s = edit(s, (t) => { t.objects[other]!.rested = true; });
    expect(offered(s, spear)).toBe(true);
    // Rested units of her own do not count; nor does it work without the class bonus.
    expect(offered(edit(s, (t) => { for (const id of t.field) if (t.objects[id]!.controller === B) t.objects[id]!.controller = A; }), spear)).toBe(false);
    const mageChamp = champDef({ classes: ['MAGE'], elements: ['WATER'] });
    const mage = edit(withDef(s, mageChamp), (t) => { t.objects[player(t, A).champion!]!.def = mageChamp.slug; });
    expect(offered(mage, spear)).toBe(false);
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: spear }));
    expect(objectOf(s, 'eventide-spear')?.counters.durability).toBe(1);
  });

  it("'framework-sidearm': with a Ranger champion, 3 reserve activates it from the material deck", () => {
    let s = withHand(game({ classes: ['RANGER'] }), 2);
    let gun: string;
    [s, gun] = inMaterialDeck(s, 'framework-sidearm');
    expect(offered(s, gun)).toBe(false); // two cards cannot pay 3
    s = withHand(s, 1);
    expect(offered(s, gun)).toBe(true);
    s = payAll(act(s, A, { type: 'activateFromMaterialDeck', card: gun }));
    expect(player(s, A).hand).toHaveLength(0);
    expect(player(s, A).memory).toHaveLength(3);
    s = settle(s);
    expect(objectOf(s, 'framework-sidearm')).toBeDefined();
    expect(offered(withHand(game({ classes: ['WARRIOR'] }), 3), gun)).toBe(false);
  });

  it("'lost-providence': activated from the material deck it enters ephemeral (and rested, Hindered); rest and banish it to draw", () => {
    // Its elements are norm and exalted: exalted is enabled by an advanced element.
    expect(offered(inMaterialDeck(game({ classes: ['WARRIOR'] }), 'lost-providence')[0], inMaterialDeck(game({ classes: ['WARRIOR'] }), 'lost-providence')[1])).toBe(false);
    let s = game({ classes: ['WARRIOR'], elements: ['ASTRA'] });
    let relic: string;
    [s, relic] = inMaterialDeck(s, 'lost-providence');
    expect(offered(s, relic)).toBe(true); // no condition, no bonus needed
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: relic }));
    const o = objectOf(s, 'lost-providence')!;
    expect(o).toMatchObject({ ephemeral: true, rested: true });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o.id)).toBe(false); // rested
    s = edit(s, (t) => { t.objects[o.id]!.rested = false; });
    const deck = player(s, A).mainDeck.length;
    s = settle(act(s, A, { type: 'activateAbility', object: o.id, index: 1 }));
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(player(s, A).hand).toHaveLength(1);
    expect(inZone(s, A, 'banishment', 'lost-providence')).toBe(1);
  });

  it("'mercenarys-blade': with an Assassin champion, removing a preparation counter from it activates the blade from the material deck", () => {
    let s = game({ classes: ['ASSASSIN'] });
    let blade: string;
    [s, blade] = inMaterialDeck(s, 'mercenarys-blade');
    expect(offered(s, blade)).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 2; });
    expect(offered(s, blade)).toBe(true);
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: blade }));
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(objectOf(s, 'mercenarys-blade')).toBeDefined();
    const warrior = edit(game({ classes: ['WARRIOR'] }), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 2; });
    expect(offered(inMaterialDeck(warrior, 'mercenarys-blade')[0], blade)).toBe(false);
  });

  it("'mantle-of-the-abyss': with Alice, sacrificing a Specter ally activates it; (3) and banishing it generates Rile the Abyss into memory", () => {
    const specter = unit('test-specter', { subtypes: ['SPECTER'] });
    const rile = defineCard({ slug: 'rile-the-abyss', name: 'Rile the Abyss', types: ['ACTION'], subtypes: ['CLERIC', 'SPECTER', 'SPELL'], classes: ['CLERIC'], element: 'FIRE', cost: reserve(3), speed: true }, {});
    let s = withDef(withDef(game({ name: 'Alice', classes: ['CLERIC'], elements: ['FIRE'] }), specter), rile);
    let mantle: string;
    [s, mantle] = inMaterialDeck(s, 'mantle-of-the-abyss');
    expect(offered(s, mantle)).toBe(false); // no Specter ally
    let ally: string;
    [s, ally] = addObject(s, A, 'test-specter');
    expect(offered(s, mantle)).toBe(true);
    s = act(s, A, { type: 'activateFromMaterialDeck', card: mantle });
    s = settle(act(s, A, { type: 'chooseCostPart', id: ally }));
    expect(s.objects[ally]).toBeUndefined();
    const o = objectOf(s, 'mantle-of-the-abyss')!;
    s = withHand(s, 3);
    s = settle(payAll(act(s, A, { type: 'activateAbility', object: o.id, index: 1 })));
    expect(inZone(s, A, 'memory', 'rile-the-abyss')).toBe(1);
    expect(inZone(s, A, 'banishment', 'mantle-of-the-abyss')).toBe(1);
    // Without Alice: neither way works.
    let other = withDef(withDef(game({ name: 'Lorraine', classes: ['CLERIC'], elements: ['FIRE'] }), specter), rile);
    [other, mantle] = inMaterialDeck(other, 'mantle-of-the-abyss');
    [other] = addObject(other, A, 'test-specter');
    expect(offered(other, mantle)).toBe(false);
    let placed: string;
    [other, placed] = onField(withHand(other, 3), 'mantle-of-the-abyss');
    refuse(other, A, { type: 'activateAbility', object: placed, index: 1 });
  });
});

describe('regalia with amounts counted as they resolve', () => {
  it("'sages-urn': an age counter each recollection phase while it has fewer than four; banish it to Empower X", () => {
    let s = game({ classes: ['CLERIC'] });
    let urn: string;
    [s, urn] = onField(s, 'sages-urn', { counters: { age: 2 } });
    const toMyRecollectionEnd = (t: GameState) => passUntil(passUntil(t, (x) => x.players[x.turnPlayer]!.id === B), (x) => x.phase === 'main' && x.players[x.turnPlayer]!.id === A);
    s = toMyRecollectionEnd(s);
    expect(s.objects[urn]!.counters.age).toBe(3);
    s = toMyRecollectionEnd(s);
    expect(s.objects[urn]!.counters.age).toBe(4);
    s = toMyRecollectionEnd(s);
    expect(s.objects[urn]!.counters.age).toBe(4); // four already: no more
    s = passUntil(s, atMain(A));
    s = settle(act(s, A, { type: 'activateAbility', object: urn, index: 1 }));
    expect(s.objects[urn]).toBeUndefined();
    expect(s.empower?.find((e) => e.player === A)?.amount).toBe(4); // its counters as it was banished
  });

  it("'sanguine-goblet': as many blood counters as the damage your champion takes; with eight or more, banish it to draw", () => {
    let s = game({ classes: ['CLERIC'] });
    let goblet: string;
    [s, goblet] = onField(s, 'sanguine-goblet');
    const bolt = defineCard({ slug: 'test-bolt', name: 'test-bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'champion' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 5 }] });
    s = withDef(s, bolt);
    const hit = (t: GameState, who: PlayerId): GameState => {
      let card: string;
      [t, card] = addCard(t, A, 'test-bolt');
      t = act(t, A, { type: 'activate', card });
      t = act(t, A, { type: 'chooseTarget', target: { kind: 'object', id: player(t, who).champion! } });
      return settle(t);
    };
    s = hit(s, A);
    expect(s.objects[goblet]!.counters.blood).toBe(5);
    s = hit(s, B); // the opponent's champion: nothing
    expect(s.objects[goblet]!.counters.blood).toBe(5);
    refuse(s, A, { type: 'activateAbility', object: goblet, index: 1 });
    s = hit(s, A);
    expect(s.objects[goblet]!.counters.blood).toBe(10);
    s = settle(act(s, A, { type: 'activateAbility', object: goblet, index: 1 }));
    expect(player(s, A).hand.length).toBe(1);
    expect(inZone(s, A, 'banishment', 'sanguine-goblet')).toBe(1);
  });

  it("'lunar-conduit': costs 1 less with a Cleric; a charge counter per astra card you activate; (3), rest: damage equal to its charge counters, then one comes off", () => {
    const astra = defineCard({ slug: 'test-astra', name: 'test-astra', types: ['ACTION'], element: 'ASTRA', cost: reserve(0), speed: true }, {});
    // Materializing it: a Cleric needs no memory, another class 1.
    const costFor = (classes: string[]) => {
      let t = passUntil(edit(game({ classes, elements: ['ASTRA'] }), (x) => { x.players[0]!.memory = []; }), (x) => x.players[x.turnPlayer]!.id === B);
      let card: string;
      [t, card] = inMaterialDeck(t, 'lunar-conduit');
      t = passUntil(t, (x) => x.pending?.kind === 'materializePhase' && x.pending.player === A);
      t = edit(t, (x) => { x.players[0]!.memory = []; });
      return legalActions(t, A).some((a) => a.type === 'materialize' && a.card === card);
    };
    expect(costFor(['CLERIC'])).toBe(true);
    expect(costFor(['WARRIOR'])).toBe(false);
    let s = withDef(game({ classes: ['CLERIC'], elements: ['ASTRA'] }), astra);
    let conduit: string;
    [s, conduit] = onField(s, 'lunar-conduit');
    for (let i = 0; i < 3; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'test-astra');
      s = settle(act(s, A, { type: 'activate', card: c }));
    }
    s = withDef(s, filler); // a norm card: no counter
    let plain: string;
    [s, plain] = addCard(s, A, 'test-filler');
    s = settle(act(s, A, { type: 'activate', card: plain }));
    expect(s.objects[conduit]!.counters.charge).toBe(3);
    let target: string, shrouded: string;
    [s, target] = addObject(withDef(s, unit('test-ally', { life: 9 })), B, 'test-ally');
    [s, shrouded] = addObject(withDef(s, unit('test-shroud', { keywords: ['spellshroud'], life: 9 })), B, 'test-shroud');
    s = withHand(s, 3);
    s = act(s, A, { type: 'activateAbility', object: conduit, index: 2 });
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target?.id);
    expect(choices).toContain(target);
    expect(choices).not.toContain(shrouded); // as a Spell: spellshroud keeps it safe
    s = settle(payAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: target } })));
    expect(s.objects[target]!.damage).toBe(3);
    expect(s.objects[conduit]!.counters.charge).toBe(2);
    expect(s.objects[conduit]!.rested).toBe(true);
  });

  it("'tidefate-brooch': at your end phase, refinement counters for each Fatestone or Fatebound object you control; (3), banish with ten or more: mill ten", () => {
    const stone = (slug: string, subtype: string): CardDef =>
      defineCard({ slug, name: slug, types: ['ITEM'], subtypes: [subtype], element: 'NORM', cost: memory(0) }, {});
    let s = withDef(withDef(game({ classes: ['TAMER'] }), stone('test-stone', 'FATESTONE')), stone('test-bound', 'FATEBOUND'));
    let brooch: string;
    [s, brooch] = onField(s, 'tidefate-brooch');
    [s] = addObject(s, A, 'test-stone');
    [s] = addObject(s, A, 'test-bound');
    [s] = addObject(s, B, 'test-stone'); // not hers
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(s.objects[brooch]!.counters.refinement).toBe(2);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A && atMain(A)(t));
    s = edit(s, (t) => { t.objects[brooch]!.counters.refinement = 9; });
    s = withHand(s, 3);
    refuse(s, A, { type: 'activateAbility', object: brooch, index: 1 });
    s = edit(s, (t) => { t.objects[brooch]!.counters.refinement = 10; });
    const deck = player(s, A).mainDeck.length;
    const yard = player(s, A).graveyard.length;
    s = settle(payAll(act(s, A, { type: 'activateAbility', object: brooch, index: 1 })));
    expect(player(s, A).mainDeck.length).toBe(deck - 10);
    expect(player(s, A).graveyard.length).toBe(yard + 10);
  });

  it("'discordia-harp-of-malice': a music counter per Harmony or Melody card you activate; rest: target champion -X level, yours +X, X fixed on resolution (last known if gone); banished at the next end phase", () => {
    const song = (slug: string, subtype: string) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes: [subtype], element: 'NORM', cost: reserve(0), speed: true }, {});
    let s = withDef(withDef(game({ classes: ['TAMER'] }), song('test-harmony', 'HARMONY')), song('test-melody', 'MELODY'));
    let harp: string;
    [s, harp] = onField(s, 'discordia-harp-of-malice');
    for (const slug of ['test-harmony', 'test-melody', 'test-filler']) {
      s = withDef(s, filler);
      let c: string;
      [s, c] = addCard(s, A, slug);
      s = settle(act(s, A, { type: 'activate', card: c }));
    }
    expect(s.objects[harp]!.counters.music).toBe(2);
    const theirs = player(s, B).champion!;
    const mine = championLevel(s, A);
    const their = championLevel(s, B);
    const drain = (t: GameState): GameState => act(act(t, A, { type: 'activateAbility', object: harp, index: 1 }), A, { type: 'chooseTarget', target: { kind: 'object', id: theirs } });
    // Counted as it resolves: a counter added while it waits on the stack counts.
    let r = edit(drain(s), (t) => { t.objects[harp]!.counters.music = 3; });
    r = settle(r);
    expect(championLevel(r, B)).toBe(their - 3);
    expect(championLevel(r, A)).toBe(mine + 3);
    // A counter added after the resolution changes nothing.
    r = edit(r, (t) => { t.objects[harp]!.counters.music = 5; });
    expect(championLevel(r, A)).toBe(mine + 3);
    // At the beginning of the next end phase it is banished.
    r = passUntil(r, (t) => t.players[t.turnPlayer]!.id === B);
    expect(r.objects[harp]).toBeUndefined();
    expect(inZone(r, A, 'banishment', 'discordia-harp-of-malice')).toBe(1);
    // Gone before the ability resolves: its last-known counters (2) are used.
    const exile = defineCard({ slug: 'test-exile', name: 'test-exile', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'object' }], onResolve: [{ op: 'banish', subject: { ref: 'target', index: 0 } }] });
    let g = withDef(drain(s), exile);
    let c: string;
    [g, c] = addCard(g, A, 'test-exile');
    g = act(act(g, A, { type: 'activate', card: c }), A, { type: 'chooseTarget', target: { kind: 'object', id: harp } });
    g = settle(g);
    expect(g.objects[harp]).toBeUndefined();
    expect(championLevel(g, A)).toBe(mine + 2);
    expect(championLevel(g, B)).toBe(their - 2);
  });
});

/** Alice's second turn (she may attack), with the champion as asked. */
function attackTurn(champ: Champ): GameState {
  let s = game(champ);
  s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
  return passUntil(s, atMain(A));
}
/** Load `n` new cards of `def` under the object (straight into its loaded cards). */
function loadCards(s: GameState, object: string, def: CardDef, n: number): GameState {
  s = withDef(s, def);
  for (let i = 0; i < n; i++) {
    let c: string;
    [s, c] = addCard(s, A, def.slug);
    s = edit(s, (t) => {
      t.players[0]!.hand = t.players[0]!.hand.filter((x) => x !== c);
      t.objects[object]!.loaded = [...(t.objects[object]!.loaded ?? []), c];
    });
  }
  return s;
}
const charge = (slug: string, element: Element): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['RANGER', 'AETHERCHARGE', 'SPELL'], classes: ['RANGER'], element, cost: reserve(1), speed: true }, {});
/** Alice's champion attacks Bob's with the weapon; the whole attack plays out, Bob never retaliating. */
function attackWith(s: GameState, weapon: string): GameState {
  s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon });
  s = act(s, A, { type: 'chooseAttackTarget', target: player(s, B).champion! });
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('weapons that count the cards of the intent', () => {
  it("'trivariate-dream': with the class bonus, exactly three Aethercharge cards in the intent give the attack +3 power", () => {
    const dealt = (n: number, classes = ['RANGER']): number => {
      let s = attackTurn({ classes });
      let w: string;
      [s, w] = onField(s, 'trivariate-dream');
      s = loadCards(s, w, charge('test-charge', 'NORM'), n);
      const before = champion(s, B).damage;
      return champion(attackWith(s, w), B).damage - before;
    };
    expect(dealt(3)).toBe(1 + 3);
    expect(dealt(2)).toBe(1);
    expect(dealt(4)).toBe(1); // exactly three
    expect(dealt(3, ['WARRIOR'])).toBe(1);
  });

  it("'bombard-flarecannon': with Polkhawk, a fire card in the intent deals 2 damage to each unit the defending player controls", () => {
    const run = (element: Element, name = 'Polkhawk') => {
      let s = withDef(attackTurn({ name, classes: ['RANGER'], elements: ['FIRE'] }), unit('test-ally', { life: 9 }));
      let w: string, mine: string, theirs: string;
      [s, w] = onField(s, 'bombard-flarecannon');
      [s, mine] = addObject(s, A, 'test-ally');
      [s, theirs] = addObject(s, B, 'test-ally');
      s = loadCards(s, w, charge(`test-${element.toLowerCase()}-shot`, element), 1);
      const before = champion(s, B).damage;
      s = attackWith(s, w);
      return { ally: s.objects[theirs]!.damage, mine: s.objects[mine]!.damage, champion: champion(s, B).damage - before };
    };
    expect(run('FIRE')).toEqual({ ally: 2, mine: 0, champion: 2 + 1 });
    expect(run('WATER')).toEqual({ ally: 0, mine: 0, champion: 1 });
    expect(run('FIRE', 'Lorraine')).toEqual({ ally: 0, mine: 0, champion: 1 });
  });
});

describe('more regalia with counted amounts', () => {
  it("'luminous-quartz': rested it can't be used for an attack; with Sheen 12+, rest it and remove a preparation counter: 1 + X damage to a unit, X its sheen counters", () => {
    let s = attackTurn({ classes: ['ASSASSIN'] });
    let q: string;
    [s, q] = onField(s, 'luminous-quartz');
    // The champion has no power of its own: with no weapon to use it can't attack at all.
    const weapons = (t: GameState) => (legalActions(t, A).some((a) => a.type === 'attack') ? legalActions(act(t, A, { type: 'attack', attacker: player(t, A).champion! }), A)
      .filter((a) => a.type === 'chooseWeapon' && a.weapon !== null).map((a) => a.type === 'chooseWeapon' && a.weapon) : []);
    expect(weapons(s)).toEqual([q]);
    expect(weapons(edit(s, (t) => { t.objects[q]!.rested = true; }))).toEqual([]);
    s = withDef(withDef(withDef(s, scriptedDef('fractured-memories')), unit('test-ally', { life: 9 })), unit('test-shroud', { life: 9, keywords: ['spellshroud'] }));
    let foe: string, shroud: string;
    [s, foe] = addObject(s, B, 'test-ally', { counters: { sheen: 3 } });
    [s, shroud] = addObject(s, B, 'test-shroud');
    s = edit(s, (t) => {
      t.masteries = { ...t.masteries, [A]: { def: 'fractured-memories', counters: { sheen: 11 } } };
      t.objects[player(t, A).champion!]!.counters.preparation = 1;
    });
    refuse(s, A, { type: 'activateAbility', object: q, index: 1 }); // Sheen 11
    s = edit(s, (t) => { t.masteries![A]!.counters.sheen = 12; });
    const noPrep = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 0; });
    refuse(noPrep, A, { type: 'activateAbility', object: q, index: 1 });
    s = act(s, A, { type: 'activateAbility', object: q, index: 1 });
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target?.id);
    expect(choices).toContain(foe);
    expect(choices).not.toContain(shroud); // as a Spell
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: foe } }));
    expect(s.objects[foe]!.damage).toBe(1 + 3);
    expect(s.objects[q]!.rested).toBe(true);
    expect(champion(s, A).counters.preparation).toBe(0);
  });
});

describe('Diao Chan regalia', () => {
  it("'scepter-of-awakening': with Diao Chan and four phantasias, from the material deck; (2), rest: a phantasia of yours becomes an ally with base power and life equal to its reserve cost this turn, with a buff counter", () => {
    const phantasia = (slug: string, cost: number | null): CardDef => defineCard({
      slug, name: slug, types: ['PHANTASIA'], element: 'NORM', cost: cost === null ? memory(0) : reserve(cost),
    }, {});
    let s = withDef(withDef(game({ name: 'Diao Chan', classes: ['CLERIC'], elements: ['TERA'] }), phantasia('test-dream', 3)), phantasia('test-nocost', null));
    let scepter: string;
    [s, scepter] = inMaterialDeck(s, 'scepter-of-awakening');
    const dreams: string[] = [];
    for (let i = 0; i < 3; i++) {
      let d: string;
      [s, d] = addObject(s, A, 'test-dream');
      dreams.push(d);
    }
    expect(offered(s, scepter)).toBe(false); // three phantasias
    let bare: string;
    [s, bare] = addObject(s, A, 'test-nocost');
    expect(offered(s, scepter)).toBe(true);
    const otherChamp = champDef({ name: 'Other', classes: ['CLERIC'], elements: ['TERA'] });
    const other = edit(withDef(s, otherChamp), (t) => { t.objects[player(t, A).champion!]!.def = otherChamp.slug; });
    expect(offered(other, scepter)).toBe(false);
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: scepter }));
    const o = objectOf(s, 'scepter-of-awakening')!.id;
    s = withHand(s, 2);
    const awaken = (t: GameState, id: string) => settle(payAll(act(act(t, A, { type: 'activateAbility', object: o, index: 1 }), A, { type: 'chooseTarget', target: { kind: 'object', id } })));
    let r = awaken(s, dreams[0]!);
    const woke = r.objects[dreams[0]!]!;
    expect(objDef(r, woke).types).toEqual(expect.arrayContaining(['PHANTASIA', 'ALLY']));
    expect(woke.counters.buff).toBe(1);
    expect(currentStat(r, woke, 'power')).toBe(3 + 1);
    expect(currentStat(r, woke, 'life')).toBe(3 + 1);
    // The ruling: no reserve cost gives 0.
    r = awaken(s, bare);
    expect(currentStat(r, r.objects[bare]!, 'power')).toBe(0 + 1);
    // Until end of turn only.
    r = passUntil(r, (t) => t.players[t.turnPlayer]!.id === B);
    expect(objDef(r, r.objects[bare]!).types).not.toContain('ALLY');
  });
});

describe('Diana weapons', () => {
  it("'salamanders-breath': with Diana, banish up to X fire cards from your graveyard (X: Aethercharge cards in the intent); the attack gets +1 power for each", () => {
    const fire = defineCard({ slug: 'test-ember', name: 'test-ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
    const water = defineCard({ slug: 'test-drop', name: 'test-drop', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
    const setup = (name: string) => {
      let s = withDef(withDef(attackTurn({ name, classes: ['RANGER'], elements: ['FIRE'] }), fire), water);
      let w: string;
      [s, w] = onField(s, 'salamanders-breath');
      s = loadCards(s, w, charge('test-charge', 'NORM'), 2);
      const embers: string[] = [];
      for (let i = 0; i < 3; i++) {
        let c: string;
        [s, c] = addCard(s, A, 'test-ember', 'graveyard');
        embers.push(c);
      }
      let drop: string;
      [s, drop] = addCard(s, A, 'test-drop', 'graveyard');
      s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: w });
      s = act(s, A, { type: 'chooseAttackTarget', target: player(s, B).champion! });
      s = passUntil(s, (t) => t.pending?.kind === 'pickCards' || (t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
      return { s, embers, drop };
    };
    const finish = (t: GameState) => passUntil(t, (x) => !x.combat && x.stack.length === 0 && !x.pending && x.pendingTriggers.length === 0);
    let { s, embers, drop } = setup('Diana');
    expect(s.pending?.kind).toBe('pickCards');
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target?.id);
    expect(picks).toEqual(expect.arrayContaining(embers));
    expect(picks).not.toContain(drop);
    const before = champion(s, B).damage;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: embers[0]! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: embers[1]! } }); // X = 2: done
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([embers[0], embers[1]]));
    expect(player(s, A).graveyard).toContain(embers[2]);
    s = finish(s);
    expect(champion(s, B).damage - before).toBe(1 + 2);
    // Banishing none: no bonus.
    ({ s } = setup('Diana'));
    const before2 = champion(s, B).damage;
    s = finish(act(s, A, { type: 'chooseTarget', target: null }));
    expect(champion(s, B).damage - before2).toBe(1);
    // Not Diana: nothing asked.
    ({ s } = setup('Tester'));
    expect(s.pending?.kind).not.toBe('pickCards');
  });
});

describe('effects that choose objects as they resolve', () => {
  it("'legions-wingspan': with Diana, for each wind card in the intent choose an ally you control (the same one again, if you like): +1 power this turn", () => {
    let s = withDef(attackTurn({ name: 'Diana', classes: ['RANGER'], elements: ['WIND'] }), unit('test-ally', { keywords: ['spellshroud'] }));
    let w: string, a1: string, a2: string, theirs: string;
    [s, w] = onField(s, 'legions-wingspan');
    [s, a1] = addObject(s, A, 'test-ally');
    [s, a2] = addObject(s, A, 'test-ally');
    [s, theirs] = addObject(s, B, 'test-ally');
    s = loadCards(s, w, charge('test-gust', 'WIND'), 3);
    s = loadCards(s, w, charge('test-calm', 'NORM'), 1);
    s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: w });
    s = act(s, A, { type: 'chooseAttackTarget', target: player(s, B).champion! });
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects');
    const options = () => legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target?.id);
    // Not targets: spellshroud does not matter; only her own allies; no stopping early.
    expect(options()).toEqual([a1, a2]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: a1 } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: a1 } });
    expect(options()).toEqual([a1, a2]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: a2 } }); // three wind cards: three choices
    expect(s.pending?.kind).not.toBe('chooseObjects');
    expect(currentStat(s, s.objects[a1]!, 'power')).toBe(1 + 2);
    expect(currentStat(s, s.objects[a2]!, 'power')).toBe(1 + 1);
    expect(currentStat(s, s.objects[theirs]!, 'power')).toBe(1);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(currentStat(s, s.objects[a1]!, 'power')).toBe(1);
  });

  it("'verdant-scepter': with the class bonus, may banish a Slime ally as it enters for refinement counters equal to that ally's power plus 1; rest and remove one: a buff counter on each of up to two Slime allies, then draw", () => {
    const slime = unit('test-slime', { subtypes: ['SLIME'], power: 3 });
    let s = withDef(withDef(game({ classes: ['TAMER'], elements: ['TERA'] }), slime), unit('test-ally'));
    let s1: string, s2: string, s3: string, plain: string;
    [s, s1] = addObject(s, A, 'test-slime');
    [s, s2] = addObject(s, A, 'test-slime');
    [s, s3] = addObject(s, A, 'test-slime');
    [s, plain] = addObject(s, A, 'test-ally');
    let card: string;
    [s, card] = addCard(withDef(s, scriptedDef('verdant-scepter')), A, 'verdant-scepter', 'materialDeck');
    s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id === B), (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
    s = withDef(s, filler);
    [s] = addCard(s, A, 'test-filler', 'memory');
    s = edit(s, (t) => { t.objects[s1]!.counters.buff = 1; }); // power 4 now
    const entered = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'chooseObjects');
    const opts = legalActions(entered, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && (a.target?.id ?? null));
    expect(opts).toEqual([s1, s2, s3, null]);
    // Declining: no counters.
    const declined = settle(act(entered, A, { type: 'chooseTarget', target: null }));
    expect(objectOf(declined, 'verdant-scepter')!.counters.refinement ?? 0).toBe(0);
    s = settle(act(entered, A, { type: 'chooseTarget', target: { kind: 'object', id: s1 } }));
    expect(s.objects[s1]).toBeUndefined();
    expect(opts).not.toContain(plain);
    const scepter = objectOf(s, 'verdant-scepter')!;
    expect(scepter.counters.refinement).toBe(4 + 1);
    s = passUntil(s, atMain(A));
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'activateAbility', object: scepter.id, index: 1 }), (t) => t.pending?.kind === 'chooseObjects');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: s3 } });
    s = settle(act(s, A, { type: 'chooseTarget', target: null })); // only one of the two
    expect(s.objects[s3]!.counters.buff).toBe(1);
    expect(s.objects[scepter.id]!.counters.refinement).toBe(4);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});

describe('Assassin regalia', () => {
  it("'varuckan-soulknife': with the class and fire element bonuses, banish three fire cards from your graveyard to activate it from the material deck; On Kill, a card of its name goes from your banishment to your material deck", () => {
    const ember = defineCard({ slug: 'test-ember', name: 'test-ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
    let s = withDef(attackTurn({ classes: ['ASSASSIN'], elements: ['FIRE'] }), ember);
    let knife: string;
    [s, knife] = inMaterialDeck(s, 'varuckan-soulknife');
    const embers: string[] = [];
    for (let i = 0; i < 3; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'test-ember', 'graveyard');
      embers.push(c);
      expect(offered(s, knife)).toBe(i === 2);
    }
    const noFire = withDef(s, champDef({ classes: ['ASSASSIN'], elements: ['NORM'] }));
    expect(offered(edit(noFire, (t) => { t.objects[player(t, A).champion!]!.def = champDef({ classes: ['ASSASSIN'], elements: ['NORM'] }).slug; }), knife)).toBe(false);
    s = act(s, A, { type: 'activateFromMaterialDeck', card: knife });
    for (const c of embers) s = act(s, A, { type: 'chooseCostPart', id: c });
    s = settle(s);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining(embers));
    const w = objectOf(s, 'varuckan-soulknife')!.id;
    // Another copy already banished: the kill brings one back into the material deck.
    [s] = addCard(s, A, 'varuckan-soulknife', 'banishment');
    let victim: string;
    [s, victim] = addObject(withDef(s, unit('test-victim', { life: 1 })), B, 'test-victim');
    const mat = () => inZone(s, A, 'materialDeck', 'varuckan-soulknife');
    expect(mat()).toBe(0);
    s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: w });
    s = act(s, A, { type: 'chooseAttackTarget', target: victim });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(s.objects[victim]).toBeUndefined();
    expect(mat()).toBe(1);
  });
});

describe('Diana weapons (2)', () => {
  it("'manas-cascade': with Diana and two or more water Aethercharge cards in the intent, the attack gets +1 power and, hitting a champion, makes its controller banish a random card from memory", () => {
    const run = (waters: number, name = 'Diana', atAlly = false) => {
      let s = withDef(attackTurn({ name, classes: ['RANGER'], elements: ['WATER'] }), unit('test-ally', { life: 9 }));
      let w: string, ally: string;
      [s, w] = onField(s, 'manas-cascade');
      [s, ally] = addObject(s, B, 'test-ally');
      s = withHand(s, 0);
      for (let i = 0; i < 3; i++) [s] = addCard(s, B, 'test-filler', 'memory');
      s = loadCards(s, w, charge('test-wave', 'WATER'), waters);
      s = loadCards(s, w, charge('test-calm', 'NORM'), 1);
      const memory = player(s, B).memory.length;
      const target = atAlly ? ally : player(s, B).champion!;
      const before = s.objects[target]!.damage;
      s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: w });
      s = act(s, A, { type: 'chooseAttackTarget', target });
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      return { dealt: s.objects[target]!.damage - before, banished: memory - player(s, B).memory.length };
    };
    expect(run(2)).toEqual({ dealt: 2, banished: 1 });
    expect(run(1)).toEqual({ dealt: 1, banished: 0 });
    expect(run(2, 'Tester')).toEqual({ dealt: 1, banished: 0 });
    expect(run(2, 'Diana', true)).toEqual({ dealt: 2, banished: 0 }); // an ally hit: no champion hit
  });
});

describe('Ranger weapons that give the intent abilities', () => {
  it("'pleiades-celestial-genesis': with the class bonus, glimpse 3 as it enters; as it attacks, each astra Aethercharge card of the intent gains an On Hit that summons an Astral Shard", () => {
    const enter = (classes: string[]) => {
      let s = passUntil(game({ classes, elements: ['ASTRA'] }), (t) => t.players[t.turnPlayer]!.id === B);
      let card: string;
      [s, card] = inMaterialDeck(s, 'pleiades-celestial-genesis');
      s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
      return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
    };
    const glimpsing = enter(['RANGER']);
    expect(glimpsing.pending?.kind === 'glimpse' && glimpsing.pending.cards.length).toBe(3);
    expect(enter(['WARRIOR']).pending?.kind).not.toBe('glimpse');
    const shards = (classes: string[]) => {
      let s = withDef(attackTurn({ classes, elements: ['ASTRA'] }), scriptedDef('astral-shard'));
      let w: string;
      [s, w] = onField(s, 'pleiades-celestial-genesis');
      s = loadCards(s, w, charge('test-star', 'ASTRA'), 2);
      s = loadCards(s, w, charge('test-calm', 'NORM'), 1);
      s = attackWith(s, w);
      return Object.values(s.objects).filter((o) => o.def === 'astral-shard' && o.controller === A).length;
    };
    expect(shards(['RANGER'])).toBe(2);
    expect(shards(['WARRIOR'])).toBe(0);
  });
});

describe('Guardian regalia', () => {
  it("'sablemere-wardens-grip': with Nico, while an opponent has three or more graveyard cards, 3 reserve activates it from the material deck; (3+X), banish it: Icebound Slam into memory, then X lash counters on your champion", () => {
    const slam = defineCard({ slug: 'icebound-slam', name: 'Icebound Slam', types: ['ATTACK'], element: 'WATER', cost: reserve(2), power: 2 }, {});
    let s = withDef(withHand(game({ name: 'Nico', classes: ['GUARDIAN'], elements: ['WATER'] }), 3), slam);
    let grip: string;
    [s, grip] = inMaterialDeck(s, 'sablemere-wardens-grip');
    for (let i = 0; i < 2; i++) [s] = addCard(s, B, 'test-filler', 'graveyard');
    expect(offered(s, grip)).toBe(false);
    [s] = addCard(s, B, 'test-filler', 'graveyard');
    expect(offered(s, grip)).toBe(true);
    const otherChamp = champDef({ name: 'Other', classes: ['GUARDIAN'], elements: ['WATER'] });
    expect(offered(edit(withDef(s, otherChamp), (t) => { t.objects[player(t, A).champion!]!.def = otherChamp.slug; }), grip)).toBe(false);
    s = settle(payAll(act(s, A, { type: 'activateFromMaterialDeck', card: grip })));
    expect(player(s, A).hand).toHaveLength(0);
    const o = objectOf(s, 'sablemere-wardens-grip')!.id;
    s = withHand(s, 5);
    s = act(s, A, { type: 'activateAbility', object: o, index: 1 });
    // X: up to what the hand can pay beyond the 3.
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2]);
    s = act(s, A, { type: 'declareX', x: 2 });
    s = settle(payAll(s));
    expect(player(s, A).hand).toHaveLength(0);
    expect(inZone(s, A, 'memory', 'icebound-slam')).toBe(1);
    expect(champion(s, A).counters.lash).toBe(2);
    expect(inZone(s, A, 'banishment', 'sablemere-wardens-grip')).toBe(1);
  });
});

describe('Arisanna regalia', () => {
  it("'polaris-twinkling-cauldron': with Arisanna, from the material deck it enters rested; an age counter per Herb you sacrifice; rest and banish it: X damage to each ally, then up to X Cosmic Bolts shuffled into your deck", () => {
    const herb = defineCard({ slug: 'test-herb', name: 'test-herb', types: ['TOKEN', 'ITEM'], subtypes: ['CLERIC', 'HERB'], element: 'NORM', cost: reserve(0) },
      { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'sacrificeSelf' }], effects: [] }] });
    const bolt = defineCard({ slug: 'cosmic-bolt', name: 'Cosmic Bolt', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], element: 'ASTRA', cost: reserve(3), speed: true }, {});
    let s = withDef(withDef(withDef(game({ name: 'Arisanna', classes: ['CLERIC'] }), herb), bolt), unit('test-ally', { life: 9 }));
    let cauldron: string;
    [s, cauldron] = inMaterialDeck(s, 'polaris-twinkling-cauldron');
    expect(offered(s, cauldron)).toBe(false); // its memory cost is 1
    s = withDef(s, filler);
    [s] = addCard(s, A, 'test-filler', 'memory');
    expect(offered(s, cauldron)).toBe(true);
    const other = champDef({ name: 'Other', classes: ['CLERIC'] });
    expect(offered(edit(withDef(s, other), (t) => { t.objects[player(t, A).champion!]!.def = other.slug; }), cauldron)).toBe(false);
    s = settle(act(s, A, { type: 'activateFromMaterialDeck', card: cauldron }));
    const o = objectOf(s, 'polaris-twinkling-cauldron')!;
    expect(o.rested).toBe(true);
    // (Objects added before any leaves: the test helper numbers them by count.)
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'test-ally');
    [s, theirs] = addObject(s, B, 'test-ally');
    const herbs: string[] = [];
    for (let i = 0; i < 2; i++) {
      let h: string;
      [s, h] = addObject(s, A, 'test-herb');
      herbs.push(h);
    }
    let theirHerb: string;
    [s, theirHerb] = addObject(s, B, 'test-herb');
    for (const h of herbs) s = settle(act(s, A, { type: 'activateAbility', object: h, index: 0 }));
    expect(s.objects[o.id]!.counters.age).toBe(2);
    s = edit(s, (t) => { t.objects[o.id]!.rested = false; });
    const deck = player(s, A).mainDeck.length;
    s = act(s, A, { type: 'activateAbility', object: o.id, index: 2 });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    expect(s.objects[mine]!.damage).toBe(2);
    expect(s.objects[theirs]!.damage).toBe(2);
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = act(s, A, { type: 'mayAnswer', accept: false }); // one of the two
    s = settle(s);
    expect(player(s, A).mainDeck.length).toBe(deck + 1);
    expect(inZone(s, A, 'banishment', 'polaris-twinkling-cauldron')).toBe(1);
    expect(s.objects[theirHerb]).toBeDefined();
  });
});
