// h6-trg: objects entering rested for the next batch only, or for an opponent until your next turn (effects/next-entry-states.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectsOf, place, play, settle } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const ally = (slug: string) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const item = (slug: string) => defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
const twoAllies = defineCard({ slug: 'test-h6-two-drones', name: 'Two Drones', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'summonToken', token: 'test-h6-drone', count: 2 }] });
const drone: CardDef = { ...defineCard({ slug: 'test-h6-drone', name: 'Drone', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {}) };
const restedOf = (s: GameState, slug: string) => objectsOf(s, slug).map((o) => o.rested);
const card = (slug: string, element: Element) => defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(1) }, {});

describe('fractal-of-snow', () => {
  it("'fractal-of-snow': sacrificed (Cleric), the next allies to enter this turn, one batch together, enter rested; later ones do not", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'WATER'] }), A, 2);
    s = withDef(withDef(s, drone), twoAllies);
    let fractal: string;
    [s, fractal] = place(s, A, def('fractal-of-snow'));
    const use = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === fractal)!;
    expect(use).toBeDefined();
    s = settle(payReserve(act(s, A, use), A));
    expect(s.objects[fractal]).toBeUndefined();
    s = play(s, A, item('test-h6-plain-item')); // not an ally: it stays waiting
    s = play(s, A, twoAllies);
    expect(restedOf(s, 'test-h6-drone')).toEqual([true, true]);
    s = play(s, A, ally('test-h6-later-ally'));
    expect(restedOf(s, 'test-h6-later-ally')).toEqual([false]);
  });

  it("'fractal-of-snow': without the Cleric class bonus its ability can't be activated; it is Reservable", () => {
    let s = asChampion(mainPhaseOf(A), A, { classes: ['WARRIOR'], elements: ['NORM', 'WATER'] });
    let fractal: string;
    [s, fractal] = place(s, A, def('fractal-of-snow'));
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === fractal)).toBe(false);
    expect(def('fractal-of-snow').keywords).toContain('reservable');
  });
});

describe('freezing-steel', () => {
  it("'freezing-steel': only the next items to enter this turn enter rested, whoever controls them; allies are not affected", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['NORM', 'WATER'] }), A, 2);
    s = play(s, A, def('freezing-steel'));
    s = play(s, A, ally('test-h6-steel-ally'));
    expect(restedOf(s, 'test-h6-steel-ally')).toEqual([false]);
    s = play(s, A, item('test-h6-first-item'));
    expect(restedOf(s, 'test-h6-first-item')).toEqual([true]);
    s = play(s, A, item('test-h6-second-item'));
    expect(restedOf(s, 'test-h6-second-item')).toEqual([false]);
    expect(def('freezing-steel').keywords).toContain('floatingMemory');
  });

  it("'freezing-steel': it lasts this turn only", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['NORM', 'WATER'] }), A, 2);
    s = play(s, A, def('freezing-steel'));
    s = passUntil(s, atMain(B));
    s = play(s, B, item('test-h6-bob-item'));
    expect(restedOf(s, 'test-h6-bob-item')).toEqual([false]);
  });
});

describe('fount-seraphim', () => {
  const run = (element: Element) => {
    let s = asChampion(mainPhaseOf(A), A, { classes: ['GUARDIAN'], elements: ['NORM', 'WATER', 'UMBRA'] });
    s = edit(s, (t) => { player(t, A).hand = []; });
    for (const d of [card('t-h6-pay-1', element), card('t-h6-pay-2', element), card('t-h6-pay-3', 'NORM')]) [s] = addCard(withDef(s, d), A, d.slug);
    s = play(s, A, def('fount-seraphim'));
    return s;
  };
  it("'fount-seraphim': imbued, allies of your opponents enter rested until your next turn begins; yours do not", () => {
    let s = run('UMBRA');
    expect(objectsOf(s, 'fount-seraphim')[0]!.imbued).toBe(true);
    s = play(s, A, ally('test-h6-mine'));
    expect(restedOf(s, 'test-h6-mine')).toEqual([false]);
    s = passUntil(s, atMain(B));
    s = play(s, B, ally('test-h6-bobs'));
    s = play(s, B, ally('test-h6-bobs'));
    expect(restedOf(s, 'test-h6-bobs')).toEqual([true, true]);
    s = passUntil(s, atMain(A));
    let t = passUntil(s, atMain(B));
    t = play(t, B, ally('test-h6-bobs-later'));
    expect(restedOf(t, 'test-h6-bobs-later')).toEqual([false]);
  });
  it("'fount-seraphim': not imbued, nothing changes; it has taunt", () => {
    let s = run('NORM');
    s = passUntil(s, atMain(B));
    s = play(s, B, ally('test-h6-bobs'));
    expect(restedOf(s, 'test-h6-bobs')).toEqual([false]);
    expect(def('fount-seraphim').keywords).toContain('taunt');
  });
});
