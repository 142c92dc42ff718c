import type { Actor, AuditAction, AuditEntry, GameResult, League, Match } from './model.js';

export type LeagueErrorCode =
  | 'invalid-input'
  | 'not-organiser'
  | 'not-joined'
  | 'already-joined'
  | 'deck-required'
  | 'deck-locked'
  | 'disqualified'
  | 'player-dropped'
  | 'registration-closed'
  | 'outside-season'
  | 'league-closed'
  | 'wrong-kind'
  | 'round-open'
  | 'no-open-round'
  | 'round-closed'
  | 'no-more-rounds'
  | 'not-enough-players'
  | 'missing-results'
  | 'results-exist'
  | 'top-cut-needs-result'
  | 'bracket-advanced'
  | 'match-not-found'
  | 'not-your-match'
  | 'bye'
  | 'invalid-result'
  | 'already-confirmed'
  | 'nothing-to-confirm'
  | 'cannot-confirm-own-report'
  | 'stale-report'
  | 'period-not-over';

export interface MissingResult {
  matchId: string;
  table: number | null;
  players: [string, string];
  status: Match['status'];
}

export interface LeagueError {
  code: LeagueErrorCode;
  message: string;
  /** Set with 'missing-results'. */
  missing?: MissingResult[];
}

/** `changed: false` means the call was a repeat (e.g. a double click) and nothing happened. */
export type OpResult<Extra extends object = object> =
  | ({ ok: true; league: League; changed: boolean } & Extra)
  | { ok: false; error: LeagueError };

export const fail = (code: LeagueErrorCode, message: string, extra: Partial<LeagueError> = {}): { ok: false; error: LeagueError } => ({
  ok: false,
  error: { code, message, ...extra },
});

export function audit(
  actor: Actor,
  at: string,
  action: AuditAction,
  details: Partial<Omit<AuditEntry, 'at' | 'by' | 'action'>> = {},
): AuditEntry {
  return {
    at,
    by: actor.userId,
    action,
    matchId: details.matchId ?? null,
    target: details.target ?? null,
    before: details.before ?? null,
    after: details.after ?? null,
    note: details.note ?? null,
  };
}

export const sameResult = (a: GameResult | null, b: GameResult | null): boolean =>
  a !== null && b !== null && a.wins[0] === b.wins[0] && a.wins[1] === b.wins[1] && a.draws === b.draws;

export function replaceMatch(league: League, match: Match): League {
  return { ...league, matches: league.matches.map((m) => (m.id === match.id ? match : m)) };
}
