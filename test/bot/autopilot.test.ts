import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, GameState } from '../../src/engine/types.js';
import type { EnginePort } from '../../src/bot/ports.js';
import { newStop, observeStops, onlyPassing, settle, stopHolds } from '../../src/bot/autopilot.js';

// Opportunity passing: general-rules and game-mechanics/game-mechanics-timing-and-permissions.md.
// The bot only ever sends the engine's own `pass`; these tests pin when it does so.

type Mini = GameState & { options: Record<string, Action[][]>; step: number };

/** Players alternate; `options[player][k]` is what that player may do at their k-th turn to act. */
function scripted(options: Record<string, Action[][]>, turns: number[] = []): { engine: EnginePort; state: Mini } {
  const acting = (s: Mini) => s.players[s.step % 2]!.id;
  const engine: EnginePort = {
    createGame: () => { throw new Error('not used'); },
    legalActions: (s, p) => {
      const m = s as Mini;
      if (m.result || p !== acting(m)) return [];
      return m.options[p]![Math.floor(m.step / 2)] ?? [{ type: 'activate', card: 'x' }];
    },
    apply: (s) => {
      const m = s as Mini;
      const step = m.step + 1;
      return { ok: true, state: { ...m, step, version: m.version + 1, turn: turns[step] ?? m.turn }, events: [] };
    },
    view: () => { throw new Error('not used'); },
    describeAction: () => '',
    actingPlayers: (s) => (s.result ? [] : [acting(s as Mini)]),
  };
  const state = { version: 0, step: 0, turn: 1, turnPlayer: 0, result: null, stack: [], players: [{ id: 'a' }, { id: 'b' }], options } as unknown as Mini;
  return { engine, state };
}

const pass: Action = { type: 'pass' };
const concede: Action = { type: 'concede' };
const play: Action = { type: 'activate', card: 'c1' };

describe('auto-pass (bot layer)', () => {
  it('counts a window as pass-only when passing (or not materializing) is the one answer besides conceding', () => {
    expect(onlyPassing([pass, concede])).toBe(true);
    expect(onlyPassing([{ type: 'skipMaterialize' }, concede])).toBe(true);
    expect(onlyPassing([pass, play, concede])).toBe(false);
    expect(onlyPassing([{ type: 'retaliate', unit: null }])).toBe(false);
  });

  it('with auto, passes for a player until someone has a real choice, and never past it', () => {
    const { engine, state } = scripted({ a: [[pass, concede], [pass, concede]], b: [[pass, concede], [pass, play, concede]] });
    const done = settle(engine, state, {}, { a: 'auto', b: 'auto' });
    expect(done.passes).toEqual({ a: 2, b: 1 });
    expect(engine.legalActions(done.state, 'b')).toEqual([pass, play, concede]);
  });

  it('with full control, asks even when passing is all the player can do', () => {
    const { engine, state } = scripted({ a: [[pass, concede]], b: [[pass, concede]] });
    expect(settle(engine, state, {}, { a: 'full', b: 'auto' }).passes).toEqual({});
  });

  it('a stop passes for its player even when they could play, and never answers a choice that is not a pass', () => {
    const { engine, state } = scripted({ a: [[pass, play], [{ type: 'retaliate', unit: null }, { type: 'retaliate', unit: 'o1' }]], b: [[pass, play]] });
    const stops = { a: newStop('event', state) };
    const done = settle(engine, state, stops, { a: 'full', b: 'full' });
    expect(done.passes).toEqual({ a: 1 });
    expect(done.stops.a).toBeDefined(); // b must choose: the stop waits
  });
});

describe('stops', () => {
  const at = (turn: number, turnPlayer: number, stack = 0) => ({ turn, turnPlayer, stack: Array(stack).fill({}), players: [{ id: 'a' }, { id: 'b' }] }) as unknown as GameState;

  it('"pass to end of turn" holds for the turn it was set in only', () => {
    const stop = newStop('endOfTurn', at(3, 0));
    expect(stopHolds(stop, at(3, 0), 'a')).toBe(true);
    expect(stopHolds(stop, at(4, 1), 'a')).toBe(false);
  });

  it('"pass until my turn" holds through the opponent\'s turn and ends when the player\'s next turn begins', () => {
    const stop = newStop('myTurn', at(3, 0));
    expect(stopHolds(stop, at(3, 0), 'a')).toBe(true);
    expect(stopHolds(stop, at(4, 1), 'a')).toBe(true);
    expect(stopHolds(stop, at(5, 0), 'a')).toBe(false);
  });

  it('"pass until something happens" ends on a card played, an attack, or a new stack item (a trigger, a target)', () => {
    const base = newStop('event', at(2, 1, 1));
    const after = (events: GameEvent[], stack: number) => observeStops({ a: base }, at(2, 1, stack), events).a!;
    expect(stopHolds(after([], 1), at(2, 1, 1), 'a')).toBe(true);
    expect(after([], 0).stack).toBe(0); // resolved: a later item is new
    expect(stopHolds(after([], 2), at(2, 1, 2), 'a')).toBe(false);
    expect(after([{ type: 'played', player: 'b', card: 'c', def: 'd', via: 'activate' }], 1).seen).toBe(true);
    expect(after([{ type: 'attack', attacker: 'o1', defender: 'o2' }], 0).seen).toBe(true);
  });
});
