// A prevention with its own trigger, "whenever damage is prevented this way, …"
// (game-mechanics/game-mechanics-damage-prevention.md#general-rules): src/engine/effects/prevention-triggers.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, dealDamage, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef, PreventionSpec } from '../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const PAGE = 'game-mechanics/game-mechanics-damage-prevention.md#general-rules';

const onPrevent = { effects: [dealDamage(target(0), 1)], targets: [targetUnit()] };
const guard = (slug: string, prevention: PreventionSpec): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [{ op: 'preventDamage', subject: target(0), prevention }] });
const shieldGuard = guard('test-shield-guard', { kind: 'shield', amount: 3, duration: 'untilEndOfTurn', onPrevent });
const instanceGuard = guard('test-instance-guard', { kind: 'instance', amount: 1, duration: 'untilEndOfTurn', onPrevent });
const hit = (n: number, unpreventable = false) => defineCard({ slug: `test-hit-${n}${unpreventable ? '-u' : ''}`, name: 'Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [{ op: 'dealDamage', to: target(0), amount: n, ...(unpreventable ? { unpreventable: true } : {}) }] });
const wall = defineCard({ slug: 'test-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 20 }, {});

const obj = (id: string): ChosenTarget => ({ kind: 'object', id });
function cast(s: GameState, def: CardDef, t: ChosenTarget, triggerTarget?: ChosenTarget): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = payReserve(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: t }), A);
  for (let i = 0; i < 20; i++) {
    s = passUntil(s, (u) => u.pending?.kind === 'triggerTargets' || (u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'triggerTargets') return s;
    s = act(s, A, { type: 'chooseTarget', target: triggerTarget ?? null });
  }
  return s;
}

describe('a prevention that triggers when it prevents damage (' + PAGE + ')', () => {
  it('a shield triggers each time it prevents some damage, its controller choosing the trigger\'s target then', () => {
    let s = newGame({ first: A });
    let mine: string;
    [s, mine] = addObject(withDef(s, wall), A, wall.slug);
    const foe = champion(s, B).id;
    s = cast(s, shieldGuard, obj(mine));
    s = cast(s, hit(2), obj(mine), obj(foe));
    expect([s.objects[mine]!.damage, champion(s, B).damage]).toEqual([0, 1]);
    s = cast(s, hit(2), obj(mine), obj(foe));
    expect([s.objects[mine]!.damage, champion(s, B).damage]).toEqual([1, 2]);
    // The buffer is used up: no more prevention, no more trigger.
    s = cast(s, hit(2), obj(mine), obj(foe));
    expect([s.objects[mine]!.damage, champion(s, B).damage]).toEqual([3, 2]);
  });
  it('unpreventable damage prevents nothing, so nothing triggers', () => {
    let s = newGame({ first: A });
    let mine: string;
    [s, mine] = addObject(withDef(s, wall), A, wall.slug);
    s = cast(s, shieldGuard, obj(mine));
    s = cast(s, hit(2, true), obj(mine), obj(champion(s, B).id));
    expect([s.objects[mine]!.damage, champion(s, B).damage, s.pendingTriggers.length]).toEqual([2, 0, 0]);
  });
  it('an instance triggers once, for the one event it prevents', () => {
    let s = newGame({ first: A });
    let mine: string;
    [s, mine] = addObject(withDef(s, wall), A, wall.slug);
    const foe = champion(s, B).id;
    s = cast(s, instanceGuard, obj(mine));
    s = cast(s, hit(3), obj(mine), obj(foe));
    s = cast(s, hit(3), obj(mine), obj(foe));
    expect([s.objects[mine]!.damage, champion(s, B).damage]).toEqual([5, 1]);
  });
});
