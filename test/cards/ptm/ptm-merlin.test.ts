// PTM Assassin cards around Merlin and the sheen counters of Fractured Memories.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { cardHasKeyword, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, objectsOf, place, play, settle } from '../amb/scenario.js';
import { attack } from '../doa/support.js';
import { afterCombat, attackWithCard, bolt } from '../doa/round2-helpers.js';
import { ALL, ally, asNamed, masteryCounters, withMastery } from './ptm-support.js';

const merlin = (sheen = 0, level = 0): GameState => {
  let s = withMastery(asNamed(newGame({ first: A }), A, 'merlin-memorite-vassal', ...ALL), A, 'fractured-memories', { sheen });
  if (level) s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = level; });
  return s;
};
const other = (): GameState => withMastery(asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ALL }), A, 'fractured-memories', { sheen: 40 });
const canEphemerate = (s: GameState, def: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug, 'graveyard');
  return legalActions(s, A).some((a) => a.type === 'ephemerate' && a.card === card);
};
const wings = (s: GameState) => s.field.filter((id) => s.objects[id]!.def === 'memorite-shardwing');
const hit = (s: GameState, who: PlayerId, id: string) => play(s, who, bolt, [objectTarget(id)]);

describe('lusters-shroud', () => {
  const def = scriptedDef('lusters-shroud');
  it("'lusters-shroud': the next damage to the target unit this turn has 3 prevented; Ephemerate (3) for Merlin at Sheen 6+", () => {
    let s = merlin(6);
    s = play(s, A, def, [objectTarget(champion(s, B).id)]);
    s = hit(s, A, champion(s, B).id);
    expect(champion(s, B).damage).toBe(2);
    s = hit(s, A, champion(s, B).id);
    expect(champion(s, B).damage).toBe(7);
    expect(canEphemerate(merlin(6), def)).toBe(true);
    expect(canEphemerate(merlin(5), def)).toBe(false);
    expect(canEphemerate(other(), def)).toBe(false);
  });
});

describe('flared-iridescence', () => {
  const def = scriptedDef('flared-iridescence');
  it("'flared-iridescence': 4 damage to target unit; Ephemerate (2) for Merlin at Sheen 10+ or at level 5+", () => {
    let s = merlin();
    s = play(s, A, def, [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(4);
    expect(canEphemerate(merlin(10), def)).toBe(true);
    expect(canEphemerate(merlin(0, 4), def)).toBe(true); // level 1 + 4 level counters
    expect(canEphemerate(merlin(9, 3), def)).toBe(false);
    expect(canEphemerate(other(), def)).toBe(false);
  });
});

describe('molten-echo', () => {
  const def = scriptedDef('molten-echo');
  it("'molten-echo': 1 damage to target unit and a sheen counter on Fractured Memories; Kindle 2 and Ephemerate (2) for Merlin", () => {
    let s = merlin(3);
    s = play(s, A, def, [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(1);
    expect(masteryCounters(s, A, 'sheen')).toBe(4);
    expect(cardHasKeyword(merlin(), A, def, 'kindle')).toBe(true);
    expect(cardHasKeyword(other(), A, def, 'kindle')).toBe(false);
    expect(canEphemerate(merlin(), def)).toBe(true);
    expect(canEphemerate(other(), def)).toBe(false);
    // Kindle pays part of the ephemerate cost (the ruling).
    let t = merlin();
    let fire: string, card: string;
    [t, fire] = addCard(t, A, 'blitz-mage', 'graveyard');
    [t, card] = addCard(withDef(t, def), A, def.slug, 'graveyard');
    t = act(t, A, { type: 'ephemerate', card });
    t = act(t, A, { type: 'chooseTarget', target: objectTarget(champion(t, B).id) });
    expect(legalActions(t, A)).toContainEqual({ type: 'chooseKindle', card: fire });
  });
});

describe('conjuring-fluorescence', () => {
  const def = scriptedDef('conjuring-fluorescence');
  const relic = defineCard({ slug: 'test-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
  it("'conjuring-fluorescence': materialize a regalia card from your material deck; fast for Merlin at Sheen 8+", () => {
    let s = withDef(merlin(), relic);
    let card: string;
    [s, card] = addCard(s, A, relic.slug, 'materialDeck');
    [s] = activate(s, A, def);
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    s = settle(act(s, A, { type: 'searchChoice', card }));
    expect(objectsOf(s, relic.slug)).toHaveLength(1);
    expect(cardHasKeyword(merlin(8), A, def, 'fastActivation')).toBe(true);
    expect(cardHasKeyword(merlin(7), A, def, 'fastActivation')).toBe(false);
    expect(cardHasKeyword(other(), A, def, 'fastActivation')).toBe(false);
  });
});

describe('glassgale-flock', () => {
  const def = scriptedDef('glassgale-flock');
  const shardwing = scriptedDef('memorite-shardwing');
  it("'glassgale-flock': On Enter a Memorite Shardwing token; for Merlin at Sheen 6+, (2) and rest: another one if you control none", () => {
    let s = withDef(merlin(6), shardwing);
    s = play(s, A, def);
    expect(wings(s)).toHaveLength(1);
    const flock = objectsOf(s, def.slug)[0]!.id;
    const use = (t: GameState) => settle(payReserve(act(t, A, { type: 'activateAbility', object: flock, index: 1 }), A));
    // With a Shardwing already there: nothing.
    let t = use(s);
    expect(wings(t)).toHaveLength(1);
    expect(t.objects[flock]!.rested).toBe(true);
    // Without one: a new token.
    t = edit(s, (u) => { const id = objectsOf(u, 'memorite-shardwing')[0]!.id; u.field = u.field.filter((f) => f !== id); });
    t = use(t);
    expect(wings(t)).toHaveLength(1);
    // Not below Sheen 6, nor without Merlin.
    const low = edit(s, (u) => { u.masteries![A]!.counters.sheen = 5; });
    expect(legalActions(low, A).some((a) => a.type === 'activateAbility' && a.object === flock)).toBe(false);
  });
});

describe('merlin-surreal-figment', () => {
  const def = scriptedDef('merlin-surreal-figment');
  it("'merlin-surreal-figment': On Attack, for Merlin, a sheen counter on target unit; at Sheen 24+ with crux, sacrifice it: two sheen counters and your champion wakes up", () => {
    let s = passUntil(merlin(24), atMain(B));
    s = passUntil(s, atMain(A));
    let fig: string;
    [s, fig] = place(s, A, def);
    s = attack(s, A, fig, champion(s, B).id);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = afterCombat(s);
    expect(champion(s, B).counters.sheen).toBe(1);
    // The sacrifice ability.
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = true; });
    s = act(s, A, { type: 'activateAbility', object: fig, index: 1 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) }));
    expect(champion(s, B).counters.sheen).toBe(3);
    expect(champion(s, A).rested).toBe(false);
    expect(s.field).not.toContain(fig);
    // Below Sheen 24: no.
    let t = merlin(23);
    [t, fig] = place(t, A, def);
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === fig)).toBe(false);
  });
});

describe('spalling-cleanse', () => {
  const def = scriptedDef('spalling-cleanse');
  it("'spalling-cleanse': two sheen counters while Fractured Memories has six or less, else recover 3; recover 3 without the mastery", () => {
    const hurt = (s: GameState) => edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    let s = play(hurt(merlin(6)), A, def);
    expect(masteryCounters(s, A, 'sheen')).toBe(8);
    expect(champion(s, A).damage).toBe(5);
    s = play(hurt(merlin(7)), A, def);
    expect(masteryCounters(s, A, 'sheen')).toBe(7);
    expect(champion(s, A).damage).toBe(2);
    s = play(hurt(asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ALL })), A, def);
    expect(champion(s, A).damage).toBe(2);
    expect(def.keywords).toContain('floatingMemory');
  });
});

describe('enveloping-soulmist', () => {
  const def = scriptedDef('enveloping-soulmist');
  it("'enveloping-soulmist': your champion gains stealth this turn and a preparation counter; 2 less with the class bonus while your champion is awake", () => {
    const assassin = asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ALL });
    const costOf = (s: GameState) => {
      const before = player(s, A).hand.length;
      const [t] = activate(s, A, def);
      return before - player(t, A).hand.length;
    };
    expect(costOf(assassin)).toBe(2);
    expect(costOf(edit(assassin, (t) => { t.objects[player(t, A).champion!]!.rested = true; }))).toBe(4);
    expect(costOf(asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ALL }))).toBe(4);
    let s = play(assassin, A, def);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    expect(champion(s, A).counters.preparation).toBe(1);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(false);
  });
});

describe('betraying-blade', () => {
  const def = scriptedDef('betraying-blade');
  it("'betraying-blade': On Attack you may pay (2) for a preparation counter on your champion", () => {
    let s = asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes: ['ASSASSIN'], elements: ALL });
    let foe: string;
    [s, foe] = place(s, A, ally('test-foe', ['HUMAN'], 1, 9));
    s = attackWithCard(s, B, def, foe);
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    for (let i = 0; i < 2; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    s = afterCombat(s);
    expect(champion(s, B).counters.preparation).toBe(1);
    expect(s.objects[foe]!.damage).toBe(2);
    expect(cardHasKeyword(s, B, def, 'floatingMemory')).toBe(true);
    expect(cardHasKeyword(asChampion(s, B, { classes: ['WARRIOR'] }), B, def, 'floatingMemory')).toBe(false);
  });
});
