// Damage split among chosen units (src/engine/effects/split-damage.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, preventNextInstance, reserve, target, targetUnit } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addObject, champion, newGame } from '../engine/helpers.js';
import { activateFromHand, passUntil, play } from '../cards/doa/support.js';

const split = defineCard({ slug: 'test-split', name: 'Test Split', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'splitDamage', amount: 3 }] });
const ward = defineCard({ slug: 'test-ward', name: 'Test Ward', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [preventNextInstance(target(0), 'all')] });
const obj = (id: string) => ({ kind: 'object' as const, id });

describe('damage split among chosen units', () => {
  it('every point goes to a unit, and each unit takes its share as one damage event (game-mechanics/game-mechanics-damage.md#general-rules)', () => {
    let s = newGame({ first: A });
    let a: string;
    [s, a] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, ward, [obj(a)]); // prevents the next damage event to it, whatever its size
    [s] = activateFromHand(s, A, split);
    s = passUntil(s, (t) => t.pending?.kind === 'splitDamage');
    s = act(s, A, { type: 'chooseTarget', target: obj(a) });
    s = act(s, A, { type: 'chooseTarget', target: obj(a) });
    expect(() => act(s, A, { type: 'chooseTarget', target: null })).toThrow();
    s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[a]!.damage).toBe(0);
    expect(champion(s, B).damage).toBe(1);
  });

  it('choosing no unit deals no damage (game-mechanics/game-mechanics-damage.md#general-rules)', () => {
    let s = newGame({ first: A });
    [s] = activateFromHand(s, A, split);
    s = passUntil(s, (t) => t.pending?.kind === 'splitDamage');
    expect(legalActions(s, A).some((x) => x.type === 'chooseTarget' && x.target === null)).toBe(true);
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), (t) => t.stack.length === 0 && !t.pending);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([0, 0]);
  });
});
