// Damage and damage prevention: shields, instances, damage types, unpreventable damage, bulwark,
// durations and static prevention (src/engine/effects/prevention.ts).
import { describe, expect, it } from 'vitest';
import {
  dealDamage, dealUnpreventableDamage, preventDamageStatic, preventNextDamage, preventNextInstance, staticAbility, targetUnit, target,
} from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { dealDamageBatch } from '../../src/engine/effects/prevention.js';
import type { GameState } from '../../src/engine/types.js';
import { A, B, act, addObject, atMain, champion, passUntil, withDef } from '../engine/helpers.js';
import { ally, board, cast, onIt } from './prevention-helpers.js';

const DMG = 'game-mechanics/game-mechanics-damage.md#general-rules';
const PREV = 'game-mechanics/game-mechanics-damage-prevention.md#general-rules';
const BULWARK = 'game-mechanics/game-mechanics-counters.md#bulwark';


/** Bob attacks Alice's unit `u` with a fresh 3-power ally; everyone passes until combat is over or a choice is asked. */
function bobAttacks(s: GameState, u: string, power = 3): GameState {
  s = passUntil(s, atMain(B));
  s = withDef(s, ally('test-raider', power, 9));
  let r: string;
  [s, r] = addObject(s, B, 'test-raider');
  s = act(s, B, { type: 'attack', attacker: r });
  s = act(s, B, { type: 'chooseAttackTarget', target: u });
  return passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || (!t.combat && t.phase === 'main'));
}

describe(`Damage prevention (${PREV})`, () => {
  it(`shielding prevention (${PREV}): a buffer absorbs damage until it is used up; damage beyond it is dealt`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3)], onIt(u));
    expect(s.preventions).toHaveLength(1);
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.preventions![0]!.amount).toBe(1);
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(1);
    expect(s.preventions).toEqual([]);
  });

  it(`instance prevention (${PREV}): prevents up to N of the next damage event, then ends even with damage left over`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextInstance(target(0), 2)], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 5)], onIt(u));
    expect(s.objects[u]!.damage).toBe(3);
    s = cast(s, A, [dealDamage(target(0), 5)], onIt(u));
    expect(s.objects[u]!.damage).toBe(8);
  });

  it(`instance prevention of all damage (${PREV}): "prevent that damage" prevents the whole event`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextInstance(target(0), 'all')], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 7)], onIt(u));
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.preventions).toEqual([]);
  });

  it(`prevention by damage type (${PREV}): combat-only prevention ignores non-combat damage and stops combat damage`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3, { damageType: 'combat', duration: 'permanent' })], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.preventions![0]!.amount).toBe(3);
    s = bobAttacks(s, u, 3);
    expect(s.objects[u]!.damage).toBe(0); // ally damage is cleared at end of turn; none was added by the attack
    expect(s.preventions).toEqual([]);
  });

  it(`non-combat prevention (${PREV}): does not stop combat damage`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3, { damageType: 'nonCombat', duration: 'permanent' })], onIt(u));
    s = bobAttacks(s, u, 2);
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.preventions![0]!.amount).toBe(3);
  });

  it(`unpreventable damage (${DMG}, ${PREV}): not reduced; a shield is left untouched while an instance is still used up`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3), preventNextInstance(target(0), 2)], onIt(u));
    expect(s.preventions).toHaveLength(2);
    // Two effects apply: Alice picks the shield first; it prevents nothing and stays.
    s = cast(s, A, [dealUnpreventableDamage(target(0), 4)], onIt(u));
    if (s.pending?.kind === 'orderReplacements') {
      const shield = s.preventions!.find((p) => p.kind === 'shield')!;
      s = passUntil(act(s, A, { type: 'orderReplacement', replacement: shield.id }), (t) => t.stack.length === 0 && !t.pending);
    }
    expect(s.objects[u]!.damage).toBe(4);
    expect(s.preventions!.map((p) => [p.kind, p.amount])).toEqual([['shield', 3]]);
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(4);
  });

  it(`no damage event when all is prevented (${DMG}): damage reduced to 0 is not dealt`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 5)], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.log.some((l) => l.text.includes('prevents 3 damage'))).toBe(true);
    expect(s.log.some((l) => l.text.includes('test-guard is dealt'))).toBe(false);
  });

  it(`separate per-unit tracking (${PREV}): prevention on each unit is tracked independently; a shared instance is used once`, () => {
    let [s, u] = board();
    let v: string;
    [s, v] = addObject(s, A, 'test-guard');
    // Each of Alice's two allies gets its own 1-damage shield from one effect.
    s = cast(s, A, [preventNextDamage({ ref: 'alliesYouControl' }, 1)]);
    expect(s.preventions!.map((p) => p.objects)).toEqual([[u], [v]]);
    s = cast(s, A, [dealDamage({ ref: 'alliesYouControl' }, 2)]);
    expect([s.objects[u]!.damage, s.objects[v]!.damage]).toEqual([1, 1]);
    // "The next time damage would be dealt to one or more units": one instance, used by the first.
    s = cast(s, A, [preventNextInstance({ ref: 'alliesYouControl' }, 'all', { shared: true })]);
    expect(s.preventions).toHaveLength(1);
    s = cast(s, A, [dealDamage({ ref: 'alliesYouControl' }, 2)]);
    expect([s.objects[u]!.damage, s.objects[v]!.damage]).toEqual([1, 3]);
  });

  it(`threshold (${PREV}): "if N or less damage would be dealt" prevents only events that small`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextInstance(target(0), 'all', { atMost: 3, duration: 'permanent' })], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 4)], onIt(u));
    expect(s.objects[u]!.damage).toBe(4);
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(4);
  });

  it(`durations (${PREV}): "this turn" prevention ends at end of turn; lasting prevention persists`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 2), preventNextDamage(target(0), 5, { duration: 'permanent' })], onIt(u));
    expect(s.preventions).toHaveLength(2);
    s = passUntil(s, atMain(B));
    expect(s.preventions!.map((p) => p.amount)).toEqual([5]);
  });

  it(`static prevention (${PREV}): a continuous effect prevents part of every damage event and is never used up`, () => {
    let [s, u] = board({ abilities: [staticAbility(preventDamageStatic('self', 2))] });
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(1);
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    const c = champion(s, A);
    s = cast(s, A, [dealDamage(target(0), 3)], [{ spec: targetUnit(), id: c.id }]);
    expect(champion(s, A).damage).toBe(c.damage + 3); // only the ally itself is protected
  });

  it(`static prevention of your champion (${PREV}): an ally's ability can protect its controller's champion`, () => {
    let [s] = board({ abilities: [staticAbility(preventDamageStatic('yourChampion', 1, { damageType: 'nonCombat' }))] });
    const c = champion(s, A);
    s = cast(s, A, [dealDamage(target(0), 3)], [{ spec: targetUnit(), id: c.id }]);
    expect(champion(s, A).damage).toBe(c.damage + 2);
  });
});

describe(`Bulwark counters in the prevention framework (${BULWARK})`, () => {
  it(`bulwark (${BULWARK}): bulwark counters act only on combat damage`, () => {
    let [s, u] = board();
    s = cast(s, A, [{ op: 'addCounters', subject: target(0), counter: 'bulwark', count: 2 }], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.objects[u]!.counters.bulwark).toBe(2);
  });

  it(`bulwark (${BULWARK}): one counter per combat damage event, however many there are`, () => {
    let [s, u] = board();
    s = cast(s, A, [{ op: 'addCounters', subject: target(0), counter: 'bulwark', count: 2 }], onIt(u));
    s = bobAttacks(s, u, 3);
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.objects[u]!.counters.bulwark).toBe(1);
  });

  it(`bulwark and unpreventable combat damage (${BULWARK}): the damage is dealt and exactly one counter is removed`, () => {
    const [s0, u] = board();
    const s = JSON.parse(JSON.stringify(s0)) as GameState;
    s.objects[u]!.counters.bulwark = 2;
    const ctx = { s, events: [] };
    const out = dealDamageBatch(ctx, { events: [{ object: u, amount: 3, combat: true, unpreventable: true }], choices: [], then: { kind: 'none' } });
    expect(out).not.toBe('paused');
    expect(s.objects[u]!.damage).toBe(3);
    expect(s.objects[u]!.counters.bulwark).toBe(1);
  });

  it(`assisted tool 'prevent' (${PREV}): an unscripted card's prevention is a 1-damage shield this turn`, () => {
    let [s, u] = board();
    s = withDef(s, { ...s.defs['test-guard']!, slug: 'test-unscripted', name: 'Unscripted', types: ['ACTION'], power: null, life: null, scripted: false, speed: true });
    const [s2, card] = (() => { const t = JSON.parse(JSON.stringify(s)) as GameState; t.cards['c999'] = { owner: A, def: 'test-unscripted' }; t.players[0]!.hand = [...t.players[0]!.hand, 'c999']; return [t, 'c999'] as const; })();
    s = act(s2, A, { type: 'activate', card });
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((x) => x.type !== 'cancel')!);
    s = passUntil(s, (t) => t.pending?.kind === 'assisted');
    expect(legalActions(s, A)).toContainEqual({ type: 'assist', tool: { tool: 'prevent', object: u, amount: 1 } });
    s = act(s, A, { type: 'assist', tool: { tool: 'prevent', object: u, amount: 1 } });
    s = act(s, A, { type: 'assist', tool: { tool: 'done' } });
    s = act(s, B, { type: 'consent', accept: true }); // the opponent accepts (src/engine/play/assisted.ts)
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(1);
  });
});
