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
