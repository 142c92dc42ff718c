import { z } from 'zod';
import { DEFAULT_RATING, ratePeriod, type PeriodGame, type Rating } from './glicko2.js';
import { GameResult, UserId, type Actor, type League, type Match } from './model.js';
import { audit, fail, sameResult, type OpResult } from './outcome.js';
import { findPlayer, isActive, resultProblem } from './queries.js';
import { reportResult, settle, type ReportStatus } from './results.js';
import { matchWinner } from './standings.js';

// Ladder seasons: open play between any two members, rated by Glicko-2 per rating period.
// Each match (best of 1 or 3) is one rated result: 1 for the match winner, 0.5 each for a
// draw. Ratings are replayed from the confirmed matches, so a late fix re-rates everything.

const DAY_MS = 86_400_000;

export function periodEnd(league: League, period: number): string {
  if (league.kind.type !== 'ladder') throw new Error('periodEnd: not a ladder');
  const end = Date.parse(league.kind.start) + (period + 1) * league.kind.periodDays * DAY_MS;
  return new Date(Math.min(end, Date.parse(league.kind.end))).toISOString();
}

const LadderInput = z.object({
  players: z.tuple([UserId, UserId]).refine(([a, b]) => a !== b, { message: 'two different players' }),
  result: GameResult,
  /** A hosted match id, so the bot reporting the same match twice records it once. */
  source: z.string().min(1).max(100).optional(),
});
export type LadderInput = z.input<typeof LadderInput>;

/**
 * Records a ladder match. From an organiser (or the bot, acting as one) who did not play it,
 * the result stands at once; from one of the two players it is a report the opponent must
 * confirm. A second report between the same pair while one is pending goes through the
 * same report rules (repeat = no-op, the opponent's matching report = confirmation).
 */
export function recordLadderMatch(
  league: League,
  actor: Actor,
  now: string,
  input: unknown,
): OpResult<{ matchId: string; status: ReportStatus }> {
  if (league.kind.type !== 'ladder') return fail('wrong-kind', 'only a ladder records open matches');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const t = Date.parse(now);
  if (t < Date.parse(league.kind.start) || t >= Date.parse(league.kind.end)) {
    return fail('outside-season', 'the season is not running');
  }
  const parsed = LadderInput.safeParse(input);
  if (!parsed.success) return fail('invalid-input', parsed.error.issues.map((i) => i.message).join('; '));
  const { players, result, source } = parsed.data;
  for (const id of players) {
    const p = findPlayer(league, id);
    if (!p) return fail('not-joined', `${id} is not in this league`);
    if (!isActive(p)) return fail('player-dropped', `${id} is no longer playing in this league`);
  }
  const plays = players.includes(actor.userId);
  if (!plays && !actor.isOrganiser) return fail('not-your-match', 'you can only report your own matches');

  if (source !== undefined) {
    const earlier = league.matches.find((m) => m.source === source);
    if (earlier) {
      const same = earlier.players[0] === players[0] && earlier.players[1] === players[1] && sameResult(earlier.result, result);
      if (same) return { ok: true, league, changed: false, matchId: earlier.id, status: earlier.status };
      return fail('invalid-input', `a different result was already recorded for ${source}`);
    }
  }

  const pending = plays
    ? league.matches.find(
        (m) =>
          m.stage === 'ladder' &&
          (m.status === 'reported' || m.status === 'disputed') &&
          m.players.includes(players[0]) &&
          m.players.includes(players[1]),
      )
    : undefined;
  let working = league;
  let match: Match | undefined = pending;
  if (!match) {
    match = {
      id: `m${league.nextMatchNo}`,
      stage: 'ladder',
      round: null,
      table: null,
      period: null,
      players,
      status: 'open',
      result: null,
      report: null,
      source: source ?? null,
    };
    const problem = resultProblem(league, match, result);
    if (problem) return fail('invalid-result', problem);
    working = { ...league, matches: [...league.matches, match], nextMatchNo: league.nextMatchNo + 1 };
  }
  const matchId = match.id;

  if (!plays) {
    return { ok: true, league: settle(working, match, result, actor, now, 'set-result', source ?? null), changed: true, matchId, status: 'confirmed' };
  }
  const mine = match.players[0] === actor.userId ? 0 : 1;
  const orientedToMatch = match.players[0] === players[0] ? result.wins : ([result.wins[1], result.wins[0]] as const);
  const reported = reportResult(working, actor, matchId, {
    myWins: orientedToMatch[mine],
    opponentWins: orientedToMatch[1 - mine],
    draws: result.draws,
  }, now);
  if (!reported.ok) return reported;
  return { ...reported, matchId };
}

/** Organiser (or the scheduler acting as one): closes the open rating period. */
export function closeRatingPeriod(
  league: League,
  actor: Actor,
  now: string,
  options: { force?: boolean } = {},
): OpResult<{ closedPeriod: number }> {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers close rating periods');
  if (league.kind.type !== 'ladder' || league.currentPeriod === null) return fail('wrong-kind', 'only a ladder has rating periods');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const period = league.currentPeriod;
  const end = periodEnd(league, period);
  if (Date.parse(now) < Date.parse(end) && !options.force) {
    return fail('period-not-over', `rating period ${period + 1} runs until ${end}`);
  }
  return {
    ok: true,
    league: {
      ...league,
      currentPeriod: period + 1,
      audit: [...league.audit, audit(actor, now, 'close-period', { note: `rating period ${period + 1}` })],
    },
    changed: true,
    closedPeriod: period,
  };
}

function periodGames(league: League, period: number): PeriodGame[] {
  return league.matches.flatMap((m): PeriodGame[] => {
    if (m.stage !== 'ladder' || m.status !== 'confirmed' || m.period !== period || !m.result) return [];
    const [a, b] = m.players;
    if (b === null) return [];
    const winner = matchWinner(m.result.wins);
    return [{ a, b, scoreA: winner === null ? 0.5 : winner === 0 ? 1 : 0 }];
  });
}

export interface LadderRating extends Rating {
  /** Rated matches (in closed periods). */
  games: number;
}

/** Ratings after every closed period, replayed from the confirmed matches. */
export function ladderRatings(league: League): Map<string, LadderRating> {
  if (league.kind.type !== 'ladder' || league.currentPeriod === null) throw new Error('ladderRatings: not a ladder');
  let ratings = new Map<string, Rating>();
  const games = new Map<string, number>();
  for (let period = 0; period < league.currentPeriod; period++) {
    for (const p of league.players) {
      if ((p.joinedPeriod ?? 0) <= period && !ratings.has(p.userId)) ratings.set(p.userId, DEFAULT_RATING);
    }
    const played = periodGames(league, period);
    for (const g of played) {
      for (const id of [g.a, g.b]) {
        if (!ratings.has(id)) ratings.set(id, DEFAULT_RATING);
        games.set(id, (games.get(id) ?? 0) + 1);
      }
    }
    ratings = ratePeriod(ratings, played, league.kind.tau);
  }
  const out = new Map<string, LadderRating>();
  for (const p of league.players) {
    out.set(p.userId, { ...(ratings.get(p.userId) ?? DEFAULT_RATING), games: games.get(p.userId) ?? 0 });
  }
  return out;
}

export interface LeaderboardRow {
  rank: number;
  userId: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  /** Confirmed matches in the open period, rated when it closes. */
  unratedGames: number;
}

/** Active players by rating (then lower deviation, then more games). */
export function ladderLeaderboard(league: League): LeaderboardRow[] {
  const ratings = ladderRatings(league);
  const current = league.currentPeriod ?? 0;
  const unrated = new Map<string, number>();
  for (const g of periodGames(league, current)) {
    for (const id of [g.a, g.b]) unrated.set(id, (unrated.get(id) ?? 0) + 1);
  }
  return league.players
    .filter(isActive)
    .map((p) => {
      const r = ratings.get(p.userId) as LadderRating;
      return { rank: 0, userId: p.userId, rating: r.rating, rd: r.rd, volatility: r.volatility, games: r.games, unratedGames: unrated.get(p.userId) ?? 0 };
    })
    .sort((a, b) => b.rating - a.rating || a.rd - b.rd || b.games - a.games || (a.userId < b.userId ? -1 : 1))
    .map((row, i) => ({ ...row, rank: i + 1 }));
}
