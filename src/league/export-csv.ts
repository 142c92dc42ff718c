import type { League } from './model.js';
import type { LeaderboardRow } from './ladder.js';
import type { LeagueStandingsRow } from './queries.js';

type Cell = string | number | boolean | null;

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would run as a formula (= + - @ at the
 * start) gets a leading apostrophe, since names come from players.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const pct = (x: number): string => x.toFixed(4);
type Names = ReadonlyMap<string, string>;

export function standingsCsv(rows: readonly LeagueStandingsRow[], names: Names = new Map()): string {
  return toCsv(
    ['rank', 'player_id', 'player', 'points', 'wins', 'losses', 'draws', 'byes', 'omw', 'gw', 'ogw', 'dropped', 'disqualified'],
    rows.map((r) => [
      r.rank, r.id, names.get(r.id) ?? null, r.points, r.wins, r.losses, r.draws, r.byes,
      pct(r.omw), pct(r.gw), pct(r.ogw), r.dropped, r.disqualified,
    ]),
  );
}

export function resultsCsv(league: League, names: Names = new Map()): string {
  return toCsv(
    ['match_id', 'stage', 'round', 'table', 'period', 'player1_id', 'player1', 'player2_id', 'player2', 'status', 'player1_wins', 'player2_wins', 'draws'],
    league.matches.map((m) => [
      m.id, m.stage, m.round, m.table, m.period === null ? null : m.period + 1,
      m.players[0], names.get(m.players[0]) ?? null,
      m.players[1] ?? 'BYE', m.players[1] === null ? null : (names.get(m.players[1]) ?? null),
      m.status, m.result?.wins[0] ?? null, m.result?.wins[1] ?? null, m.result?.draws ?? null,
    ]),
  );
}

export function leaderboardCsv(rows: readonly LeaderboardRow[], names: Names = new Map()): string {
  return toCsv(
    ['rank', 'player_id', 'player', 'rating', 'rd', 'games', 'unrated_games'],
    rows.map((r) => [r.rank, r.userId, names.get(r.userId) ?? null, r.rating.toFixed(1), r.rd.toFixed(1), r.games, r.unratedGames]),
  );
}
