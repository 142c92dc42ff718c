// "Whenever" triggers on other objects' events, "whenever one or more", delayed and reflexive
// triggers, and last-known information (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md).
import { describe, expect, it } from 'vitest';
import {
  activated, allUnits, atBeginningOfNextEndPhase, dealDamage, dealDamageEqualToPower, defineCard, draw, may, putCounters, reserve, restSelf,
  self, summonToken, target, targetAlly, triggered, whenever, wheneverOneOrMore, whenLeaves, whenYouDo, yourChampion, buffPower, destroy,
} from '../../src/cards/define.js';
import type { Ability, CardDef, Effect, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions, parseGameState } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const TRIG = 'game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules';

const ally = (slug: string, abilities: Ability[] = [], power = 1, life = 3, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life }, { abilities }), ...extra });
const spell = (slug: string, onResolve: Effect[], targets?: TargetSpec[], subtypes = ['SPELL']): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(0), speed: true }, { onResolve, ...(targets ? { targets } : {}) });
const token = defineCard({ slug: 'test-token', name: 'Test Token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
/** A watcher counts its triggers with buff counters on itself. */
const count = (): Effect => putCounters(self(), 'buff', 1);

function withDefs(s: GameState, ...defs: CardDef[]): GameState {
  for (const d of defs) s = withDef(s, d);
  return s;
}

/** Everyone passes until the stack, the triggers and the decisions are all done. */
const settle = (s: GameState): GameState => passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && atMain(t.players[t.turnPlayer]!.id)(t));

/** `who` activates a card from hand (no cost, targets as given) and everything resolves. */
function cast(s: GameState, who: string, slug: string, targets: string[] = []): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug);
  s = act(s, who, { type: 'activate', card });
  for (const t of targets) s = act(s, who, { type: 'chooseTarget', target: { kind: 'object', id: t } });
  return settle(s);
}

const buffs = (s: GameState, id: string) => s.objects[id]!.counters.buff ?? 0;

describe('"Whenever" triggers watching other objects (abilities-triggered-abilities.md#general-rules)', () => {
  it(`another ally you control enters (${TRIG}): the watcher triggers; itself, opponents' allies and cards in hand do not`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('enters', { who: 'you', type: 'ALLY', other: true }), [count()])]);
    let s = withDefs(newGame({ first: A }), watcher, token, spell('test-summon', [summonToken('test-token')]));
    let w: string;
    [s, w] = addObject(s, A, 'test-watcher');
    [s] = addCard(s, A, 'test-watcher'); // a copy in hand: its ability does not work there
    s = cast(s, A, 'test-summon');
    expect(buffs(s, w)).toBe(1);
    // Bob's ally entering does not count for "you control".
    s = passUntil(s, atMain(B));
    s = cast(s, B, 'test-summon');
    expect(buffs(s, w)).toBe(1);
  });

  it(`the watching ability is controlled by its source's controller (game-mechanics/game-mechanics-abilities/README.md#general-rules)`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('enters', { who: 'opponent' }), [draw(1)])]);
    let s = withDefs(newGame({ first: A }), watcher, token, spell('test-summon', [summonToken('test-token')]));
    [s] = addObject(s, B, 'test-watcher');
    const before = player(s, B).hand.length;
    s = cast(s, A, 'test-summon');
    expect(player(s, B).hand.length).toBe(before + 1);
  });

  it(`"whenever" triggers once per event, "whenever one or more" once per batch (game-mechanics/game-mechanics-types-of-effects/types-of-effects-game-effects.md#general-rules)`, () => {
    const each = ally('test-each', [triggered(whenever('enters', { type: 'ALLY', other: true }), [count()])]);
    const batch = ally('test-batch', [triggered(wheneverOneOrMore('enters', { type: 'ALLY', other: true }), [count()])]);
    // Two tokens in one effect, then one more in a second effect: two game events.
    let s = withDefs(newGame({ first: A }), each, batch, token, spell('test-summon', [summonToken('test-token', 2), summonToken('test-token', 1)]));
    let e: string, b: string;
    [s, e] = addObject(s, A, 'test-each');
    [s, b] = addObject(s, A, 'test-batch');
    s = cast(s, A, 'test-summon');
    expect(buffs(s, e)).toBe(3);
    expect(buffs(s, b)).toBe(2);
  });

  it(`an ally dies (${TRIG}): allies dying together trigger "whenever" for each and "whenever one or more" once`, () => {
    const each = ally('test-each', [triggered(whenever('dies', { type: 'ALLY' }), [count()])], 1, 9);
    const batch = ally('test-batch', [triggered(wheneverOneOrMore('dies', { type: 'ALLY' }), [count()])], 1, 9);
    const frail = ally('test-frail', [], 1, 1);
    let s = withDefs(newGame({ first: A }), each, batch, frail, spell('test-quake', [dealDamage(allUnits(), 1)]));
    let e: string, b: string;
    [s, e] = addObject(s, A, 'test-each');
    [s, b] = addObject(s, A, 'test-batch');
    [s] = addObject(s, A, 'test-frail');
    [s] = addObject(s, B, 'test-frail');
    s = cast(s, A, 'test-quake');
    expect(s.field.filter((id) => s.objects[id]!.def === 'test-frail')).toHaveLength(0);
    expect(buffs(s, e)).toBe(2);
    expect(buffs(s, b)).toBe(1);
  });

  it(`you activate a Spell card (${TRIG}): your Spell triggers it; a non-Spell or an opponent's Spell does not`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [count()])]);
    let s = withDefs(newGame({ first: A }), watcher, spell('test-spell', []), spell('test-plain', [], undefined, []));
    let w: string;
    [s, w] = addObject(s, A, 'test-watcher');
    s = cast(s, A, 'test-spell');
    expect(buffs(s, w)).toBe(1);
    s = cast(s, A, 'test-plain');
    expect(buffs(s, w)).toBe(1);
    // Bob's fast Spell, while Alice has Opportunity passed to him.
    let card: string;
    [s, card] = addCard(s, B, 'test-spell');
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activate', card });
    s = settle(s);
    expect(buffs(s, w)).toBe(1);
  });

  it(`the trigger goes on the stack after the activation, above it, so it resolves first (${TRIG})`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('activates', { who: 'you' }), [count()])]);
    let s = withDefs(newGame({ first: A }), watcher, spell('test-spell', [draw(1)]));
    let card: string;
    [s] = addObject(s, A, 'test-watcher');
    [s, card] = addCard(s, A, 'test-spell');
    s = act(s, A, { type: 'activate', card });
    expect(s.stack.map((i) => i.kind)).toEqual(['activation', 'trigger']);
  });

  it(`you draw (${TRIG}): "whenever you draw a card" per card, "one or more" once per draw effect`, () => {
    const each = ally('test-each', [triggered(whenever('draws', { who: 'you' }), [count()])]);
    const batch = ally('test-batch', [triggered(wheneverOneOrMore('draws', { who: 'you' }), [count()])]);
    let s = withDefs(newGame({ first: A }), each, batch, spell('test-draw', [draw(2)]));
    let e: string, b: string;
    [s, e] = addObject(s, A, 'test-each');
    [s, b] = addObject(s, A, 'test-batch');
    s = cast(s, A, 'test-draw');
    expect(buffs(s, e)).toBe(2);
    expect(buffs(s, b)).toBe(1);
  });

  it(`a unit is dealt damage (${TRIG}): "this ally is dealt damage" watches only itself; the damaged unit is the event object`, () => {
    const selfish = ally('test-selfish', [triggered(whenever('dealtDamage', { self: true }), [count()])], 1, 9);
    const any = ally('test-any', [triggered(whenever('dealtDamage', { type: 'CHAMPION' }), [putCounters({ ref: 'eventObject' }, 'buff', 1)])], 1, 9);
    let s = withDefs(newGame({ first: A }), selfish, any, spell('test-hit', [dealDamage(target(0), 1)], [{ kind: 'unit' }]));
    let sf: string;
    [s, sf] = addObject(s, A, 'test-selfish');
    [s] = addObject(s, A, 'test-any');
    s = cast(s, A, 'test-hit', [sf]);
    expect(buffs(s, sf)).toBe(1);
    s = cast(s, A, 'test-hit', [champion(s, B).id]);
    expect(buffs(s, sf)).toBe(1);
    expect(champion(s, B).counters.buff).toBe(1); // the champion-watcher marked the damaged champion
  });

  it(`an ally you control attacks (${TRIG}): another ally's "whenever" triggers with the attack`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('attacks', { who: 'you', other: true }), [count()])]);
    let s = withDefs(passUntil(newGame({ first: A }), atMain(B)), watcher, ally('test-fighter', [], 2, 2));
    let w: string, f: string;
    [s, w] = addObject(s, B, 'test-watcher');
    [s, f] = addObject(s, B, 'test-fighter');
    s = act(s, B, { type: 'attack', attacker: f });
    s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseAttackTarget')!);
    expect(s.stack.some((i) => i.kind === 'trigger' && i.source === w)).toBe(true);
  });
});

describe('Dying (glossary/game-terms.md#dies)', () => {
  it('a destroyed ally dies: its On Death and "whenever an ally dies" trigger; a destroyed item does not die', () => {
    const watcher = ally('test-watcher', [triggered(whenever('dies'), [count()])], 1, 9);
    const gift = ally('test-gift', [triggered({ on: 'death' }, [putCounters(yourChampion(), 'buff', 1)])]);
    const trinket = defineCard({ slug: 'test-trinket', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
    let s = withDefs(newGame({ first: A }), watcher, gift, trinket, spell('test-kill', [destroy(target(0))], [{ kind: 'object' }]));
    let w: string, g: string, t: string;
    [s, w] = addObject(s, A, 'test-watcher');
    [s, g] = addObject(s, A, 'test-gift');
    [s, t] = addObject(s, A, 'test-trinket');
    s = cast(s, A, 'test-kill', [g]);
    expect(champion(s, A).counters.buff).toBe(1);
    expect(buffs(s, w)).toBe(1);
    s = cast(s, A, 'test-kill', [t]);
    expect(s.objects[t]).toBeUndefined();
    expect(buffs(s, w)).toBe(1);
  });
});

describe('Delayed triggers (abilities-triggered-abilities.md#general-rules)', () => {
  it(`created during an end phase, "the next end phase" is the following one (${TRIG})`, () => {
    let s = withDefs(newGame({ first: A }), spell('test-later', [atBeginningOfNextEndPhase([putCounters(yourChampion(), 'buff', 1)])]));
    s = passUntil(s, (t) => t.phase === 'end' && !!t.opportunity && t.stack.length === 0 && !t.pending);
    let card: string;
    [s, card] = addCard(s, A, 'test-later');
    expect(s.players[s.opportunity!.player]!.id).toBe(A);
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.buff ?? 0).toBe(0);
    expect(s.delayedTriggers).toHaveLength(1);
    s = passUntil(s, atMain(A));
    expect(champion(s, A).counters.buff).toBe(1); // Bob's end phase was the next one
  });

  it(`"at the beginning of the next end phase" is kept in the state, fires once, then is gone (${TRIG})`, () => {
    let s = withDefs(newGame({ first: A }), spell('test-later', [atBeginningOfNextEndPhase([putCounters(yourChampion(), 'buff', 1)])]));
    s = cast(s, A, 'test-later');
    expect(s.delayedTriggers).toHaveLength(1);
    expect(champion(s, A).counters.buff ?? 0).toBe(0); // not yet
    // A saved match keeps it.
    expect(parseGameState(JSON.parse(JSON.stringify(s))).delayedTriggers).toEqual(s.delayedTriggers);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.buff).toBe(1);
    expect(s.delayedTriggers ?? []).toHaveLength(0);
    s = passUntil(s, atMain(A));
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.buff).toBe(1); // only once
  });

  it(`"when that ally leaves the field" fires when it leaves, with its source card's controller (${TRIG})`, () => {
    let s = withDefs(newGame({ first: A }), ally('test-target'),
      spell('test-mark', [whenLeaves(target(0), [draw(1)])], [targetAlly()]), spell('test-kill', [destroy(target(0))], [targetAlly()]));
    let t: string;
    [s, t] = addObject(s, B, 'test-target');
    s = cast(s, A, 'test-mark', [t]);
    expect(s.delayedTriggers?.[0]?.when).toEqual({ at: 'leaves', object: t });
    const hand = player(s, A).hand.length;
    s = cast(s, A, 'test-kill', [t]);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.delayedTriggers ?? []).toHaveLength(0);
  });

  it(`an ability that fizzles creates no delayed trigger (${TRIG})`, () => {
    let s = withDefs(newGame({ first: A }), ally('test-target'), spell('test-mark', [whenLeaves(target(0), [draw(1)])], [targetAlly()]),
      spell('test-kill', [destroy(target(0))], [targetAlly()]));
    let t: string, mark: string, kill: string;
    [s, t] = addObject(s, B, 'test-target');
    [s, mark] = addCard(s, A, 'test-mark');
    [s, kill] = addCard(s, A, 'test-kill');
    s = act(s, A, { type: 'activate', card: mark });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: t } });
    s = act(s, A, { type: 'activate', card: kill }); // in response: the target is gone before the mark resolves
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: t } });
    s = settle(s);
    expect(s.objects[t]).toBeUndefined();
    expect(s.delayedTriggers ?? []).toHaveLength(0);
  });
});

describe('Reflexive triggers (glossary/game-terms.md#reflexive-trigger)', () => {
  const reflex = spell('test-reflex', [may(draw(1), whenYouDo([putCounters(yourChampion(), 'buff', 1)]))]);

  it('"when you do" goes on the stack only after the whole resolution, with the same source, and can be responded to', () => {
    let s = withDefs(newGame({ first: A }), reflex);
    let card: string;
    [s, card] = addCard(s, A, 'test-reflex');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.pending?.kind).toBe('may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(player(s, A).graveyard).toContain(card); // the card finished resolving first
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]).toMatchObject({ kind: 'trigger', def: 'test-reflex' });
    expect(champion(s, A).counters.buff ?? 0).toBe(0);
    s = settle(s);
    expect(champion(s, A).counters.buff).toBe(1);
  });

  it('declining the optional part means the reflexive trigger never happens', () => {
    let s = withDefs(newGame({ first: A }), reflex);
    let card: string;
    [s, card] = addCard(s, A, 'test-reflex');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'mayAnswer', accept: false });
    expect(s.stack).toHaveLength(0);
    expect(champion(s, A).counters.buff ?? 0).toBe(0);
  });
});

describe('Last-known information (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information)', () => {
  it('an On Death ability uses the power the ally had on the field, boosts included', () => {
    const bomb = ally('test-bomb', [triggered({ on: 'death' }, [dealDamageEqualToPower(yourChampion())])], 2, 2);
    let s = withDefs(newGame({ first: A }), bomb, spell('test-pump', [buffPower(target(0), 3)], [targetAlly()]), spell('test-kill', [destroy(target(0))], [targetAlly()]));
    let b: string;
    [s, b] = addObject(s, A, 'test-bomb');
    s = cast(s, A, 'test-pump', [b]);
    s = cast(s, A, 'test-kill', [b]);
    expect(champion(s, A).damage).toBe(5);
  });

  it('an ability on the stack keeps resolving when its source is destroyed, with the source\'s last-known power (game-mechanics/game-mechanics-abilities/README.md#general-rules)', () => {
    const gunner = ally('test-gunner', [activated([restSelf()], [dealDamageEqualToPower(target(0))], { targets: [{ kind: 'unit' }] })], 4, 4);
    let s = withDefs(newGame({ first: A }), gunner, spell('test-kill', [destroy(target(0))], [targetAlly()]));
    let g: string, kill: string;
    [s, g] = addObject(s, A, 'test-gunner');
    [s, kill] = addCard(s, A, 'test-kill');
    s = act(s, A, { type: 'activateAbility', object: g, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = act(s, A, { type: 'activate', card: kill });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: g } });
    s = settle(s);
    expect(s.objects[g]).toBeUndefined();
    expect(champion(s, B).damage).toBe(4);
  });

  it('a trigger of a source that left is controlled by the player who controlled it then (game-mechanics/game-mechanics-abilities/README.md#general-rules)', () => {
    const gift = ally('test-gift', [triggered({ on: 'death' }, [draw(1)])], 1, 1);
    let s = withDefs(newGame({ first: A }), gift, spell('test-kill', [destroy(target(0))], [targetAlly()]));
    let g: string;
    [s, g] = addObject(s, B, 'test-gift');
    s = edit(s, (t) => { t.objects[g]!.controller = A; }); // Alice controls Bob's card
    const [a, b] = [player(s, A).hand.length, player(s, B).hand.length];
    s = cast(s, A, 'test-kill', [g]);
    expect(player(s, A).hand.length).toBe(a + 1); // the kill card came and went; the On Death draw is Alice's
    expect(player(s, B).hand.length).toBe(b);
  });
});
