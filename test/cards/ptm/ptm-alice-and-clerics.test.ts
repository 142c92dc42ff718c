// PTM Cleric and Specter cards: Phantasmagoria's haunt counters, ephemeral Specters, Fractals, and small Spells.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, objectsOf, place, play, playerTarget, settle } from '../amb/scenario.js';
import { toMaterialize } from '../doa/support.js';
import { fixtureDef } from '../../../src/cards/fixtures/index.js';
import { life, power } from '../doa/round2-helpers.js';
import { ALL, ally, asNamed, masteryCounters, plainBow, trinket, withMastery } from './ptm-support.js';

const alice = (haunt = 0): GameState => withMastery(asNamed(newGame({ first: A }), A, 'alice-distorted-queen', ...ALL), A, 'phantasmagoria', { haunt });
const classed = (cls: string): GameState => asChampion(newGame({ first: A }), A, { classes: [cls], elements: ALL });
const hurt = (s: GameState, n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = n; });
const canEphemerate = (s: GameState, def: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug, 'graveyard');
  return legalActions(s, A).some((a) => a.type === 'ephemerate' && a.card === card);
};
const specter = ally('test-specter', ['SPECTER', 'ANIMAL'], 1, 3, 'UMBRA');

describe('drifting-abysshell', () => {
  const def = scriptedDef('drifting-abysshell');
  it("'drifting-abysshell': On Enter, for Alice, a haunt counter on Phantasmagoria", () => {
    expect(masteryCounters(play(alice(2), A, def), A, 'haunt')).toBe(3);
    const other = withMastery(classed('WARRIOR'), A, 'phantasmagoria', { haunt: 2 });
    expect(masteryCounters(play(other, A, def), A, 'haunt')).toBe(2);
  });
});

describe('drown-in-sorrow', () => {
  const def = scriptedDef('drown-in-sorrow');
  it("'drown-in-sorrow': recover 1 and a haunt counter; Ephemerate (2) for Alice", () => {
    const s = play(hurt(alice(1), 3), A, def);
    expect(champion(s, A).damage).toBe(2);
    expect(masteryCounters(s, A, 'haunt')).toBe(2);
    expect(canEphemerate(alice(), def)).toBe(true);
    expect(canEphemerate(classed('CLERIC'), def)).toBe(false);
  });
});

describe('remnant-of-will', () => {
  const def = scriptedDef('remnant-of-will');
  it("'remnant-of-will': two haunt counters and recover 4; Ephemerate (1) for Alice", () => {
    const s = play(hurt(alice(0), 6), A, def);
    expect(masteryCounters(s, A, 'haunt')).toBe(2);
    expect(champion(s, A).damage).toBe(2);
    expect(canEphemerate(alice(), def)).toBe(true);
    expect(canEphemerate(classed('CLERIC'), def)).toBe(false);
  });
});

describe('grave-gateau', () => {
  const def = scriptedDef('grave-gateau');
  it("'grave-gateau': enters rested; rest and sacrifice it: a buff counter on target Specter ally; Ephemerate (1) for Alice", () => {
    let s = play(alice(), A, def);
    expect(objectsOf(s, def.slug)[0]!.rested).toBe(true);
    let cake: string, ghost: string, plain: string;
    [s, cake] = place(s, A, def);
    [s, ghost] = place(s, A, specter);
    [s, plain] = place(s, A, ally('test-plain', ['HUMAN']));
    s = act(s, A, { type: 'activateAbility', object: cake, index: 0 });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(ghost);
    expect(offered).not.toContain(plain);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(ghost) }));
    expect(s.objects[ghost]!.counters.buff).toBe(1);
    expect(s.field).not.toContain(cake);
    expect(canEphemerate(alice(), def)).toBe(true);
    expect(canEphemerate(classed('CLERIC'), def)).toBe(false);
  });
});

describe('indissoluble-fractal', () => {
  const def = scriptedDef('indissoluble-fractal');
  it("'indissoluble-fractal': reservable; Ephemerate (5) with the Cleric or Mage bonus, the phantasia then ephemeral", () => {
    expect(def.keywords).toContain('reservable');
    expect(canEphemerate(classed('MAGE'), def)).toBe(true);
    expect(canEphemerate(classed('WARRIOR'), def)).toBe(false);
    let s = classed('CLERIC');
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug, 'graveyard');
    s = settle(payReserve(act(s, A, { type: 'ephemerate', card }), A));
    expect(objectsOf(s, def.slug)[0]!.ephemeral).toBe(true);
  });
});

describe('fractal-of-rain', () => {
  const def = scriptedDef('fractal-of-rain');
  it("'fractal-of-rain': at the beginning of your recollection phase, if imbued, target player puts their top card into their graveyard", () => {
    let s = classed('CLERIC');
    [s] = place(s, A, def, { imbued: true });
    s = passUntil(passUntil(s, atMain(B)), (t) => t.pending?.kind === 'triggerTargets');
    const before = player(s, B).graveyard.length;
    s = settle(act(s, A, { type: 'chooseTarget', target: playerTarget(B) }));
    expect(player(s, B).graveyard.length).toBe(before + 1);
    // Not imbued: no trigger.
    let t = classed('CLERIC');
    [t] = place(t, A, def);
    t = passUntil(passUntil(t, atMain(B)), atMain(A));
    expect(player(t, B).graveyard.length).toBe(0);
    expect(def.keywords).toContain('reservable');
    expect(def.imbue).toEqual([{ n: 2, match: 'element' }]);
  });
});

describe('tempestuous-conviction', () => {
  const def = scriptedDef('tempestuous-conviction');
  it("'tempestuous-conviction': target unit gains spellshroud; a card into memory only with influence five or less; 2 less for Guardians", () => {
    const costOf = (s: GameState) => {
      const before = player(s, A).hand.length;
      const [t] = activate(s, A, def, [objectTarget(champion(s, A).id)]);
      return before - player(t, A).hand.length;
    };
    expect(costOf(classed('GUARDIAN'))).toBe(2);
    expect(costOf(classed('CLERIC'))).toBe(4);
    let s = classed('GUARDIAN');
    const memory = player(s, A).memory.length;
    s = play(s, A, def, [objectTarget(champion(s, A).id)]);
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    expect(player(s, A).memory.length).toBe(memory + 2); // the reserve paid, no draw: influence is above five
    let low = edit(classed('GUARDIAN'), (t) => { player(t, A).hand = player(t, A).hand.slice(0, 2); player(t, A).memory = []; });
    low = play(low, A, def, [objectTarget(champion(low, A).id)]);
    expect(player(low, A).memory.length).toBe(3);
  });
});

describe('imperious-galebind', () => {
  const def = scriptedDef('imperious-galebind');
  it("'imperious-galebind': suppresses up to three target allies, items or weapons; they come back at the next end phase", () => {
    let s = classed('MAGE');
    let a: string, i: string, w: string;
    [s, a] = place(s, B, ally('test-foe', ['HUMAN']));
    [s, i] = place(s, B, trinket);
    [s, w] = place(s, B, plainBow);
    s = play(s, A, def, [objectTarget(a), objectTarget(i), objectTarget(w)]);
    expect([a, i, w].some((id) => s.field.includes(id))).toBe(false);
    expect(player(s, B).banishment).toHaveLength(3);
    s = passUntil(s, atMain(B));
    expect(player(s, B).banishment).toHaveLength(0);
    expect(objectsOf(s, 'test-foe')).toHaveLength(1);
  });
});

describe('ghastly-slime', () => {
  const def = scriptedDef('ghastly-slime');
  it("'ghastly-slime': +2 power while ephemeral; Ephemerate (2) with the Tamer bonus", () => {
    let s = classed('TAMER');
    let plain: string, ghost: string;
    [s, plain] = place(s, A, def);
    [s, ghost] = place(s, A, def, { ephemeral: true });
    expect([power(s, plain), power(s, ghost)]).toEqual([2, 4]);
    expect(canEphemerate(classed('TAMER'), def)).toBe(true);
    expect(canEphemerate(classed('CLERIC'), def)).toBe(false);
  });
});

describe('misty-whispertail', () => {
  const def = scriptedDef('misty-whispertail');
  it("'misty-whispertail': sacrificed, a card into memory if it was not ephemeral, else recover 3", () => {
    const use = (ephemeral: boolean) => {
      let s = hurt(classed('CLERIC'), 5);
      let o: string;
      [s, o] = place(s, A, def, ephemeral ? { ephemeral: true } : {});
      const memory = player(s, A).memory.length;
      s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
      return [player(s, A).memory.length - memory, champion(s, A).damage];
    };
    expect(use(false)).toEqual([1, 5]);
    expect(use(true)).toEqual([0, 2]);
  });
});

describe('nether-dodobird', () => {
  const def = scriptedDef('nether-dodobird');
  it("'nether-dodobird': sacrificed, a card into memory if it was not ephemeral, else 2 damage to each champion you don't control", () => {
    const use = (ephemeral: boolean) => {
      let s = classed('CLERIC');
      let o: string;
      [s, o] = place(s, A, def, ephemeral ? { ephemeral: true } : {});
      const memory = player(s, A).memory.length;
      s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
      return [player(s, A).memory.length - memory, champion(s, B).damage, champion(s, A).damage];
    };
    expect(use(false)).toEqual([1, 0, 0]);
    expect(use(true)).toEqual([0, 2, 0]);
  });
});

describe('gilded-pyre', () => {
  const def = scriptedDef('gilded-pyre');
  it("'gilded-pyre': 2 damage to target unit, 4 instead if it has a buff counter", () => {
    let s = classed('MAGE');
    let buffed: string, plain: string;
    [s, buffed] = place(s, B, ally('test-wall', ['HUMAN'], 0, 9), { counters: { buff: 1 } });
    [s, plain] = place(s, B, ally('test-wall', ['HUMAN'], 0, 9));
    s = play(s, A, def, [objectTarget(buffed)]);
    s = play(s, A, def, [objectTarget(plain)]);
    expect([s.objects[buffed]!.damage, s.objects[plain]!.damage]).toEqual([4, 2]);
    expect(life(s, buffed)).toBe(10);
  });
});

describe('stolen-chance', () => {
  const def = scriptedDef('stolen-chance');
  it("'stolen-chance': a preparation counter removed from target champion draws a card; none to remove, no card", () => {
    let s = edit(classed('RANGER'), (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 2; });
    const hand = player(s, A).hand.length;
    s = play(s, A, def, [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).counters.preparation).toBe(1);
    expect(player(s, A).hand.length).toBe(hand - 1 + 1); // 1 reserve paid, 1 drawn
    const t = play(classed('RANGER'), A, def, [objectTarget(champion(s, B).id)]);
    expect(player(t, A).hand.length).toBe(hand - 1);
  });
});

describe('wavekeepers-bond', () => {
  const def = scriptedDef('wavekeepers-bond');
  it("'wavekeepers-bond': recover 2 whenever your champion levels up", () => {
    const rai = fixtureDef('rai-spellcrafter');
    let [s, card] = toMaterialize(rai, 1, (t) => place(hurt(t, 4), A, def)[0]);
    s = settle(act(s, A, { type: 'materialize', card }));
    expect(champion(s, A).damage).toBe(2);
  });
  it("'wavekeepers-bond': from champion level 3, as your end phase begins, an optional sacrifice of it draws into memory", () => {
    const run = (level: number, accept: boolean) => {
      let s = edit(classed('CLERIC'), (t) => { t.objects[player(t, A).champion!]!.counters.level = level; });
      let bond: string;
      [s, bond] = place(s, A, def);
      s = passUntil(s, (t) => t.pending?.kind === 'may' || atMain(B)(t));
      const memory = player(s, A).memory.length;
      if (s.pending?.kind === 'may') s = act(s, A, { type: 'mayAnswer', accept });
      s = settle(s);
      return [s.field.includes(bond), player(s, A).memory.length - memory];
    };
    // A level 1 champion with level counters: level 2, then level 3.
    expect(run(1, true)).toEqual([true, 0]);
    expect(run(2, false)).toEqual([true, 0]);
    expect(run(2, true)).toEqual([false, 1]);
  });
});
