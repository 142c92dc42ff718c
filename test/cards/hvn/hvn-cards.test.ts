// Cards first printed in HVN: one scenario per card, each played the real way where practical.
import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../../src/cards/fixtures/index.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import { championLevel, currentStat } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, objectsOf, place, play, settle, withDefs } from '../amb/scenario.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const royalBear = scriptedDef('royal-bear');
const ordinaryHorse = scriptedDef('ordinary-horse');
const spiritOfFortuitousFire = scriptedDef('spirit-of-fortuitous-fire');
const spiritOfFortuitousWater = scriptedDef('spirit-of-fortuitous-water');
const spiritOfFortuitousWind = scriptedDef('spirit-of-fortuitous-wind');
const fledgling = scriptedDef('fledgling');
const featheryTune = scriptedDef('feathery-tune');
const auspiciousFeast = scriptedDef('auspicious-feast');
const flameboltArbalist = scriptedDef('flamebolt-arbalist');
const galewindScout = scriptedDef('galewind-scout');
const outriderOfWaves = scriptedDef('outrider-of-waves');
const flamelashBeastmaster = scriptedDef('flamelash-beastmaster');
const austerePriestess = scriptedDef('austere-priestess');
const acerbica = scriptedDef('acerbica');
const baihua = scriptedDef('baihua');
const flowerbud = scriptedDef('flowerbud');
const tidestoneSeeker = scriptedDef('tidestone-seeker');
const clearPastures = scriptedDef('clear-pastures');

const mem = (s: GameState, who = A) => player(s, who).memory.length;

/** A game where Alice starts with this spirit instead of the fixture one. */
function startWith(spirit: CardDef): GameState {
  for (let seed = 1; seed < 50; seed++) {
    const s = createGame({
      seed,
      defs: [...FIXTURE_DEFS, spirit],
      players: [
        { id: A, name: 'Alice', deck: { ...FIXTURE_DECKS.fire, material: FIXTURE_DECKS.fire.material.map((m) => (m === 'spirit-of-fire' ? spirit.slug : m)) } },
        { id: B, name: 'Bob', deck: FIXTURE_DECKS.water },
      ],
    });
    if (s.players[s.firstPlayer]!.id === A) return s;
  }
  throw new Error('no seed');
}

function spiritScenario(spirit: CardDef): void {
  let s = startWith(spirit);
  s = passUntil(s, (t) => t.pending?.kind === 'glimpse' && t.pending.player === A);
  const glimpsed = s.pending?.kind === 'glimpse' ? s.pending.cards : [];
  expect(glimpsed).toHaveLength(7);
  // Put the first glimpsed card at the bottom: the seven drawn into memory are the next seven.
  s = act(s, A, { type: 'glimpseChoice', card: glimpsed[0]!, where: 'bottom' });
  s = settle(s);
  const p = player(s, A);
  expect(p.memory).toHaveLength(7);
  expect(p.memory).not.toContain(glimpsed[0]);
  expect(p.mainDeck[p.mainDeck.length - 1]).toBe(glimpsed[0]);
  expect(p.hand).toHaveLength(0);
}

const bobAttacks = (s: GameState, attacker: string, target: string) =>
  act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);

function rangedScenario(def: CardDef, power: number, ranged: number): void {
  let s = passUntil(newGame({ first: A }), atMain(B));
  let archer: string;
  [s, archer] = place(s, B, def, { distant: true });
  s = bobAttacks(s, archer, champion(s, A).id);
  s = endOfCombat(s);
  expect(champion(s, A).damage).toBe(power + ranged);
  let s2 = passUntil(newGame({ first: A }), atMain(B));
  [s2, archer] = place(s2, B, def);
  s2 = endOfCombat(bobAttacks(s2, archer, champion(s2, A).id));
  expect(champion(s2, A).damage).toBe(power);
}

describe('HVN cards', () => {
  it("'spirit-of-fortuitous-fire': On Enter, glimpse 7, then draw seven cards into memory", () => spiritScenario(spiritOfFortuitousFire));
  it("'spirit-of-fortuitous-water': On Enter, glimpse 7, then draw seven cards into memory", () => spiritScenario(spiritOfFortuitousWater));
  it("'spirit-of-fortuitous-wind': On Enter, glimpse 7, then draw seven cards into memory", () => spiritScenario(spiritOfFortuitousWind));

  it("'fledgling': a 0/1 token ally (ruling: its type line reads Token Ally)", () => {
    expect(fledgling.types).toEqual(['TOKEN', 'ALLY']);
    let s = play(withDefs(newGame({ first: A }), fledgling), A, featheryTune);
    const birds = objectsOf(s, 'fledgling');
    expect(birds.every((b) => b.card === null && currentStat(s, b, 'power') === 0 && currentStat(s, b, 'life') === 1)).toBe(true);
  });

  it("'feathery-tune': summons two awake Fledgling tokens under your control", () => {
    let s = play(withDefs(newGame({ first: A }), fledgling), A, featheryTune);
    const birds = objectsOf(s, 'fledgling');
    expect(birds).toHaveLength(2);
    expect(birds.every((b) => b.controller === A && !b.rested)).toBe(true);
    expect(s.defs.fledgling).toEqual(fledgling);
  });

  it("'auspicious-feast': each player recovers 4", () => {
    let s = edit(newGame({ first: A }), (t) => {
      t.objects[player(t, A).champion!]!.damage = 6;
      t.objects[player(t, B).champion!]!.damage = 3;
    });
    s = play(s, A, auspiciousFeast);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([2, 0]);
  });

  it("'flamebolt-arbalist': ranged 4", () => rangedScenario(flameboltArbalist, 2, 4));
  it("'galewind-scout': ranged 3", () => rangedScenario(galewindScout, 2, 3));
  it("'outrider-of-waves': ranged 2", () => rangedScenario(outriderOfWaves, 1, 2));

  it("'flamelash-beastmaster': Tamer champion: its arrival pumps one of your Beasts by 3 for the turn", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['FIRE'] });
    let bear: string;
    [s, bear] = place(s, A, royalBear);
    [s] = place(s, A, ordinaryHorse); // an Animal, not a Beast: not a legal target
    [s] = activate(s, A, flamelashBeastmaster);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: objectTarget(bear) }]);
    s = settle(s, { targets: [objectTarget(bear)] });
    expect(currentStat(s, s.objects[bear]!, 'power')).toBe(6); // 2 printed, +1 Royal Bear's own bonus, +3
    s = passUntil(s, atMain(B));
    expect(currentStat(s, s.objects[bear]!, 'power')).toBe(3);
    // Without the class bonus nothing triggers.
    let s2 = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['FIRE'] });
    [s2, bear] = place(s2, A, royalBear);
    s2 = play(s2, A, flamelashBeastmaster);
    expect(currentStat(s2, s2.objects[bear]!, 'power')).toBe(2);
  });

  it("'austere-priestess': Cleric champion: On Enter, draw a card only if your hand is empty", () => {
    const run = (extraCards: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'] });
      // Keep exactly the three cards that pay for her, plus `extraCards`.
      s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.slice(0, 3 + extraCards); });
      [s] = activate(s, A, austerePriestess);
      const h = player(s, A).hand.length;
      s = settle(s);
      return player(s, A).hand.length - h;
    };
    expect(run(0)).toBe(1);
    expect(run(1)).toBe(0);
  });

  it("'acerbica': your champion gets -1 level", () => {
    let s = asChampion(newGame({ first: A }), A, { level: 2 });
    [s] = place(s, A, acerbica);
    expect(championLevel(s, A)).toBe(1);
    expect(championLevel(s, B)).toBe(0);
  });

  it("'baihua': heals each opponent by 1 as its controller's recollection phase begins", () => {
    let s = edit(newGame({ first: A }), (t) => {
      t.objects[player(t, A).champion!]!.damage = 3;
      t.objects[player(t, B).champion!]!.damage = 3;
    });
    [s] = place(s, A, baihua);
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(3); // not on Bob's recollection phase
    s = passUntil(s, atMain(A));
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([3, 2]);
  });

  it("'flowerbud': a token phantasia without abilities", () => {
    let s = newGame({ first: A });
    let bud: string;
    [s, bud] = place(s, A, flowerbud);
    expect(flowerbud.types).toEqual(['TOKEN', 'PHANTASIA']);
    expect(flowerbud.abilities).toEqual([]);
    expect(flowerbud.scripted).toBe(true);
    expect(currentStat(s, s.objects[bud]!, 'power')).toBeNull();
  });

  it("'tidestone-seeker': Cleric champion: On Enter, glimpse 3", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'] });
    [s] = activate(s, A, tidestoneSeeker);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending));
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(player(s, A).mainDeck.slice(0, 3));
    let s2 = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WATER'] });
    [s2] = activate(s2, A, tidestoneSeeker);
    s2 = passUntil(s2, (t) => t.stack.length === 0 && !t.pending); // would stop on a glimpse decision
    expect(objectOf(s2, 'tidestone-seeker')).toBeDefined();
  });

  it("'clear-pastures': glimpse 3 only while you control a Horse; then draw a card into memory", () => {
    let s = newGame({ first: A });
    [s] = place(s, A, ordinaryHorse);
    [s] = activate(s, A, clearPastures);
    const m = mem(s);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(3);
    s = settle(s);
    expect(mem(s)).toBe(m + 1);
    let s2 = newGame({ first: A });
    [s2] = activate(s2, A, clearPastures);
    const m2 = mem(s2);
    s2 = passUntil(s2, (t) => t.stack.length === 0 && !t.pending); // no glimpse decision is asked
    expect(mem(s2)).toBe(m2 + 1);
  });
});
