// Cards first printed in RDO: one scenario per card, each played the real way where practical.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, objectsOf, place, play, playerTarget, settle, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const galesMare = scriptedDef('gales-mare');
const babySlime = scriptedDef('baby-slime');
const titanMkIi = scriptedDef('titan-mk-ii');
const shadeStriker = scriptedDef('shade-striker');
const piquantShieldbearer = scriptedDef('piquant-shieldbearer');
const silverSoldier = scriptedDef('silver-soldier');
const epochalConqueror = scriptedDef('epochal-conqueror');
const slimeSwarm = scriptedDef('slime-swarm');
const slimecallCyclone = scriptedDef('slimecall-cyclone');
const lavastorm = scriptedDef('lavastorm');
const pyreticPrognosis = scriptedDef('pyretic-prognosis');
const tuneUp = scriptedDef('tune-up');
const dynasticWhirlpool = scriptedDef('dynastic-whirlpool');
const trivialTrinket = scriptedDef('trivial-trinket');
const floodwardSteed = scriptedDef('floodward-steed');
const celestialNavigation = scriptedDef('celestial-navigation');
const forbiddenTeachings = scriptedDef('forbidden-teachings');

const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const bobAttacks = (s: GameState, attacker: string, target: string) =>
  act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);
/** A champion with every element the card needs (the engine does not derive Exalted from other advanced elements). */
const exalted = (s: GameState, def: CardDef) => asChampion(s, A, { classes: ['MAGE', 'CLERIC'], elements: def.elements });
const damage = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });

describe('RDO cards', () => {
  it("'gales-mare': a 2/3 ally without abilities that enters awake", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['WIND'] });
    s = play(s, A, galesMare);
    const mare = objectOf(s, 'gales-mare');
    expect([currentStat(s, mare, 'power'), currentStat(s, mare, 'life'), mare.rested]).toEqual([2, 3, false]);
  });

  it("'baby-slime': a 1/1 token ally", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'] });
    s = play(withDefs(s, babySlime), A, slimeSwarm);
    const slime = objectsOf(s, 'baby-slime')[0]!;
    expect(slime.card).toBeNull();
    expect([currentStat(s, slime, 'power'), currentStat(s, slime, 'life')]).toEqual([1, 1]);
  });

  it("'titan-mk-ii': taunt, and vigor wakes it as its controller's end phase begins", () => {
    let s = newGame({ first: A });
    let titan: string;
    [s, titan] = place(s, A, titanMkIi, { card: null, rested: true });
    s = passUntil(s, atMain(B));
    expect(s.objects[titan]!.rested).toBe(false);
    let attacker: string;
    [s, attacker] = place(s, B, shadeStriker);
    s = act(s, B, { type: 'attack', attacker });
    expect(legalActions(s, B).filter((a) => a.type === 'chooseAttackTarget')).toEqual([{ type: 'chooseAttackTarget', target: titan }]);
  });

  it("'shade-striker': may retaliate while not defending (ambush)", () => {
    let s = bobsTurn();
    let striker: string, tortoise: string;
    [s, striker] = place(s, A, shadeStriker);
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    s = bobAttacks(s, tortoise, champion(s, A).id);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, A, { type: 'retaliate', unit: striker });
    s = endOfCombat(s);
    expect(s.objects[tortoise]!.damage).toBe(2);
  });

  it("'piquant-shieldbearer': while awake, attacks must target it (taunt)", () => {
    let s = bobsTurn();
    let wall: string, attacker: string;
    [s, wall] = place(s, A, piquantShieldbearer);
    [s, attacker] = place(s, B, shadeStriker);
    s = act(s, B, { type: 'attack', attacker });
    expect(legalActions(s, B).filter((a) => a.type === 'chooseAttackTarget')).toEqual([{ type: 'chooseAttackTarget', target: wall }]);
  });

  it("'silver-soldier': retaliates with +2 power (retort 2); wakes up at your end phase (vigor)", () => {
    let s = bobsTurn();
    let soldier: string, tortoise: string;
    [s, soldier] = place(s, A, silverSoldier);
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    s = bobAttacks(s, tortoise, soldier);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, A, { type: 'retaliate', unit: soldier });
    s = endOfCombat(s);
    expect(s.objects[tortoise]!.damage).toBe(5);
    expect(silverSoldier.keywords).toEqual(['vigor']);
  });

  it("'epochal-conqueror': +3 power only while attacking a domain", () => {
    let s = bobsTurn();
    let conqueror: string, domain: string, ally: string;
    [s, conqueror] = place(s, B, epochalConqueror);
    [s, domain] = addObject(s, A, 'hub-of-innovation');
    [s, ally] = addObject(s, A, 'giant-tortoise');
    const fight = (defender: string) => edit(s, (t) => {
      t.combat = { attackingPlayer: B, defendingPlayer: A, attacker: conqueror, weapon: null, defender, intent: [], retaliators: [], step: 'retaliation', retaliationDecided: false };
    });
    expect(currentStat(s, s.objects[conqueror]!, 'power')).toBe(1);
    expect(currentStat(fight(domain), s.objects[conqueror]!, 'power')).toBe(4);
    expect(currentStat(fight(ally), s.objects[conqueror]!, 'power')).toBe(1);
  });

  it("'slime-swarm': Tamer champion: On Enter, summon two rested Baby Slime tokens", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'] });
    s = play(withDefs(s, babySlime), A, slimeSwarm);
    const slimes = objectsOf(s, 'baby-slime');
    expect(slimes).toHaveLength(2);
    expect(slimes.every((o) => o.rested && o.controller === A)).toBe(true);
    let s2 = asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'] });
    s2 = play(withDefs(s2, babySlime), A, slimeSwarm);
    expect(objectsOf(s2, 'baby-slime')).toHaveLength(0);
  });

  it("'slimecall-cyclone': Tamer champion: a Baby Slime token at the beginning of your recollection phase", () => {
    const run = (classes: string[]) => {
      let s = withDefs(asChampion(newGame({ first: A }), A, { classes, elements: ['WIND'] }), babySlime);
      [s] = place(s, A, slimecallCyclone);
      s = passUntil(s, atMain(B));
      const onBobsTurn = objectsOf(s, 'baby-slime').length;
      s = passUntil(s, atMain(A));
      return [onBobsTurn, objectsOf(s, 'baby-slime').length];
    };
    expect(run(['TAMER'])).toEqual([0, 1]);
    expect(run(['CLERIC'])).toEqual([0, 0]);
  });

  it("'lavastorm': destroys every ally, yours included, and no champion", () => {
    let s = exalted(newGame({ first: A }), lavastorm);
    let mine: string, theirs: string;
    [s, mine] = place(s, A, shadeStriker);
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    s = play(s, A, lavastorm);
    expect([s.objects[mine], s.objects[theirs]]).toEqual([undefined, undefined]);
    expect(player(s, A).champion && s.objects[player(s, A).champion!]).toBeDefined();
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'giant-tortoise')).toBe(true);
  });

  it("'pyretic-prognosis': draw three cards, then discard two", () => {
    let s = exalted(newGame({ first: A }), pyreticPrognosis);
    [s] = activate(s, A, pyreticPrognosis);
    const [h, g] = [player(s, A).hand.length, player(s, A).graveyard.length];
    s = passUntil(s, (t) => t.pending?.kind === 'chooseCard');
    expect(player(s, A).hand.length).toBe(h + 3);
    s = settle(s);
    expect(player(s, A).hand.length).toBe(h + 1);
    expect(player(s, A).graveyard.length).toBe(g + 3); // two discarded, and the card itself
  });

  it("'tune-up': recover 2, or 4 while you control an Automaton; floating memory", () => {
    let s = damage(newGame({ first: A }), A, 6);
    s = play(s, A, tuneUp);
    expect(champion(s, A).damage).toBe(4);
    [s] = addObject(s, A, 'manic-zealot'); // an Automaton ally
    s = play(s, A, tuneUp);
    expect(champion(s, A).damage).toBe(0);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'tune-up')!;
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'dynastic-whirlpool': mills fifteen from every opponent's deck", () => {
    let s = exalted(newGame({ first: A }), dynasticWhirlpool);
    const top15 = player(s, B).mainDeck.slice(0, 15);
    const aDeck = player(s, A).mainDeck.length;
    s = play(s, A, dynasticWhirlpool);
    expect(player(s, B).graveyard).toEqual(top15);
    expect(player(s, A).mainDeck.length).toBe(aDeck);
  });

  it("'trivial-trinket': banishing it mills three from a chosen opponent", () => {
    let s = newGame({ first: A });
    let trinket: string;
    [s, trinket] = place(s, A, trivialTrinket);
    const top3 = player(s, B).mainDeck.slice(0, 3);
    s = act(s, A, { type: 'activateAbility', object: trinket, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: playerTarget(B) }]);
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = settle(s);
    expect(player(s, B).graveyard).toEqual(top3);
    expect(s.objects[trinket]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'trivial-trinket')).toBe(true);
  });

  it("'floodward-steed': On Enter, a bulwark counter on target ally, which then prevents combat damage once", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['WATER'] });
    let guard: string;
    [s, guard] = place(s, A, shadeStriker);
    s = play(s, A, floodwardSteed, [], { triggerTargets: [objectTarget(guard)] });
    expect(s.objects[guard]!.counters.bulwark).toBe(1);
    s = passUntil(s, atMain(B));
    let tortoise: string;
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    s = edit(s, (t) => { t.objects[guard]!.rested = true; });
    s = endOfCombat(bobAttacks(s, tortoise, guard));
    expect(s.objects[guard]!.damage).toBe(0);
    expect(s.objects[guard]!.counters.bulwark).toBe(0);
  });

  it("'celestial-navigation': glimpse 5; floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['ASTRA'] });
    [s] = activate(s, A, celestialNavigation);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(player(s, A).mainDeck.slice(0, 5));
    s = settle(s);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'celestial-navigation')!;
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'forbidden-teachings': glimpse 3 only while you control a Book; then draw a card", () => {
    const book = defineCard({ slug: 'test-book', name: 'Test Book', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['MAGE', 'BOOK'], classes: ['MAGE'], element: 'NORM', cost: memory(0) }, {});
    let s = newGame({ first: A });
    [s] = place(s, A, book);
    [s] = activate(s, A, forbiddenTeachings);
    const h = player(s, A).hand.length;
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(3);
    s = settle(s);
    expect(player(s, A).hand.length).toBe(h + 1);
    let s2 = newGame({ first: A });
    [s2] = activate(s2, A, forbiddenTeachings);
    const h2 = player(s2, A).hand.length;
    s2 = passUntil(s2, (t) => t.stack.length === 0 && !t.pending); // no glimpse decision
    expect(player(s2, A).hand.length).toBe(h2 + 1);
  });
});
