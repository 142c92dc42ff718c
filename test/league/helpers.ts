import { expect } from 'vitest';
import type { Actor, League, OpResult } from '../../src/league/index.js';
import { createLeague, join } from '../../src/league/index.js';

export const ORGANISER: Actor = { userId: 'org', isOrganiser: true };
export const player = (userId: string): Actor => ({ userId, isOrganiser: false });

/** Minutes after a fixed instant, as ISO strings (operations take the time as an argument). */
export const at = (minutes: number): string => new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString();

export type Ok<T extends object> = Extract<OpResult<T>, { ok: true }>;

export function ok<T extends object>(result: OpResult<T>): Ok<T> {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result as Ok<T>;
}

export function expectError(result: OpResult<object>, code: string): void {
  expect(result.ok ? 'ok' : result.error.code).toBe(code);
}

export function swissLeague(options: { players: string[]; rounds: number; topCut?: 0 | 2 | 4 | 8; matchLength?: 1 | 3; seed?: number; decklistsLocked?: boolean }): League {
  let league = ok(
    createLeague(
      {
        id: 'L1',
        guildId: '1000',
        name: 'Test Swiss',
        kind: { type: 'swiss', rounds: options.rounds, topCut: options.topCut ?? 0 },
        matchLength: options.matchLength ?? 3,
        seed: options.seed ?? 42,
        decklistsLocked: options.decklistsLocked ?? false,
      },
      ORGANISER,
      at(0),
    ),
  ).league;
  for (const id of options.players) league = ok(join(league, player(id), at(1))).league;
  return league;
}

export const ids = (n: number, prefix = 'p'): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
