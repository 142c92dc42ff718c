// X amounts worked out as an effect resolves (src/engine/effects/scaled-amounts.ts):
// game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules (the effect is carried
// out as it resolves), game-mechanics/game-mechanics-card-and-object-information.md#last-known-information
// (a source that has left counts as it last was), and the cards of the current attack's intent
// (game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { amountOf, scaledEffect } from '../../src/engine/effects/scaled-amounts.js';
import { A, act, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const item = (over: Partial<GameState['stack'][number]> = {}): GameState['stack'][number] =>
  ({ id: 's1', kind: 'ability', controller: A, def: 'test-relic', targets: [], x: 0, timestamp: 1, ...over });

const relic: CardDef = defineCard({ slug: 'test-relic', name: 'test-relic', types: ['ITEM'], subtypes: ['ARTIFACT'], element: 'NORM', cost: memory(0) }, {
  abilities: [{
    kind: 'activated', speed: 'fast', costs: [{ kind: 'banishSelf' }],
    effects: [{ op: 'scaled', x: { of: 'selfCounters', counter: 'charge' }, effect: { op: 'draw', who: 'you', count: 0 } }],
  }],
});
const start = () => withDef(passUntil(newGame({ first: A }), atMain(A)), relic);

describe('Scaled amounts', () => {
  it('X replaces the amount or count of the effect, with a sign and a constant', () => {
    const s = start();
    let o: string;
    let t: GameState;
    [t, o] = addObject(s, A, 'test-relic', { counters: { charge: 3 } });
    const dmg: Effect = { op: 'scaled', x: { of: 'selfCounters', counter: 'charge' }, plus: 1, effect: { op: 'dealDamage', to: { ref: 'self' }, amount: 0 } };
    expect(scaledEffect(t, item({ source: o }), dmg as Extract<Effect, { op: 'scaled' }>)).toMatchObject({ op: 'dealDamage', amount: 4 });
    const lvl: Effect = { op: 'scaled', x: { of: 'selfCounters', counter: 'charge' }, sign: -1, effect: { op: 'modifyStat', subject: { ref: 'self' }, stat: 'level', amount: 0, duration: 'untilEndOfTurn' } };
    expect(scaledEffect(t, item({ source: o }), lvl as Extract<Effect, { op: 'scaled' }>)).toMatchObject({ amount: -3 });
    expect(amountOf(t, item({ source: o }), { of: 'controlled', filter: { subtype: 'ARTIFACT' } })).toBe(1);
    expect(amountOf(t, item({ x: 6 }), { of: 'eventAmount' })).toBe(6);
    // Outside combat there is no intent: nothing counts.
    expect(amountOf(t, item(), { of: 'intent', filter: {} })).toBe(0);
  });

  it('a source banished to pay for its own ability counts its counters as it was last on the field', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, A, 'test-relic', { counters: { charge: 2 } });
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(s.objects[o]).toBeUndefined();
    expect(s.stack.at(-1)?.lki?.counters?.charge).toBe(2);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('a source that leaves while its ability waits uses its last-known counters; one still there is read as it resolves', () => {
    let s = start();
    let o: string;
    [s, o] = addObject(s, A, 'test-relic', { counters: { charge: 5 } });
    const waiting = edit(s, (t) => { t.stack = [item({ source: o })]; });
    expect(amountOf(waiting, waiting.stack[0]!, { of: 'selfCounters', counter: 'charge' })).toBe(5);
    const gone = edit(waiting, (t) => { const { [o]: _gone, ...rest } = t.objects; t.objects = rest; t.field = t.field.filter((x) => x !== o); t.stack[0]!.lki = { power: 0, controller: A, counters: { charge: 4 } }; });
    expect(amountOf(gone, gone.stack[0]!, { of: 'selfCounters', counter: 'charge' })).toBe(4);
  });
});


