import type { GameState } from '../types.js';

/**
 * Answers worked out once per question while one state is only read: listing the legal actions,
 * or checking an input before the working copy changes. Listing the actions asks the same things
 * many times over (the champion's level, the stat modifiers in force, the elements enabled, an
 * object's keywords), and every answer depends on the state alone, so within a read-only scope
 * each is computed once.
 *
 * The scope is opened and closed around one synchronous call, so nothing is ever remembered from
 * one call to the next: a state changed between two calls (as tests do) is never answered stale.
 */
interface Scope {
  state: GameState;
  /** Answers about the whole state, under constant keys (a key built per call would cost more than it saves). Made on first use. */
  answers: Map<string, unknown> | null;
  /** Answers about one player, by player id. */
  players: Map<string, Record<string, unknown>> | null;
  /** Answers about one object of the state. */
  objects: Map<object, Record<string, unknown>> | null;
}

let scope: Scope | null = null;

/** Run `f` with answers about `s` remembered; `f` must not change `s`. */
export function readOnly<T>(s: GameState, f: () => T): T {
  const prev = scope;
  if (prev?.state === s) return f();
  scope = { state: s, answers: null, players: null, objects: null };
  try {
    return f();
  } finally {
    scope = prev;
  }
}

/** The remembered answers for `s`, or null outside a read-only scope of `s`. */
export function memoOf(s: GameState): Map<string, unknown> | null {
  if (scope === null || scope.state !== s) return null;
  return (scope.answers ??= new Map());
}

/** The remembered answers about one player of `s`, or null outside a read-only scope of `s`. */
export function playerMemo(s: GameState, id: string): Record<string, unknown> | null {
  if (scope === null || scope.state !== s) return null;
  return entry((scope.players ??= new Map()), id);
}

/** The remembered answers about one object of `s`, or null outside a read-only scope of `s`. */
export function objectMemo(s: GameState, o: object): Record<string, unknown> | null {
  if (scope === null || scope.state !== s) return null;
  return entry((scope.objects ??= new Map()), o);
}

function entry<K>(m: Map<K, Record<string, unknown>>, key: K): Record<string, unknown> {
  let e = m.get(key);
  if (!e) m.set(key, (e = {}));
  return e;
}
