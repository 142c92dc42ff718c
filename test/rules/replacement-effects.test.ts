// Replacement effects: the affected player orders them step by step, "banish it instead", and
// Link Shield's replacement side (src/engine/effects/replacement.ts, prevention.ts).
import { describe, expect, it } from 'vitest';
import { banishInstead, dealDamage, defineCard, destroy, onDeath, preventNextDamage, preventNextInstance, reserve, target, targetUnit, triggered, draw } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/types.js';
import { A, B, act, addCard, addObject, atMain, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { ally, board, cast, doublyShielded, expectShieldChoice, onIt, withAegis } from './prevention-helpers.js';

const REPL = 'game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules';
const STEP = 'game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-damage-step.md#general-rules';
const LINK_SHIELD = 'glossary/keywords-and-abilities.md#link-shield';
const DESTRUCTION = 'glossary/game-terms.md#destruction';


describe(`Replacement effects (${REPL})`, () => {
  it(`order (${REPL}): with two preventions on one event, the affected unit's controller chooses; legalActions lists exactly the choices`, () => {
    let [s, u] = board();
    const lasting = { duration: 'permanent' as const };
    s = cast(s, A, [preventNextDamage(target(0), 3, lasting), preventNextInstance(target(0), 2, lasting)], onIt(u));
    const [shield, inst] = s.preventions!;
    // Bob deals the damage; Alice, who controls the damaged ally, decides.
    s = passUntil(s, atMain(B));
    s = cast(s, B, [dealDamage(target(0), 4)], onIt(u));
    expect(s.pending?.kind).toBe('orderReplacements');
    expect(s.pending!.player).toBe(A);
    expect(legalActions(s, A).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'orderReplacement', replacement: shield!.id },
      { type: 'orderReplacement', replacement: inst!.id },
    ]);
    expect(legalActions(s, B)).toEqual([{ type: 'concede' }]);
    // Instance first (2 prevented), then the shield takes the other 2 and keeps 1.
    s = act(s, A, { type: 'orderReplacement', replacement: inst!.id });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.preventions!.map((p) => [p.kind, p.amount])).toEqual([['shield', 1]]);
    // The resolution carried on: the spell finished and went to the graveyard.
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def.startsWith('test-spell'))).toBe(true);
  });

  it(`step-wise (${REPL}): once the damage is gone, no other effect is left to order`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 5), preventNextInstance(target(0), 2)], onIt(u));
    const shield = s.preventions![0]!;
    s = cast(s, A, [dealDamage(target(0), 4)], onIt(u));
    s = act(s, A, { type: 'orderReplacement', replacement: shield.id });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[u]!.damage).toBe(0);
    // The shield took all 4; the instance did not apply and is still waiting.
    expect(s.preventions!.map((p) => [p.kind, p.amount])).toEqual([['shield', 1], ['instance', 2]]);
  });

  it(`one effect (${REPL}): a single applicable effect applies with no question`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 1)], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 4)], onIt(u));
    expect(s.pending).toBeNull();
    expect(s.objects[u]!.damage).toBe(3);
  });

  it(`refusal (${REPL}): an effect that is not among the choices is refused, citing the page`, () => {
    let [s, u] = board();
    s = cast(s, A, [preventNextDamage(target(0), 3), preventNextInstance(target(0), 2)], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 4)], onIt(u));
    refuse(s, A, { type: 'orderReplacement', replacement: 'p-nope' }, 'types-of-effects-replacement-effects.md#general-rules');
  });

  it(`combat damage (${STEP}): the defending unit's controller orders the effects in the damage step, then combat goes on`, () => {
    let [s, u] = board();
    s = cast(s, A, [{ op: 'addCounters', subject: target(0), counter: 'bulwark', count: 1 }, preventNextInstance(target(0), 1, { duration: 'permanent' })], onIt(u));
    s = passUntil(s, atMain(B));
    s = withDef(s, ally('test-raider', 3, 9));
    let r: string;
    [s, r] = addObject(s, B, 'test-raider');
    s = act(s, B, { type: 'attack', attacker: r });
    s = act(s, B, { type: 'chooseAttackTarget', target: u });
    s = passUntil(s, (t) => t.pending?.kind === 'orderReplacements');
    expect(s.pending!.player).toBe(A);
    const inst = s.preventions!.find((p) => p.kind === 'instance')!;
    expect(legalActions(s, A).filter((a) => a.type === 'orderReplacement')).toEqual([
      { type: 'orderReplacement', replacement: inst.id },
      { type: 'orderReplacement', replacement: `bulwark:${u}` },
    ]);
    // The instance prevents 1 of the 3; the bulwark counter then prevents the rest.
    s = act(s, A, { type: 'orderReplacement', replacement: inst.id });
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.objects[u]!.counters.bulwark).toBe(0);
    expect(s.combat?.step ?? 'over').not.toBe('damage');
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.phase).toBe('main');
  });
});

describe(`"Banish it instead" (${REPL}, ${DESTRUCTION})`, () => {
  it(`graveyard replacement (${REPL}): a destroyed ally is banished instead, and it did not die (no On Death)`, () => {
    let [s, u] = board({ abilities: [triggered(onDeath(), [draw(1)])] });
    const card = s.objects[u]!.card!;
    s = cast(s, A, [banishInstead(target(0))], onIt(u));
    const hand = player(s, A).hand.length;
    s = cast(s, A, [destroy(target(0))], onIt(u));
    expect(s.objects[u]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(player(s, A).hand.length).toBe(hand);
  });

  it(`destruction replacement (${DESTRUCTION}): lethal damage destroys, so "if it would be destroyed" applies too`, () => {
    let [s, u] = board();
    const card = s.objects[u]!.card!;
    s = cast(s, A, [banishInstead(target(0), 'destroyed')], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 9)], onIt(u));
    expect(s.objects[u]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
  });

  it(`duration (${REPL}): a "this turn" replacement is gone next turn`, () => {
    let [s, u] = board();
    const card = s.objects[u]!.card!;
    s = cast(s, A, [banishInstead(target(0))], onIt(u));
    expect(s.replacements).toHaveLength(1);
    s = passUntil(s, atMain(B));
    expect(s.replacements).toEqual([]);
    s = cast(s, B, [destroy(target(0))], onIt(u));
    expect(player(s, A).graveyard).toContain(card);
  });
});

describe(`Link Shield's replacement (${LINK_SHIELD})`, () => {
  function shielded(): [GameState, string, string] {
    let [s, u] = board();
    s = withAegis(s);
    let sh: string;
    [s, sh] = addObject(s, A, 'test-aegis', { linkedTo: u });
    return [s, u, sh];
  }

  it(`destroy (${LINK_SHIELD}): the shield is destroyed instead and the linked ally's temporary damage is removed`, () => {
    let [s, u, sh] = shielded();
    s = cast(s, A, [dealDamage(target(0), 9)], onIt(u));
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.objects[sh]).toBeUndefined();
    s = cast(s, A, [destroy(target(0))], onIt(u));
    expect(s.objects[u]).toBeUndefined(); // no shield left
  });

  it(`sacrifice (${LINK_SHIELD}): when the linked object would be sacrificed, the shield is sacrificed instead`, () => {
    let [s, u, sh] = shielded();
    const aegis = s.objects[sh]!.card!;
    s = withDef(s, { ...s.defs['test-guard']!, abilities: [{ kind: 'activated', costs: [{ kind: 'sacrificeSelf' }], speed: 'fast', effects: [draw(1)] }] });
    s = act(s, A, { type: 'activateAbility', object: u, index: 0 });
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((x) => x.type !== 'cancel')!);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[sh]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(aegis);
  });
});

describe(`Choosing among leaving replacements (${REPL})`, () => {
  /** Bob destroys the unit with a free spell; the players pass until a question or the end. */
  function bobDestroys(s: GameState, u: string): GameState {
    s = passUntil(s, atMain(B));
    s = withDef(s, defineCard({ slug: 'test-smash', name: 'Test Smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [destroy(target(0))], targets: [targetUnit()] }));
    let card: string;
    [s, card] = addCard(s, B, 'test-smash');
    s = act(s, B, { type: 'activate', card });
    while (s.pending?.kind === 'activation') {
      const legal = legalActions(s, B);
      s = act(s, B, legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === u) ?? legal.find((a) => a.type !== 'cancel')!);
    }
    return passUntil(s, (t) => t.pending?.kind === 'orderLeavingReplacements' || (t.stack.length === 0 && !t.pending));
  }

  it(`Link Shields (${REPL}): with two shields, the linked object's controller chooses which is destroyed instead; legalActions lists exactly the shields`, () => {
    let [s, u, older, newer] = doublyShielded();
    s = bobDestroys(s, u);
    expectShieldChoice(s, 'orderLeavingReplacements', older, newer);
    s = act(s, A, { type: 'orderReplacement', replacement: newer });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[newer]).toBeUndefined();
    expect(s.objects[older]).toBeDefined(); // without the choice the oldest would have gone
    // The resolution went on to its end: the spell is in Bob's graveyard.
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'test-smash')).toBe(true);
  });

  it(`Link Shields (${REPL}): an answer that is not one of the choices is refused, citing the page`, () => {
    let [s, u] = doublyShielded();
    s = bobDestroys(s, u);
    refuse(s, A, { type: 'orderReplacement', replacement: u }, 'types-of-effects-replacement-effects.md');
    refuse(s, B, { type: 'orderReplacement', replacement: u });
  });

  it(`one shield (${REPL}): a single Link Shield applies without a question`, () => {
    let [s, u] = board();
    s = withAegis(s);
    let sh: string;
    [s, sh] = addObject(s, A, 'test-aegis', { linkedTo: u });
    s = bobDestroys(s, u);
    expect(s.pending).toBeNull();
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[sh]).toBeUndefined();
  });
});
