import type { GameResult, League, Match, Player, Round } from './model.js';
import type { MissingResult } from './outcome.js';
import { computeStandings, matchWinner, type MatchRecord, type StandingsRow } from './standings.js';
import type { SwissEntrant } from './swiss.js';

export const findPlayer = (league: League, userId: string): Player | undefined =>
  league.players.find((p) => p.userId === userId);

export const findMatch = (league: League, matchId: string): Match | undefined =>
  league.matches.find((m) => m.id === matchId);

export const isActive = (p: Player): boolean => !p.dropped && !p.disqualified;

export const activePlayers = (league: League): Player[] => league.players.filter(isActive);

export const openRound = (league: League): Round | undefined => league.rounds.find((r) => r.status === 'open');

export const roundMatches = (league: League, round: Round): Match[] =>
  round.matchIds.map((id) => findMatch(league, id)).filter((m): m is Match => m !== undefined);

/** Games one player needs to win the match: 1 in best of 1, 2 in best of 3. */
export const gamesToWin = (league: League): number => Math.ceil(league.matchLength / 2);

export const byeResult = (league: League): GameResult => ({ wins: [gamesToWin(league), 0], draws: 0 });

/** The winner's id, or null for a draw (or no result). */
export function winnerOf(match: Match): string | null {
  if (!match.result) return null;
  const side = matchWinner(match.result.wins);
  return side === null ? null : match.players[side];
}

/** A message saying why `result` cannot stand for `match`, or null when it can. */
export function resultProblem(league: League, match: Match, result: GameResult): string | null {
  const need = gamesToWin(league);
  const [a, b] = result.wins;
  const total = a + b + result.draws;
  if (a > need || b > need) return `a best-of-${league.matchLength} match ends when someone wins ${need}`;
  if (a === need && b === need) return 'both players cannot have won the match';
  if (total < 1) return 'at least one game must have been played';
  if (total > league.matchLength + 2) return 'too many games for this match length';
  if (match.stage === 'top-cut' && a === b) return 'a top cut match needs a winner';
  return null;
}

/** The confirmed matches of the Swiss part, as the standings calculator sees them. */
export function swissRecords(league: League): MatchRecord[] {
  return league.matches.flatMap((m): MatchRecord[] => {
    if (m.stage !== 'swiss' || m.status !== 'confirmed' || !m.result) return [];
    const [a, b] = m.players;
    if (b === null) return [{ kind: 'bye', player: a, gameWins: m.result.wins[0] }];
    return [{ kind: 'played', players: [a, b], games: m.result.wins, draws: m.result.draws }];
  });
}

export interface LeagueStandingsRow extends StandingsRow {
  disqualified: boolean;
}

/** Swiss standings; disqualified players are kept (their matches feed others' tiebreakers) but ranked last. */
export function swissStandings(league: League): LeagueStandingsRow[] {
  const rows = computeStandings(
    league.players.map((p) => ({ id: p.userId, dropped: p.dropped })),
    swissRecords(league),
    league.tiebreakers,
  );
  const dq = new Set(league.players.filter((p) => p.disqualified).map((p) => p.userId));
  const ordered = [...rows.filter((r) => !dq.has(r.id)), ...rows.filter((r) => dq.has(r.id))];
  return ordered.map((r, i) => ({ ...r, rank: i + 1, disqualified: dq.has(r.id) }));
}

/** Active players in standings order, as Swiss pairing needs them. */
export function swissEntrants(league: League): SwissEntrant[] {
  const active = new Set(activePlayers(league).map((p) => p.userId));
  const opponents = new Map<string, Set<string>>();
  const byes = new Set<string>();
  for (const m of league.matches) {
    if (m.stage !== 'swiss' || m.status === 'void') continue;
    const [a, b] = m.players;
    if (b === null) {
      byes.add(a);
      continue;
    }
    opponents.set(a, (opponents.get(a) ?? new Set()).add(b));
    opponents.set(b, (opponents.get(b) ?? new Set()).add(a));
  }
  return swissStandings(league)
    .filter((row) => active.has(row.id))
    .map((row) => ({
      id: row.id,
      points: row.points,
      hadBye: byes.has(row.id),
      opponents: opponents.get(row.id) ?? new Set<string>(),
    }));
}

/** Matches of the open round still without a confirmed result. */
export function missingResults(league: League): MissingResult[] {
  const round = openRound(league);
  if (!round) return [];
  return roundMatches(league, round)
    .filter((m) => m.status !== 'confirmed' && m.status !== 'void')
    .map((m) => ({
      matchId: m.id,
      table: m.table,
      players: [m.players[0], m.players[1] ?? ''],
      status: m.status,
    }));
}

/** The current match of a player in the open round, if any. */
export function currentMatchOf(league: League, userId: string): Match | undefined {
  const round = openRound(league);
  if (!round) return undefined;
  return roundMatches(league, round).find((m) => m.players.includes(userId));
}
