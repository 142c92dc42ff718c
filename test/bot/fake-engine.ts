import type { Action, GameState } from '../../src/engine/types.js';
import type { GameView } from '../../src/engine/view-types.js';
import type { EnginePort } from '../../src/bot/ports.js';

/** A tiny engine for unit tests: `choices` options for the acting player, who alternates each action. */
export function fakeEngine(choices: number): EnginePort {
  const actor = (s: GameState) => s.players[s.turnPlayer]!.id;
  return {
    createGame: () => {
      throw new Error('not used');
    },
    legalActions: (s, p) => (s.result || p !== actor(s) ? [] : [{ type: 'pass' }, ...Array.from({ length: choices - 1 }, (_, i) => ({ type: 'activate' as const, card: `c${i}` }))]),
    apply: (s, p, a) => {
      if (a.type === 'activate' && a.card === 'c0') return { ok: false, violation: { message: 'Not enough reserve.', rule: 'general-rules/x.md#cost' } };
      return { ok: true, state: { ...s, version: s.version + 1, turnPlayer: 1 - s.turnPlayer }, events: [] };
    },
    view: (s, viewer) => ({ viewer, version: s.version, turn: 1, phase: 'main', combatStep: null, turnPlayer: actor(s), actingPlayer: actor(s), waitingFor: 'x', players: [], field: [], stack: [], combat: null, result: s.result, log: [], rulesVersion: '' }) as unknown as GameView,
    describeAction: (_s, _p, a: Action) => (a.type === 'pass' ? 'Pass' : `Play card ${'card' in a ? a.card : ''} ${'x'.repeat(100)}`),
    actingPlayers: (s) => (s.result ? [] : [actor(s)]),
  };
}

export function fakeState(version = 0): GameState {
  return { version, turnPlayer: 0, result: null, players: [{ id: 'u1' }, { id: 'u2' }] } as unknown as GameState;
}
