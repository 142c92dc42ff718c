import { GameResult, PlayerReport, type Actor, type League, type Match } from './model.js';
import { audit, fail, replaceMatch, sameResult, type OpResult } from './outcome.js';
import { findMatch, resultProblem, winnerOf } from './queries.js';

// Reporting: one player reports, the opponent confirms (or rejects, which asks both again);
// a matching report from the opponent counts as a confirmation, so two players reporting
// at once agree instead of double-counting. Organisers set results directly.

export type ReportStatus = Match['status'];

/** Marks `match` confirmed with `result` and logs it. */
export function settle(
  league: League,
  match: Match,
  result: GameResult,
  actor: Actor,
  now: string,
  action: 'confirm' | 'set-result',
  note: string | null = null,
): League {
  const settled: Match = {
    ...match,
    status: 'confirmed',
    result,
    report: null,
    period: match.stage === 'ladder' ? (match.period ?? league.currentPeriod) : match.period,
  };
  return {
    ...replaceMatch(league, settled),
    audit: [...league.audit, audit(actor, now, action, { matchId: match.id, before: match.result, after: result, note })],
  };
}

function orient(match: Match, reporter: string, report: ReturnType<typeof PlayerReport.parse>): GameResult {
  return match.players[0] === reporter
    ? { wins: [report.myWins, report.opponentWins], draws: report.draws }
    : { wins: [report.opponentWins, report.myWins], draws: report.draws };
}

type MatchCheck = { ok: true; match: Match } | { ok: false; error: ReturnType<typeof fail>['error'] };

/** The match, if the acting player sits at it and it can still take a player's word. */
function playerMatch(league: League, actor: Actor, matchId: string): MatchCheck {
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const match = findMatch(league, matchId);
  if (!match) return fail('match-not-found', `no match ${matchId}`);
  if (!match.players.includes(actor.userId)) return fail('not-your-match', 'you did not play this match');
  if (match.players[1] === null) return fail('bye', 'a bye has nothing to report');
  if (match.status === 'void') return fail('round-closed', 'this match was closed without a result; ask an organiser');
  if (match.round !== null) {
    const round = league.rounds.find((r) => r.number === match.round);
    if (round?.status === 'closed' && match.status !== 'confirmed') {
      return fail('round-closed', 'the round is over; ask an organiser');
    }
  }
  return { ok: true, match };
}

export function reportResult(
  league: League,
  actor: Actor,
  matchId: string,
  input: unknown,
  now: string,
): OpResult<{ status: ReportStatus }> {
  const check = playerMatch(league, actor, matchId);
  if (!check.ok) return check;
  const { match } = check;
  const parsed = PlayerReport.safeParse(input);
  if (!parsed.success) return fail('invalid-input', parsed.error.issues.map((i) => i.message).join('; '));
  const result = orient(match, actor.userId, parsed.data);
  const problem = resultProblem(league, match, result);
  if (problem) return fail('invalid-result', problem);

  if (match.status === 'confirmed') {
    if (sameResult(match.result, result)) return { ok: true, league, changed: false, status: match.status };
    return fail('already-confirmed', 'this result is already confirmed; ask an organiser to fix it');
  }
  if (match.status === 'reported' && match.report) {
    if (match.report.by === actor.userId) {
      if (sameResult(match.report.result, result)) return { ok: true, league, changed: false, status: match.status };
    } else if (sameResult(match.report.result, result)) {
      const next = settle(league, match, result, actor, now, 'confirm', 'matching report from the opponent');
      return { ok: true, league: next, changed: true, status: 'confirmed' };
    } else {
      const disputed: Match = { ...match, status: 'disputed', report: null };
      const next: League = {
        ...replaceMatch(league, disputed),
        audit: [
          ...league.audit,
          audit(actor, now, 'reject', { matchId, before: match.report.result, after: result, note: 'reports disagree' }),
        ],
      };
      return { ok: true, league: next, changed: true, status: 'disputed' };
    }
  }
  const reported: Match = { ...match, status: 'reported', report: { by: actor.userId, result, at: now } };
  const next: League = {
    ...replaceMatch(league, reported),
    audit: [...league.audit, audit(actor, now, 'report', { matchId, before: match.report?.result ?? null, after: result })],
  };
  return { ok: true, league: next, changed: true, status: 'reported' };
}

/**
 * The opponent accepts the pending report. `expected` is the result the confirm button was
 * shown for: if the reporter changed their report meanwhile, the click is refused.
 */
export function confirmResult(
  league: League,
  actor: Actor,
  matchId: string,
  now: string,
  expected?: unknown,
): OpResult<{ status: ReportStatus }> {
  const check = playerMatch(league, actor, matchId);
  if (!check.ok) return check;
  const { match } = check;
  if (match.status === 'confirmed') return { ok: true, league, changed: false, status: match.status };
  if (match.status !== 'reported' || !match.report) return fail('nothing-to-confirm', 'there is no pending report');
  if (match.report.by === actor.userId) {
    return fail('cannot-confirm-own-report', 'your opponent has to confirm your report');
  }
  if (expected !== undefined) {
    const parsed = GameResult.safeParse(expected);
    if (!parsed.success || !sameResult(parsed.data, match.report.result)) {
      return fail('stale-report', 'the report changed since this button was shown');
    }
  }
  return { ok: true, league: settle(league, match, match.report.result, actor, now, 'confirm'), changed: true, status: 'confirmed' };
}

/** The opponent disputes the pending report: the match goes back to both players. */
export function rejectResult(
  league: League,
  actor: Actor,
  matchId: string,
  now: string,
): OpResult<{ status: ReportStatus }> {
  const check = playerMatch(league, actor, matchId);
  if (!check.ok) return check;
  const { match } = check;
  if (match.status === 'disputed') return { ok: true, league, changed: false, status: match.status };
  if (match.status === 'confirmed') return fail('already-confirmed', 'this result is already confirmed; ask an organiser');
  if (match.status !== 'reported' || !match.report) return fail('nothing-to-confirm', 'there is no pending report');
  if (match.report.by === actor.userId) {
    return fail('cannot-confirm-own-report', 'report again to change your own report');
  }
  const disputed: Match = { ...match, status: 'disputed', report: null };
  const next: League = {
    ...replaceMatch(league, disputed),
    audit: [...league.audit, audit(actor, now, 'reject', { matchId, before: match.report.result, note: 'rejected by the opponent' })],
  };
  return { ok: true, league: next, changed: true, status: 'disputed' };
}

/**
 * Organiser: report for others, settle a dispute, or fix a result after the round (standings
 * are recomputed from results, so a late fix flows through). `result` is oriented to
 * match.players. A bracket result cannot change its winner once the next round is paired.
 */
export function setResult(
  league: League,
  actor: Actor,
  matchId: string,
  input: unknown,
  now: string,
  note: string | null = null,
): OpResult<{ status: ReportStatus }> {
  if (!actor.isOrganiser) return fail('not-organiser', 'only an organiser can set a result');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const match = findMatch(league, matchId);
  if (!match) return fail('match-not-found', `no match ${matchId}`);
  if (match.players[1] === null) return fail('bye', 'a bye has no result to set');
  const parsed = GameResult.safeParse(input);
  if (!parsed.success) return fail('invalid-input', parsed.error.issues.map((i) => i.message).join('; '));
  const result = parsed.data;
  const problem = resultProblem(league, match, result);
  if (problem) return fail('invalid-result', problem);
  if (match.status === 'confirmed' && sameResult(match.result, result)) {
    return { ok: true, league, changed: false, status: match.status };
  }
  if (match.stage === 'top-cut' && match.status === 'confirmed' && match.round !== null) {
    const advanced = league.rounds.some((r) => r.stage === 'top-cut' && r.number > (match.round as number));
    const newWinner = winnerOf({ ...match, result });
    if (advanced && newWinner !== winnerOf(match)) {
      return fail('bracket-advanced', 'the next bracket round is already paired with the old winner');
    }
  }
  return { ok: true, league: settle(league, match, result, actor, now, 'set-result', note), changed: true, status: 'confirmed' };
}
