// Cards with a printing in HVN (task hvn0), part B: through the engine's public surface.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { currentStat, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, play, playerTarget, settle, withDefs } from '../amb/scenario.js';
import { attack, factsOnly } from '../doa/support.js';

const def = (slug: string): CardDef => scriptedDef(slug);
const grave = (s: GameState, who: PlayerId = A) => player(s, who).graveyard;
const cost = (s: GameState, d: CardDef, who: PlayerId = A) => costToPay(withDef(s, d), who, d, 0, 'activate');
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');
const idle = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function asNamed(s: GameState, who: PlayerId, slug: string, ...elements: Element[]): GameState {
  const d = factsOnly(slug);
  d.elements = [...new Set([...d.elements, ...elements])];
  return edit(withDef(s, d), (t) => { t.objects[player(t, who).champion!]!.def = d.slug; });
}

function fillGraveyard(s: GameState, who: PlayerId, d: CardDef, n: number): GameState {
  s = withDef(s, d);
  for (let i = 0; i < n; i++) [s] = addCard(s, who, d.slug, 'graveyard');
  return s;
}

const horse = scriptedDef('ordinary-horse');
const genbu = factsOnly('genbu-black-tortoise'); // water Beast Shenju ally
const waterCard = genbu;
const fateboundish = defineCard({ slug: 'test-hvn0-fatestone', name: 'Test Fatestone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
const fatebound = defineCard({ slug: 'test-hvn0-fatebound', name: 'Test Fatebound', types: ['ALLY'], subtypes: ['FATEBOUND'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const phantasia = defineCard({ slug: 'test-hvn0-phantasia', name: 'Test Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});
const slay = defineCard({ slug: 'test-hvn0-slay-b', name: 'Test Slay', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [destroy(target(0))] });
const human = defineCard({ slug: 'test-hvn0-human', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});

describe('hvn0 part B', () => {
  it("'floating-peace': recover 1+X, X your Fatestone and Fatebound objects; floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    [s] = place(s, A, fateboundish);
    [s] = place(s, A, fatebound);
    [s] = place(s, B, fateboundish);
    s = play(s, A, def('floating-peace'));
    expect(champion(s, A).damage).toBe(7);
    let card: string;
    [s, card] = addCard(s, A, 'floating-peace', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'genbus-command': target Beast ally gets +3 life this turn; a Shenju one also recovers 6", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    let g: string, w: string;
    [s, g] = place(s, A, genbu);
    [s, w] = place(s, B, def('direwolf'));
    const gl = life(s, g)!;
    s = play(s, A, def('genbus-command'), [objectTarget(g)]);
    expect(life(s, g)).toBe(gl + 3);
    expect(champion(s, A).damage).toBe(4);
    s = play(s, A, def('genbus-command'), [objectTarget(w)]);
    expect(life(s, w)).toBe(4);
    expect(champion(s, A).damage).toBe(4);
  });

  it("'hidden-longbowman': ranged 2; stealth only while distant", () => {
    const d = def('hidden-longbowman');
    expect(d.keywordValues?.ranged).toBe(2);
    let s = newGame({ first: A });
    let o: string;
    [s, o] = place(s, A, d);
    expect(hasKeyword(s, s.objects[o]!, 'stealth')).toBe(false);
    s = edit(s, (t) => { t.objects[o]!.distant = true; });
    expect(hasKeyword(s, s.objects[o]!, 'stealth')).toBe(true);
  });

  it("'horse-archer': class-bonus ranged 2, and ranged 3 more while you control a Horse ally (instances add up)", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['RANGER'] });
    let o: string;
    [s, o] = place(s, A, def('horse-archer'));
    expect(rangedFromAbilities(s, s.objects[o]!)).toBe(2);
    [s] = place(s, A, horse);
    expect(rangedFromAbilities(s, s.objects[o]!)).toBe(5);
    expect(rangedFromAbilities(asChampion(s, A, { classes: ['MAGE'] }), s.objects[o]!)).toBe(3);
  });

  it("'keeper-of-the-wild': sacrificed, it gives +2 life to at most one of your Animal/Beast allies; it floats with the class bonus", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    let k: string, h: string;
    [s, k] = place(s, A, def('keeper-of-the-wild'));
    [s, h] = place(s, A, horse);
    const hl = life(s, h)!;
    s = act(s, A, { type: 'activateAbility', object: k, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(h) });
    s = settle(s);
    expect(s.objects[k]).toBeUndefined();
    expect(life(s, h)).toBe(hl + 2);
    // With no target at all.
    [s, k] = place(s, A, def('keeper-of-the-wild'));
    s = act(s, A, { type: 'activateAbility', object: k, index: 0 });
    s = settle(act(s, A, { type: 'chooseTarget', target: null }));
    expect(s.objects[k]).toBeUndefined();
    let card: string;
    [s, card] = addCard(s, A, 'keeper-of-the-wild', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(asChampion(s, A, { classes: ['MAGE'] }), A)).not.toContain(card);
  });

  it("'lively-chorale': target Animal or Beast ally you control gets +3 life this turn; class-bonus floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    let h: string, theirs: string;
    [s, h] = place(s, A, horse);
    [s, theirs] = place(s, B, horse);
    const hl = life(s, h)!;
    let card: string;
    [s, card] = addCard(withDef(s, def('lively-chorale')), A, 'lively-chorale');
    const t = act(s, A, { type: 'activate', card });
    expect(legalActions(t, A)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(theirs) });
    s = play(s, A, def('lively-chorale'), [objectTarget(h)]);
    expect(life(s, h)).toBe(hl + 3);
    expect(life(passUntil(s, atMain(B)), h)).toBe(hl);
    [s, card] = addCard(s, A, 'lively-chorale', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'lycoria': 1 unpreventable damage to your champion at the beginning of your recollection phase", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    [s] = place(s, A, def('lycoria'));
    const before = champion(s, A).damage;
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(before + 1);
  });

  it("'ma-chao-lupine-huntress': On Enter the target opponent banishes 2 cards from their graveyard, 4 with an Animal or Beast ally; +1 power and vigor from level 2", () => {
    const ma = def('ma-chao-lupine-huntress');
    const run = (withBeast: boolean) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WIND'], level: 2 });
      s = fillGraveyard(s, B, horse, 6);
      if (withBeast) [s] = place(s, A, horse);
      [s] = activate(s, A, ma);
      s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
      s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
      for (let i = 0; i < 40 && !idle(s); i++) {
        const who = actingPlayers(s)[0]!;
        const legal = legalActions(s, who);
        const pick = legal.find((a) => a.type === 'chooseTarget' && a.target !== null) ?? legal.find((a) => a.type === 'chooseCard') ?? legal.find((a) => a.type === 'pass');
        if (pick) s = act(s, who, pick);
        else s = passUntil(s, idle);
      }
      return [player(s, B).banishment.length, s];
    };
    expect(run(false)[0]).toBe(2);
    const [n, s] = run(true) as [number, GameState];
    expect(n).toBe(4);
    const o = objectOf(s, 'ma-chao-lupine-huntress');
    expect(power(s, o.id)).toBe(2);
    expect(hasKeyword(s, o, 'vigor')).toBe(true);
    const low = asChampion(s, A, { classes: ['TAMER'], elements: ['WIND'], level: 1 });
    expect(power(low, o.id)).toBe(1);
    expect(hasKeyword(low, o, 'vigor')).toBe(false);
  });

  it("'conniving-plans': mills 2; Deluge 4: a preparation counter on your champion and a card drawn into memory", () => {
    const run = (water: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ['WATER'] });
      s = fillGraveyard(s, A, waterCard, water);
      s = edit(s, (t) => { const p = player(t, A); p.mainDeck = [...p.mainDeck]; });
      const deck = player(s, A).mainDeck.length;
      const mem = player(s, A).memory.length;
      s = play(s, A, def('conniving-plans'));
      return [deck - player(s, A).mainDeck.length, champion(s, A).counters.preparation ?? 0, player(s, A).memory.length - mem, grave(s).length];
    };
    // The milled cards count for Deluge only if they are water: a graveyard of 4 water cards is enough by itself.
    expect(run(4).slice(0, 3)).toEqual([3, 1, 3]); // memory: 2 paid for its cost, 1 drawn
    const none = run(0);
    expect(none[1]).toBe(0);
  });

  it("'glowering-conflagration': 1+X damage to target champion, X your phantasias; class-bonus Kindle 3", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['FIRE'] });
    [s] = place(s, A, phantasia);
    [s] = place(s, A, phantasia);
    [s] = place(s, B, phantasia);
    s = play(s, A, def('glowering-conflagration'), [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(3);
    const d = def('glowering-conflagration');
    expect(d.activationValues?.kindle).toBe(3);
  });

  it("'explosive-concoction': brewed with a Leaf and a Herb, enters rested (hindered); rest and sacrifice it: 4 damage to target champion and draw", () => {
    const leaf = defineCard({ slug: 'test-hvn0-leaf', name: 'Test Leaf', types: ['TOKEN', 'ITEM'], subtypes: ['LEAF'], element: 'NORM', cost: reserve(0) }, {});
    const herb = defineCard({ slug: 'test-hvn0-herb', name: 'Test Herb', types: ['TOKEN', 'ITEM'], subtypes: ['HERB'], element: 'NORM', cost: reserve(0) }, {});
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['FIRE'] });
    s = withDefs(s, leaf, herb, def('explosive-concoction'));
    let l: string, h: string, card: string;
    [s, l] = place(s, A, leaf);
    [s, h] = place(s, A, herb);
    [s, card] = addCard(s, A, 'explosive-concoction');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'declareBrew', brew: true });
    s = act(s, A, { type: 'chooseIngredient', object: l });
    s = act(s, A, { type: 'chooseIngredient', object: h });
    s = settle(s);
    const potion = objectOf(s, 'explosive-concoction');
    expect(potion.rested).toBe(true);
    s = edit(s, (t) => { t.objects[potion.id]!.rested = false; });
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: potion.id, index: 0 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) }));
    expect(champion(s, B).damage).toBe(4);
    expect(s.objects[potion.id]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it("'invigorating-concoction': rested and sacrificed: 2 buff counters go on at most one ally, then its controller draws", () => {
    let s = newGame({ first: A });
    let p: string, h: string;
    [s, p] = place(s, A, def('invigorating-concoction'));
    [s, h] = place(s, B, horse);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: p, index: 0 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(h) }));
    expect(s.objects[h]!.counters.buff).toBe(2);
    expect(s.objects[p]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(def('invigorating-concoction').brew?.map((i) => i.subtype)).toEqual(['FLOWER', 'HERB']);
    expect(def('invigorating-concoction').keywords).toContain('hindered');
  });

  it("'fluvial-fatestone': fast; On Enter target ally you control gets +2 life; with Guo Jia (4), rest: mill 2 and transform", () => {
    let s = asNamed(newGame({ first: A }), A, 'guo-jia-blessed-scion', 'WATER');
    s = withDefs(s, factsOnly('mocking-otter'));
    let h: string;
    [s, h] = place(s, A, horse);
    const hl = life(s, h)!;
    s = play(s, A, def('fluvial-fatestone'), [], { triggerTargets: [objectTarget(h)] });
    expect(life(s, h)).toBe(hl + 2);
    const f = objectOf(s, 'fluvial-fatestone').id;
    const g = grave(s).length;
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: f, index: 1 }), A));
    expect(s.objects[f]!.def).toBe('mocking-otter');
    expect(grave(s).length).toBeGreaterThanOrEqual(g + 2);
    // Without Guo Jia, the ability can't be activated.
    let t = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    let f2: string;
    [t, f2] = place(t, A, def('fluvial-fatestone'));
    expect(legalActions(t, A)).not.toContainEqual({ type: 'activateAbility', object: f2, index: 1 });
  });

  it("'fatestone-of-progress': with Guo Jia, On Enter a quest counter on your champion; (4): transform", () => {
    let s = asNamed(newGame({ first: A }), A, 'guo-jia-blessed-scion');
    s = withDefs(s, factsOnly('airborne-squirrel'));
    s = play(s, A, def('fatestone-of-progress'));
    expect(champion(s, A).counters.quest).toBe(1);
    const f = objectOf(s, 'fatestone-of-progress').id;
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: f, index: 1 }), A));
    expect(s.objects[f]!.def).toBe('airborne-squirrel');
    let t = asChampion(newGame({ first: A }), A, { classes: ['TAMER'] });
    t = play(t, A, def('fatestone-of-progress'));
    expect(champion(t, A).counters.quest ?? 0).toBe(0);
    const f2 = objectOf(t, 'fatestone-of-progress').id;
    expect(legalActions(t, A)).not.toContainEqual({ type: 'activateAbility', object: f2, index: 1 });
  });

  it("'cyclonic-fatestone': fast; On Enter suppress target attacking ally you don't control; with Guo Jia (3), rest: transform", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = asNamed(s, A, 'guo-jia-blessed-scion', 'WIND');
    s = withDefs(s, factsOnly('windstalker-wolf'));
    let raider: string;
    [s, raider] = place(s, B, horse, { enteredTurn: 0 });
    s = attack(s, B, raider, champion(s, A).id);
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    [s] = activate(s, A, def('cyclonic-fatestone'));
    s = settle(s, { targets: [objectTarget(raider)] });
    expect(s.objects[raider]).toBeUndefined();
    expect(champion(s, A).damage).toBe(0);
    const f = objectOf(s, 'cyclonic-fatestone').id;
    s = passUntil(s, atMain(A));
    expect(objectOf(s, 'ordinary-horse').controller).toBe(B);
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: f, index: 1 }), A));
    expect(s.objects[f]!.def).toBe('windstalker-wolf');
  });

  it("'baidi-oathsworn-palace': Ranger units you control have ranged 1 (rulings: a siegeable domain)", () => {
    const ranger = defineCard({ slug: 'test-hvn0-ranger', name: 'Test Ranger', types: ['ALLY'], subtypes: ['RANGER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    let s = newGame({ first: A });
    let r: string, theirs: string, h: string, baidi: string;
    [s, r] = place(s, A, ranger);
    [s, theirs] = place(s, B, ranger);
    [s, h] = place(s, A, horse);
    [s, baidi] = place(s, A, def('baidi-oathsworn-palace'), { counters: { durability: 6 } });
    expect([r, theirs, h].map((id) => rangedFromAbilities(s, s.objects[id]!))).toEqual([1, 0, 0]);
    // Rulings: siegeable domains are not units; an attack may target one; its damage removes durability counters, and its destruction is no death.
    expect(s.defs['baidi-oathsworn-palace']!.subtypes).toContain('SIEGEABLE');
        s = passUntil(s, atMain(B));
    let attacker: string;
    [s, attacker] = place(s, B, horse, { enteredTurn: 0 });
    s = act(s, B, { type: 'attack', attacker });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseAttackTarget', target: baidi });
    s = act(s, B, { type: 'chooseAttackTarget', target: baidi });
    s = passUntil(s, (t) => !t.combat && idle(t));
    expect(s.objects[baidi]!.counters.durability).toBe(6 - power(s, attacker)!);
    expect(s.objects[baidi]!.damage).toBe(0);
    // Not a unit: a unit-targeting effect can't choose it.
    let card: string;
    [s, card] = addCard(withDef(s, slay), B, slay.slug);
    s = act(s, B, { type: 'activate', card });
    expect(legalActions(s, B)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(baidi) });
  });

  it("'jianye-dawns-keep': Kindle 6; with the class bonus, fire allies you control have On Death: draw a card if your influence is six or less", () => {
    const d = def('jianye-dawns-keep');
    expect(d.activationValues?.kindle).toBe(6);
    const run = (classes: string[], influence: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['FIRE'] });
      s = edit(s, (t) => {
        const p = player(t, A);
        const all = [...p.hand, ...p.memory];
        p.hand = all.slice(0, influence);
        p.memory = [];
        p.mainDeck = [...all.slice(influence), ...p.mainDeck];
      });
      let wolf: string, cold: string;
      [s] = place(s, A, d, { counters: { durability: 6 } });
      [s, wolf] = place(s, A, def('direwolf'));
      [s, cold] = place(s, A, horse);
      const hand = player(s, A).hand.length;
      s = play(s, A, slay, [objectTarget(wolf)]);
      const afterWolf = player(s, A).hand.length - hand;
      s = play(s, A, slay, [objectTarget(cold)]);
      return [afterWolf, player(s, A).hand.length - hand];
    };
    expect(run(['TAMER'], 3)).toEqual([1, 1]);
    expect(run(['TAMER'], 7)).toEqual([0, 0]);
    expect(run(['MAGE'], 3)).toEqual([0, 0]);
  });

  it("'dian-wei-valorant-fury': with the class bonus On Enter mills one per Human ally you control; Deluge 6: other Human allies get +1 power", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ['WATER'] });
    let h1: string, theirs: string;
    [s, h1] = place(s, A, human);
    [s] = place(s, A, human);
    [s, theirs] = place(s, B, human);
    const g = grave(s).length;
    s = play(s, A, def('dian-wei-valorant-fury'));
    expect(grave(s).length - g).toBe(3);
    const dw = objectOf(s, 'dian-wei-valorant-fury').id;
    s = edit(s, (t) => { player(t, A).graveyard = []; });
    expect(power(s, h1)).toBe(1);
    s = fillGraveyard(s, A, waterCard, 6);
    expect([power(s, h1), power(s, dw), power(s, theirs)]).toEqual([2, 2, 1]);
    expect(power(asChampion(s, A, { classes: ['MAGE'], elements: ['WATER'] }), h1)).toBe(1);
    let t = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WATER'] });
    const g2 = grave(t).length;
    t = play(t, A, def('dian-wei-valorant-fury'));
    expect(grave(t).length).toBe(g2);
  });

  it("'maiden-of-glimmers-dusk': with the class bonus, 1 less for each of up to two phantasias you control", () => {
    const d = def('maiden-of-glimmers-dusk');
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WIND'] });
    expect(cost(s, d)).toBe(3);
    [s] = place(s, A, phantasia);
    expect(cost(s, d)).toBe(2);
    [s] = place(s, A, phantasia);
    [s] = place(s, A, phantasia);
    expect(cost(s, d)).toBe(1);
    expect(cost(asChampion(s, A, { classes: ['MAGE'], elements: ['WIND'] }), d)).toBe(3);
  });

  it("'aphotic-ruin': four wither counters on target non-champion object; efficiency with Diao Chan (rulings: one collective wither decision)", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = asChampion(s, B, { classes: ['CLERIC'] });
    let h: string;
    [s, h] = place(s, A, horse);
    s = play(s, B, def('aphotic-ruin'), [objectTarget(h)]);
    expect(s.objects[h]!.counters.wither).toBe(4);
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    while (s.pending?.kind === 'wither') s = act(s, A, { type: 'payWither', card: null });
    expect(s.objects[h]).toBeUndefined();
    // Efficiency (its cost less by the champion's level) only with Diao Chan.
    const level = (t: GameState) => edit(t, (u) => { u.objects[player(u, A).champion!]!.counters.level = 2; });
    const diao = level(asNamed(newGame({ first: A }), A, 'diao-chan-dreaming-wish'));
    const other = level(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], level: 3 }));
    expect(cost(diao, def('aphotic-ruin'))).toBeLessThan(6);
    expect(cost(other, def('aphotic-ruin'))).toBe(6);
  });

  it("'firebloom-flourish': class-bonus 1 damage to target champion at your recollection; with Diao Chan and influence 4 or less at your end phase, a card into memory and a glimmer counter", () => {
    let s = asNamed(newGame({ first: A }), A, 'diao-chan-dreaming-wish', 'FIRE');
    [s] = place(s, A, def('firebloom-flourish'));
    s = edit(s, (t) => {
      const p = player(t, A);
      p.mainDeck = [...p.hand, ...p.memory, ...p.mainDeck];
      p.hand = p.mainDeck.slice(0, 2);
      p.mainDeck = p.mainDeck.slice(2);
      p.memory = [];
    });
    s = passUntil(s, (t) => t.phase === 'end' || t.players[t.turnPlayer]!.id === B);
    s = settle(s);
    expect(champion(s, A).counters.glimmer).toBe(1);
    expect(player(s, A).memory.length).toBe(1);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || atMain(A)(t));
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = passUntil(s, atMain(A));
    // Diao Chan is a Cleric: the class bonus holds.
    expect(champion(s, B).damage).toBe(1);
  });

  it("'firebloom-flourish': ruling: influence above four as it resolves: nothing happens", () => {
    let s = asNamed(newGame({ first: A }), A, 'diao-chan-dreaming-wish', 'FIRE');
    [s] = place(s, A, def('firebloom-flourish'));
    s = edit(s, (t) => {
      const p = player(t, A);
      p.mainDeck = [...p.hand, ...p.memory, ...p.mainDeck];
      p.hand = p.mainDeck.slice(0, 4);
      p.mainDeck = p.mainDeck.slice(4);
      p.memory = [];
    });
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length > 0);
    // In response, Alice's influence grows past four.
    s = edit(s, (t) => { const p = player(t, A); p.hand = [...p.hand, p.mainDeck[0]!]; p.mainDeck = p.mainDeck.slice(1); });
    s = settle(s);
    expect(champion(s, A).counters.glimmer ?? 0).toBe(0);
    expect(player(s, A).memory.length).toBe(0);
  });
});
