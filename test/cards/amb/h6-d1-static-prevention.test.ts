// h6-d1: continuous preventions of objects with limits and riders (src/engine/effects/static-prevention.ts):
// once each turn, by source element, an amount from your memory, every other object you control, a counter on the source.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { cardHasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, atMain, champion, edit, mainPhaseOf, passUntil, player } from '../doa/support.js';
import { as, canUse, fill, obj, place } from '../doa/round2-helpers.js';
import { asKongming } from './amb1-support.js';

const wall = defineCard({ slug: 'test-d1s-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const hit = (n: number, element: Element = 'NORM') => defineCard({ slug: `test-d1s-hit-${n}-${element}`, name: `Hit ${element}`, types: ['ACTION'], element, cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit', orSiegeable: true }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
function run(s: GameState, def: CardDef, targets: ChosenTarget[], who: PlayerId = A): GameState {
  s = activateFromHand(fill(s, who, 2), who, def, targets)[0];
  return passUntil(s, settled);
}
const dmg = (s: GameState, id: string) => s.objects[id]!.damage;

describe("'floodward-sergeant'", () => {
  const def = scriptedDef('floodward-sergeant');
  it('all damage to it is stopped the first time each turn only', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    let sgt: string;
    [s, sgt] = place(s, A, def);
    s = run(s, hit(2, 'FIRE'), [obj(sgt)]);
    expect(dmg(s, sgt)).toBe(0);
    s = run(s, hit(1, 'FIRE'), [obj(sgt)]);
    expect(dmg(s, sgt)).toBe(1);
    // Next turn it works again (Bob's turn: his hit).
    s = passUntil(s, atMain(B));
    s = run(as(s, B, 'warrior', 'FIRE'), hit(2, 'FIRE'), [obj(sgt)], B);
    expect(s.objects[sgt]!.damage).toBe(0);
  });
  it('unpreventable damage spends it for the turn', () => {
    const strike = defineCard({ slug: 'test-d1s-unpreventable', name: 'Strike', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 1, unpreventable: true }] });
    let s = as(mainPhaseOf(A), A, 'warrior');
    let sgt: string;
    [s, sgt] = place(s, A, def);
    s = run(s, strike, [obj(sgt)]);
    s = run(s, hit(1), [obj(sgt)]);
    expect(dmg(s, sgt)).toBe(2);
  });
});

describe("'shangxiang-fierce-princess'", () => {
  const def = scriptedDef('shangxiang-fierce-princess');
  it('while imbued, 2 less damage from each source that is not norm element; norm sources are not lowered', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE', 'WATER');
    let sx: string;
    [s, sx] = place(s, A, def, { imbued: true });
    s = run(s, hit(3, 'FIRE'), [obj(sx)]);
    expect(dmg(s, sx)).toBe(1);
    s = run(s, hit(1, 'NORM'), [obj(sx)]);
    expect(dmg(s, sx)).toBe(2);
    s = run(s, hit(1, 'WATER'), [obj(sx)]);
    expect(dmg(s, sx)).toBe(2);
  });
  it('not imbued: nothing is prevented', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'FIRE');
    let sx: string;
    [s, sx] = place(s, A, def);
    s = run(s, hit(2, 'FIRE'), [obj(sx)]);
    expect(dmg(s, sx)).toBe(2);
  });
});

describe("'blanche-sheltering-saint'", () => {
  const def = scriptedDef('blanche-sheltering-saint');
  it('non-combat damage to your other units is lowered by the cards in your memory as it is dealt; Blanche herself is not covered', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let saint: string, mine: string;
    [s, saint] = place(s, A, def);
    [s, mine] = place(s, A, wall);
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    s = run(s, hit(3), [obj(mine)]);
    expect(dmg(s, mine)).toBe(1);
    s = run(s, hit(3), [obj(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(1);
    s = run(s, hit(1), [obj(saint)]);
    expect(dmg(s, saint)).toBe(1);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = run(s, hit(3), [obj(mine)]);
    expect(dmg(s, mine)).toBe(1);
  });
  it("an opponent's units are not covered; it has fast activation only at level 2 or more", () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let theirs: string;
    [s] = place(s, A, def);
    [s, theirs] = place(s, B, wall);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = run(s, hit(2), [obj(theirs)]);
    expect(dmg(s, theirs)).toBe(2);
    const lv = (t: GameState, n: number) => edit(t, (u) => { u.objects[player(u, A).champion!]!.counters.level = n; });
    const fast = (t: GameState) => cardHasKeyword(t, A, def, 'fastActivation');
    expect(fast(lv(as(mainPhaseOf(A), A, 'cleric'), 1))).toBe(true);
    expect(fast(as(mainPhaseOf(A), A, 'cleric'))).toBe(false);
  });
});

describe("'iron-halo-forcefield-node'", () => {
  const def = scriptedDef('iron-halo-forcefield-node');
  const token = defineCard({ slug: 'test-d1s-token', name: 'Drone', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
  it('2 less damage to each other object you control, not to itself nor to opponents', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let halo: string, mine: string, theirs: string;
    [s, halo] = place(s, A, def, { counters: { durability: 5 } });
    [s, mine] = place(s, A, wall);
    [s, theirs] = place(s, B, wall);
    s = run(s, hit(3), [obj(mine)]);
    s = run(s, hit(3), [obj(champion(s, A).id)]);
    s = run(s, hit(3), [obj(theirs)]);
    s = run(s, hit(3), [obj(halo)]);
    expect([dmg(s, mine), champion(s, A).damage, dmg(s, theirs), s.objects[halo]!.counters.durability]).toEqual([1, 1, 3, 2]);
  });
  it('at the beginning of your end phase, a durability counter for each of up to two tokens you control', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let halo: string;
    [s, halo] = place(s, A, def, { counters: { durability: 1 } });
    for (let i = 0; i < 3; i++) [s] = place(s, A, token);
    [s] = place(s, B, token);
    s = passUntil(s, (t) => t.phase === 'end' && settled(t) && (t.objects[halo]!.counters.durability ?? 0) > 1);
    expect(s.objects[halo]!.counters.durability).toBe(3);
  });
});

describe("'bairui-resplendent-barrier'", () => {
  const def = scriptedDef('bairui-resplendent-barrier');
  it('while it has two or fewer charge counters, 2 less damage to your champion, a charge counter on it each time', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'TERA');
    let bai: string;
    [s, bai] = place(s, A, def);
    const me = obj(champion(s, A).id);
    for (let i = 0; i < 3; i++) s = run(s, hit(3), [me]);
    expect([champion(s, A).damage, s.objects[bai]!.counters.charge]).toEqual([3, 3]);
    s = run(s, hit(3), [me]);
    expect([champion(s, A).damage, s.objects[bai]!.counters.charge]).toEqual([6, 3]);
  });
  it('Kongming, currents South, exactly three charge counters: sacrifice it to Empower 7', () => {
    const ready = (dir: 'south' | 'north', charge: number) => {
      let s = asKongming(mainPhaseOf(A), A, dir);
      let bai: string;
      [s, bai] = place(s, A, def, { counters: { charge } });
      return [s, bai] as const;
    };
    const [s, bai] = ready('south', 3);
    expect(canUse(s, A, bai, 1)).toBe(true);
    for (const [dir, n] of [['north', 3], ['south', 2], ['south', 4]] as const) {
      const [t, id] = ready(dir, n);
      expect(canUse(t, A, id, 1)).toBe(false);
    }
    expect(canUse(as(s, A, 'mage'), A, bai, 1)).toBe(false);
    const t = passUntil(act(s, A, { type: 'activateAbility', object: bai, index: 1 }), settled);
    expect(t.objects[bai]).toBeUndefined();
    expect(t.empower?.filter((e) => e.player === A).map((e) => e.amount)).toEqual([7]);
  });
});
