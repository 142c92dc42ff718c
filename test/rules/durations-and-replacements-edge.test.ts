// Edge rules: effects lasting until the beginning of their controller's next turn; the choice among
// leaving replacements outside a resolution (lethal damage); source-limited preventions, riders of
// a prevention and damage-modifying replacements ordered with preventions
// (src/engine/effects/durations.ts, replacement.ts, prevention.ts).
import { describe, expect, it } from 'vitest';
import {
  banishInstead, becomes, buffPower, dealDamage, dealUnpreventableDamage, gainKeyword, preventNextDamage, prohibit, target, targetUnit, yourChampion,
} from '../../src/cards/define.js';
import type { Effect, PreventionSpec } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { currentPower, hasKeyword } from '../../src/engine/state/query.js';
import type { GameState } from '../../src/engine/types.js';
import { A, B, act, addObject, atMain, champion, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { ally, board, cast, doublyShielded, expectShieldChoice, onIt, withAegis } from './prevention-helpers.js';

const CONT = 'game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules';
const TURNS = 'game-mechanics/game-mechanics-turn-order/README.md#general-rules';
const REPL = 'game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules';
const PREV = 'game-mechanics/game-mechanics-damage-prevention.md#general-rules';
const LINK_SHIELD = 'glossary/keywords-and-abilities.md#link-shield';
const STEP = 'game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-damage-step.md#general-rules';

const prevent = (spec: Partial<PreventionSpec> & Pick<PreventionSpec, 'kind' | 'amount'>, subject = target(0)): Effect =>
  ({ op: 'preventDamage', subject, prevention: { duration: 'untilEndOfTurn', ...spec } });

/** Bob attacks Alice's unit `u` with his ally `r`; everyone passes until combat is over or a choice is asked. */
function attackWith(s: GameState, r: string, u: string): GameState {
  s = act(s, B, { type: 'attack', attacker: r });
  s = act(s, B, { type: 'chooseAttackTarget', target: u });
  return passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || (!t.combat && t.phase === 'main'));
}

describe(`Until the beginning of your next turn (${CONT}, ${TURNS})`, () => {
  it(`duration (${CONT}): stat changes, keyword grants, characteristic effects and prohibitions last through the opponent's turn and end as their controller's next turn begins`, () => {
    let [s, u] = board();
    s = cast(s, A, [
      buffPower(target(0), 2, 'untilYourNextTurn'),
      { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilYourNextTurn' },
      becomes(target(0), [gainKeyword('taunt')], 'untilYourNextTurn'),
      prohibit('attack', { subject: target(0), duration: 'untilYourNextTurn' }),
      buffPower(target(0), 5), // until end of turn, for contrast
    ], onIt(u));
    expect(currentPower(s, s.objects[u]!)).toBe(8);
    // Bob's turn: the end of Alice's turn ended only the "until end of turn" buff.
    s = passUntil(s, atMain(B));
    expect(currentPower(s, s.objects[u]!)).toBe(3);
    expect(hasKeyword(s, s.objects[u]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, s.objects[u]!, 'taunt')).toBe(true);
    expect(s.permissionEffects ?? []).toHaveLength(1);
    // Alice's next turn has begun: all of them are over.
    s = passUntil(s, atMain(A));
    expect(currentPower(s, s.objects[u]!)).toBe(1);
    expect(hasKeyword(s, s.objects[u]!, 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[u]!, 'taunt')).toBe(false);
    expect(s.permissionEffects ?? []).toHaveLength(0);
    expect(s.effects).toEqual([]);
    expect(s.keywordGrants).toEqual([]);
  });

  it(`duration (${TURNS}): the effect ends at the start of the turn, before its first phase gives anyone Opportunity`, () => {
    let [s, u] = board();
    s = cast(s, A, [buffPower(target(0), 2, 'untilYourNextTurn')], onIt(u));
    s = passUntil(s, atMain(B));
    // The first moment Alice can act in her next turn (her recollection phase): already gone.
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A && !!t.opportunity);
    expect(s.phase).not.toBe('main');
    expect(currentPower(s, s.objects[u]!)).toBe(1);
  });

  it(`prevention duration (${PREV}): a shield lasting until Alice's next turn protects during Bob's turn, then ends`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3, { duration: 'untilYourNextTurn' })], onIt(u));
    s = passUntil(s, atMain(B));
    s = cast(s, B, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.preventions!.map((p) => p.amount)).toEqual([1]);
    s = passUntil(s, atMain(A));
    expect(s.preventions).toEqual([]);
  });

  it(`replacement duration (${REPL}): "banish it instead" until Alice's next turn still applies when Bob destroys the ally in his turn`, () => {
    let [s, u] = board();
    const card = s.objects[u]!.card!;
    s = cast(s, A, [banishInstead(target(0), 'graveyard', 'untilYourNextTurn')], onIt(u));
    s = passUntil(s, atMain(B));
    expect(s.replacements).toHaveLength(1);
    s = cast(s, B, [{ op: 'destroy', subject: target(0) }], onIt(u));
    expect(player(s, A).banishment).toContain(card);
  });

  it(`controller (${CONT}): "your next turn" is the effect's controller's — Bob's effect on Alice's ally lasts through Alice's turn`, () => {
    let [s, u] = board();
    s = passUntil(s, atMain(B));
    s = cast(s, B, [buffPower(target(0), 4, 'untilYourNextTurn')], onIt(u));
    s = passUntil(s, atMain(A));
    expect(currentPower(s, s.objects[u]!)).toBe(5);
    s = passUntil(s, atMain(B));
    expect(currentPower(s, s.objects[u]!)).toBe(1);
  });
});

describe(`Leaving replacements outside a resolution (${REPL}, ${LINK_SHIELD})`, () => {
  it(`lethal damage (${REPL}): the state-based destruction waits for the dying ally's controller to choose which Link Shield is destroyed instead`, () => {
    let [s, u, older, newer] = doublyShielded();
    s = passUntil(s, atMain(B));
    s = cast(s, B, [dealDamage(target(0), 9)], onIt(u));
    expectShieldChoice(s, 'orderReplacements', older, newer);
    s = act(s, A, { type: 'orderReplacement', replacement: newer });
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.objects[newer]).toBeUndefined();
    expect(s.objects[older]).toBeDefined(); // oldest-first would have taken this one
  });

  it(`lethal damage (${REPL}): with a Link Shield and "banish if destroyed", choosing the banishment leaves the shield nothing to replace`, () => {
    let [s, u] = board();
    const card = s.objects[u]!.card!;
    s = withAegis(s);
    let sh: string;
    [s, sh] = addObject(s, A, 'test-aegis', { linkedTo: u });
    s = cast(s, A, [banishInstead(target(0), 'destroyed')], onIt(u));
    const banish = s.replacements![0]!.id;
    s = cast(s, A, [dealDamage(target(0), 9)], onIt(u));
    expect(s.pending?.kind).toBe('orderReplacements');
    expect(legalActions(s, A).filter((a) => a.type === 'orderReplacement').map((a) => a.type === 'orderReplacement' && a.replacement)).toEqual([sh, banish]);
    s = act(s, A, { type: 'orderReplacement', replacement: banish });
    expect(s.objects[u]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
  });

  it(`refusal (${REPL}): an answer that is not one of the replacements is refused, citing the page`, () => {
    let [s, u] = doublyShielded();
    s = cast(s, A, [dealDamage(target(0), 9)], onIt(u));
    refuse(s, A, { type: 'orderReplacement', replacement: u }, 'types-of-effects-replacement-effects.md');
  });

  it(`no real choice (${REPL}): one Link Shield alone, or "banish instead" effects alone, apply without a question`, () => {
    let [s, u] = board();
    const card = s.objects[u]!.card!;
    s = cast(s, A, [banishInstead(target(0), 'destroyed'), banishInstead(target(0), 'graveyard')], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 9)], onIt(u));
    expect(s.pending).toBeNull();
    expect(player(s, A).banishment).toContain(card);
  });

  it(`combat (${STEP}): a defender killed by combat damage waits for its controller's choice, then combat ends normally`, () => {
    let [s, u, older, newer] = doublyShielded();
    s = passUntil(s, atMain(B));
    s = withDef(s, ally('test-raider', 9, 9));
    let r: string;
    [s, r] = addObject(s, B, 'test-raider');
    s = attackWith(s, r, u);
    expect(s.pending?.kind).toBe('orderReplacements');
    expect(s.pending!.player).toBe(A);
    expect(s.combat).not.toBeNull();
    s = act(s, A, { type: 'orderReplacement', replacement: older });
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[older]).toBeUndefined();
    expect(s.objects[newer]).toBeDefined();
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.phase).toBe('main');
  });
});

describe(`Source-limited prevention, riders and damage increases (${PREV}, ${REPL})`, () => {
  it(`source type (${PREV}): "from allies" ignores damage from an action card and prevents an ally's combat damage`, () => {
    let [s, u] = board();
    s = cast(s, A, [prevent({ kind: 'shield', amount: 3, from: { kind: 'type', type: 'ALLY' }, duration: 'permanent' })], onIt(u));
    s = passUntil(s, atMain(B));
    s = cast(s, B, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.preventions!.map((p) => p.amount)).toEqual([3]);
    s = withDef(s, ally('test-raider', 3, 9));
    let r: string;
    [s, r] = addObject(s, B, 'test-raider');
    s = attackWith(s, r, u);
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.preventions).toEqual([]);
  });

  it(`chosen source (${PREV}): prevention limited to one chosen object ignores another attacker's damage`, () => {
    let [s, u] = board();
    s = withDef(s, ally('test-raider', 3, 9));
    let x: string, y: string;
    [s, x] = addObject(s, B, 'test-raider');
    [s, y] = addObject(s, B, 'test-raider');
    s = cast(s, A, [prevent({ kind: 'instance', amount: 'all', from: { kind: 'object', subject: target(1) }, duration: 'permanent' })],
      [{ spec: targetUnit(), id: u }, { spec: targetUnit(), id: x }]);
    expect(s.preventions![0]!.from).toEqual({ kind: 'object', object: x });
    s = passUntil(s, atMain(B));
    s = attackWith(s, y, u);
    expect(s.objects[u]!.damage).toBe(3);
    expect(s.preventions).toHaveLength(1);
    s = passUntil(s, atMain(A));
    s = passUntil(s, atMain(B));
    s = attackWith(s, x, u);
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.preventions).toEqual([]);
  });

  it(`sources you don't control (${PREV}): Alice's own damage is not prevented, Bob's is`, () => {
    let [s, u] = board();
    s = cast(s, A, [prevent({ kind: 'shield', amount: 5, from: { kind: 'notYours' } })], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 2)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    expect(s.preventions!.map((p) => p.amount)).toEqual([5]);
  });

  it(`rider (${PREV}): counters put as part of the prevention, as many as it prevented; none when unpreventable damage prevents nothing`, () => {
    let [s, u] = board();
    const rider = { counter: 'enlighten' as const, on: 'yourChampion' as const, count: 'prevented' as const };
    s = cast(s, A, [prevent({ kind: 'shield', amount: 3, rider, duration: 'permanent' })], onIt(u));
    s = passUntil(s, atMain(B));
    s = cast(s, B, [dealUnpreventableDamage(target(0), 2)], onIt(u));
    expect(champion(s, A).counters.enlighten ?? 0).toBe(0);
    s = cast(s, B, [dealDamage(target(0), 2)], onIt(u));
    expect(champion(s, A).counters.enlighten).toBe(2);
    expect(s.objects[u]!.damage).toBe(2); // the unpreventable 2 only
  });

  it(`damage increase ordered with prevention (${REPL}): the champion's controller chooses; increase first lets 1 through, the shield first stops it all`, () => {
    const setup = (): GameState => {
      let [s] = board();
      s = cast(s, A, [prevent({ kind: 'increase', amount: 1, duration: 'untilYourNextTurn' }, yourChampion()), prevent({ kind: 'shield', amount: 2 }, yourChampion())]);
      s = passUntil(s, atMain(B));
      return s;
    };
    let s = setup();
    // The shield was "this turn": it ended with Alice's turn, so only the increase is left.
    expect(s.preventions!.map((p) => p.kind)).toEqual(['increase']);
    const start = champion(s, A).damage;
    s = cast(s, B, [dealDamage({ ref: 'eachOpponentChampion' }, 2)]);
    expect(champion(s, A).damage).toBe(start + 3);
    // Both in force during Bob's turn.
    let [t] = board();
    t = cast(t, A, [prevent({ kind: 'increase', amount: 1, duration: 'untilYourNextTurn' }, yourChampion()), prevent({ kind: 'shield', amount: 2, duration: 'untilYourNextTurn' }, yourChampion())]);
    t = passUntil(t, atMain(B));
    const [inc, shield] = t.preventions!;
    const before = champion(t, A).damage;
    const hit = cast(t, B, [dealDamage({ ref: 'eachOpponentChampion' }, 2)]);
    expect(hit.pending?.kind).toBe('orderReplacements');
    expect(hit.pending!.player).toBe(A);
    const incFirst = act(hit, A, { type: 'orderReplacement', replacement: inc!.id });
    expect(champion(incFirst, A).damage).toBe(before + 1);
    const shieldFirst = act(hit, A, { type: 'orderReplacement', replacement: shield!.id });
    expect(champion(shieldFirst, A).damage).toBe(before);
  });

  it(`damage increase is not prevention (${PREV}): unpreventable damage is still increased`, () => {
    let [s] = board();
    s = cast(s, A, [prevent({ kind: 'increase', amount: 1, duration: 'untilYourNextTurn' }, yourChampion())]);
    s = passUntil(s, atMain(B));
    const before = champion(s, A).damage;
    s = cast(s, B, [dealUnpreventableDamage({ ref: 'eachOpponentChampion' }, 2)]);
    expect(champion(s, A).damage).toBe(before + 3);
  });
});
