// h5-u-mrc: Mercurial Heart preventions that trigger when they prevent (src/engine/effects/prevention-triggers.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, champion, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';
import { damageOf } from '../rdo/rdo-1-support.js';

const neosWall = defineCard({ slug: 'test-neos-wall', name: 'Neos Wall', types: ['ALLY'], element: 'NEOS', cost: reserve(1), power: 0, life: 20 }, {});
const normWall = defineCard({ slug: 'test-norm-wall', name: 'Norm Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const hit = (n: number) => defineCard({ slug: `test-hit-${n}`, name: 'Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });

/** Activate `def` (filling the hand to pay), answering trigger targets with `triggerTarget`, until all is settled. */
function run(s: GameState, def: CardDef, targets: ChosenTarget[], triggerTarget: ChosenTarget | null = null): GameState {
  s = activateFromHand(fill(s, A, 4), A, def, targets)[0];
  for (let i = 0; i < 20; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'triggerTargets') return s;
    s = act(s, A, { type: 'chooseTarget', target: triggerTarget });
  }
  return s;
}

describe("'radiant-repudiation'", () => {
  const def = scriptedDef('radiant-repudiation');
  it('prevents the next 4 damage to the target neos unit; each time it prevents some, 2 damage to a target unit', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    let mine: string;
    [s, mine] = place(s, A, neosWall);
    const foe = champion(s, B).id;
    s = run(s, def, [obj(mine)]);
    s = run(s, hit(3), [obj(mine)], obj(foe));
    expect([damageOf(s, mine), champion(s, B).damage]).toEqual([0, 2]);
    s = run(s, hit(3), [obj(mine)], obj(foe));
    expect([damageOf(s, mine), champion(s, B).damage]).toEqual([2, 4]);
    s = run(s, hit(3), [obj(mine)], obj(foe));
    expect([damageOf(s, mine), champion(s, B).damage]).toEqual([5, 4]);
  });
  it('only a neos element unit can be its target', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    let other: string, card: string;
    [s, other] = place(s, A, normWall);
    [s, card] = addCard(withDef(fill(s, A, 4), def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.id === other)).toBe(false);
  });
});

describe("'enthralling-visage'", () => {
  const def = scriptedDef('enthralling-visage');
  it('the next damage to the target unit has 2 prevented; when it is, a target card in a graveyard is banished', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let mine: string, card: string;
    [s, mine] = place(s, A, normWall);
    [s, card] = addCard(s, B, 'smoke-out', 'graveyard');
    s = run(s, def, [obj(mine)]);
    s = run(s, hit(3), [obj(mine)], { kind: 'card', id: card });
    expect(damageOf(s, mine)).toBe(1);
    expect(player(s, B).banishment).toContain(card);
    // Used up: the next damage is not prevented and nothing triggers.
    s = run(s, hit(3), [obj(mine)], null);
    expect(damageOf(s, mine)).toBe(4);
  });
});

describe("'echoic-guard'", () => {
  const def = scriptedDef('echoic-guard');
  const printed = defineCard({ slug: 'test-printed', name: 'Printed', types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 2, life: 5 }, {});
  const fromMemory = defineCard({ slug: 'test-memory-ally', name: 'Memory Ally', types: ['ALLY'], element: 'NORM', cost: { kind: 'memory', value: 1 }, power: 1, life: 5 }, {});
  /** Alice casts it on `ally`, then pays (or declines) the ally's reserve cost. */
  function guard(s: GameState, ally: string, pay: boolean): GameState {
    s = activateFromHand(fill(s, A, 6), A, def, [obj(ally)])[0];
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending));
    for (let i = 0; i < 5 && s.pending?.kind === 'payToDo'; i++) {
      const legal = legalActions(s, A);
      s = act(s, A, pay ? legal.find((a) => a.type === 'chooseReserve')! : { type: 'mayAnswer', accept: false });
    }
    return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  }
  it('prevents the next 2 damage to the target ally; paying its reserve cost summons a token copy under your control (rulings)', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    let theirs: string;
    [s, theirs] = place(s, B, printed, { counters: { buff: 2 }, damage: 1 });
    const hand = player(s, A).hand.length + 6;
    const t = guard(s, theirs, true);
    const copies = Object.values(t.objects).filter((o) => o.def === printed.slug && o.id !== theirs);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.controller).toBe(A);
    expect(copies[0]!.card).toBeNull();
    // Printed values only: no counters, no damage carried over.
    expect([copies[0]!.counters.buff ?? 0, copies[0]!.damage]).toEqual([0, 0]);
    // Echoic Guard costs 2 for a Guardian; the copy costs 2 more.
    expect(hand - player(t, A).hand.length).toBe(4);
    const u = run(t, hit(3), [obj(theirs)]);
    expect(damageOf(u, theirs)).toBe(2);
    const declined = guard(s, theirs, false);
    expect(Object.values(declined.objects).filter((o) => o.def === printed.slug)).toHaveLength(1);
  });
  it('an ally without a reserve cost gets no copy (ruling)', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    let mine: string;
    [s, mine] = place(s, A, fromMemory);
    s = guard(s, mine, true);
    expect(Object.values(s.objects).filter((o) => o.def === fromMemory.slug)).toHaveLength(1);
  });
});
