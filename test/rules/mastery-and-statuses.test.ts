// Masteries and statuses: player functions, not objects (game-mechanics-mastery.md, game-mechanics-statuses.md).
import { describe, expect, it } from 'vitest';
import {
  addMasteryCounters, defineCard, draw, gainMastery, gainStatus, ifThen, loseStatus, noCost, setDirection, sheen,
} from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { createGame, view } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { parseGameState } from '../../src/engine/schema.js';
import { validateDeck } from '../../src/engine/flow/deck-rules.js';
import { adjacentDirections } from '../../src/engine/effects/mastery.js';
import { A, B, atMain, edit, newGame, passUntil, player, setupFor } from '../engine/helpers.js';
import { cast, resolveAll, spell } from './copy-helpers.js';

const masteryCard = (slug: string, name: string, cls: string, sub: string): CardDef =>
  defineCard({ slug, name, types: ['MASTERY'], subtypes: [cls, sub], classes: [cls], element: 'NORM', cost: noCost() }, {});
const fractured = masteryCard('fractured-memories', 'Fractured Memories', 'ASSASSIN', 'SKILL');
const currents = masteryCard('shifting-currents', 'Shifting Currents', 'MAGE', 'SPELL');
const favor = defineCard({ slug: 'crowds-favor', name: "Crowd's Favor", types: ['STATUS'], subtypes: ['WARRIOR', 'SKILL'], classes: ['WARRIOR'], element: 'NORM', cost: noCost() }, {});

function start(): GameState {
  return edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
    for (const d of [fractured, currents, favor]) t.defs[d.slug] = d;
  });
}

function run(s: GameState, who: string, effects: Parameters<typeof spell>[0]): GameState {
  let t = s;
  if (who !== t.players[t.opportunity!.player]!.id) t = resolveAll(t);
  [t] = cast(t, who, spell(effects));
  return resolveAll(t);
}

describe('Masteries', () => {
  it('Mastery (game-mechanics-mastery.md#general-rules): a player has one mastery at a time; a new one replaces the old', () => {
    let s = start();
    expect(s.masteries?.[A]).toBeUndefined();
    s = run(s, A, [gainMastery('fractured-memories'), addMasteryCounters('sheen', 2)]);
    expect(s.masteries?.[A]).toEqual({ def: 'fractured-memories', counters: { sheen: 2 } });
    expect(s.masteries?.[B]).toBeUndefined();
    s = run(s, A, [gainMastery('shifting-currents')]);
    expect(s.masteries?.[A]).toEqual({ def: 'shifting-currents', counters: {}, direction: 'north' });
  });

  it('Mastery (game-mechanics-mastery.md#fractured-memories): Sheen N+ unlocks only with N sheen counters on the mastery', () => {
    let s = start();
    const gated = [ifThen(sheen(3), [draw(1)])];
    s = run(s, A, [gainMastery('fractured-memories'), addMasteryCounters('sheen', 2)]);
    let hand = player(s, A).hand.length;
    s = run(s, A, gated);
    expect(player(s, A).hand.length).toBe(hand);
    s = run(s, A, [addMasteryCounters('sheen', 1)]);
    hand = player(s, A).hand.length;
    s = run(s, A, gated);
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Sheen counters go on Fractured Memories only: with another mastery they have nowhere to go.
    s = run(s, A, [gainMastery('shifting-currents'), addMasteryCounters('sheen', 5)]);
    expect(s.masteries?.[A]?.counters.sheen).toBeUndefined();
  });

  it('Mastery (game-mechanics-mastery.md#shifting-currents): it starts North, holds one direction, and a new direction overwrites it; adjacency', () => {
    let s = start();
    s = run(s, A, [setDirection('east')]); // no mastery: nothing happens
    expect(s.masteries?.[A]).toBeUndefined();
    s = run(s, A, [gainMastery('shifting-currents')]);
    expect(s.masteries?.[A]?.direction).toBe('north');
    s = run(s, A, [setDirection('west')]);
    expect(s.masteries?.[A]?.direction).toBe('west');
    expect(adjacentDirections('north').sort()).toEqual(['east', 'west']);
    expect(adjacentDirections('west').sort()).toEqual(['north', 'south']);
    // A mastery without directions ignores a direction change.
    s = run(s, A, [gainMastery('fractured-memories'), setDirection('south')]);
    expect(s.masteries?.[A]?.direction).toBeUndefined();
  });

  it('Mastery (game-mechanics-mastery.md#general-rules): cards that track a mastery or a status are refused in every deck', () => {
    const defs = Object.fromEntries([...FIXTURE_DEFS, fractured, favor].map((d) => [d.slug, d]));
    const deck = FIXTURE_DECKS.fire;
    expect(validateDeck(deck, defs)).toEqual([]);
    expect(validateDeck({ ...deck, material: [...deck.material, 'fractured-memories'] }, defs).join()).toMatch(/mastery/);
    expect(validateDeck({ ...deck, main: [...deck.main, 'crowds-favor'] }, defs).join()).toMatch(/status/);
    expect(validateDeck({ ...deck, sideboard: ['fractured-memories'] }, defs).join()).toMatch(/mastery/);
    const setup = setupFor(1);
    setup.defs = [...setup.defs, fractured];
    setup.players[0]!.deck = { ...setup.players[0]!.deck, main: [...setup.players[0]!.deck.main, 'fractured-memories'] };
    expect(() => createGame(setup)).toThrow(/mastery/);
  });
});

describe('Statuses', () => {
  it("Statuses (game-mechanics-statuses.md#general-rules): a player may have several statuses but one instance of each; statuses are gained and lost", () => {
    let s = start();
    s = run(s, A, [gainStatus('test-status'), gainStatus('test-status'), gainStatus('crowds-favor')]);
    expect(s.statuses?.[A]).toEqual(['test-status', 'crowds-favor']);
    s = run(s, A, [loseStatus('test-status')]);
    expect(s.statuses?.[A]).toEqual(['crowds-favor']);
  });

  it("Crowd's Favor (game-mechanics-statuses.md#crowds-favor): when an opponent gains it, you lose it", () => {
    let s = start();
    s = run(s, A, [gainStatus('crowds-favor'), gainStatus('test-status')]);
    expect(s.statuses?.[A]).toContain('crowds-favor');
    s = edit(s, (t) => { t.statuses![B] = ['test-status']; });
    [s] = cast(s, A, spell([]));
    s = resolveAll(s);
    // Bob gains it (through his own effect): Alice loses it, other statuses stay.
    s = passUntil(s, atMain(B));
    [s] = cast(s, B, spell([gainStatus('crowds-favor')]));
    s = resolveAll(s);
    expect(s.statuses?.[B]).toEqual(['test-status', 'crowds-favor']);
    expect(s.statuses?.[A]).toEqual(['test-status']);
  });

  it('Statuses (game-mechanics-statuses.md#general-rules): masteries and statuses are saved with the game and shown to everyone', () => {
    let s = start();
    s = run(s, A, [gainMastery('fractured-memories'), addMasteryCounters('sheen', 1), gainStatus('crowds-favor')]);
    const loaded = parseGameState(JSON.parse(JSON.stringify(s)));
    expect(loaded.masteries).toEqual(s.masteries);
    expect(loaded.statuses).toEqual(s.statuses);
    const old = JSON.parse(JSON.stringify(start())) as Record<string, unknown>;
    delete old.masteries;
    delete old.statuses;
    expect(() => parseGameState(old)).not.toThrow();
    const seen = JSON.stringify(view(s, B));
    expect(seen).toContain('fractured-memories');
    expect(seen).toContain('crowds-favor');
  });
});
