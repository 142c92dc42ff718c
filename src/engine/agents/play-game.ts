import type { Action, GameEvent, GameSetup, GameState, PlayerId } from '../types.js';
import { createGame } from '../flow/setup.js';
import { apply } from '../apply.js';
import { legalActions, actingPlayers } from '../legal.js';
import type { Agent } from './random-agent.js';

export interface PlayedGame {
  final: GameState;
  actions: { player: PlayerId; action: Action }[];
  events: GameEvent[];
  steps: number;
}

/** Play a game to its end with one agent per player. `onStep` sees every intermediate state. */
export function playGame(
  setup: GameSetup,
  agents: Record<PlayerId, Agent>,
  opts: { maxSteps?: number; onStep?: (before: GameState, after: GameState, who: PlayerId, action: Action, events: GameEvent[]) => void } = {},
): PlayedGame {
  let state = createGame(setup);
  const actions: PlayedGame['actions'] = [];
  const events: GameEvent[] = [];
  const max = opts.maxSteps ?? 20_000;
  let steps = 0;
  while (!state.result && steps < max) {
    const who = actingPlayers(state)[0];
    if (!who) throw new Error(`nobody can act (phase ${state.phase}, step ${state.phaseStep})`);
    const legal = legalActions(state, who);
    const action = agents[who]!.choose(state, who, legal);
    const out = apply(state, who, action);
    if (!out.ok) throw new Error(`agent chose an illegal action ${JSON.stringify(action)}: ${out.violation.message}`);
    opts.onStep?.(state, out.state, who, action, out.events);
    actions.push({ player: who, action });
    events.push(...out.events);
    state = out.state;
    steps++;
  }
  return { final: state, actions, events, steps };
}

/** Replay a recorded game from its setup: the same inputs must give the same state. */
export function replay(setup: GameSetup, actions: { player: PlayerId; action: Action }[]): GameState {
  let state = createGame(setup);
  for (const { player, action } of actions) {
    const out = apply(state, player, action);
    if (!out.ok) throw new Error(`replay diverged: ${out.violation.message}`);
    state = out.state;
  }
  return state;
}
