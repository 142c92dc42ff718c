import type { Actor, League, Match, Round } from './model.js';
import { audit, fail, type LeagueError, type MissingResult, type OpResult } from './outcome.js';
import {
  activePlayers,
  byeResult,
  missingResults,
  openRound,
  roundMatches,
  swissEntrants,
  swissStandings,
  winnerOf,
} from './queries.js';
import { deriveSeed } from './rng.js';
import { advanceTopCut, pairFirstRound, pairRound, pairTopCut, topCutSize } from './swiss.js';

interface RoundPlan {
  stage: Round['stage'];
  number: number;
  seed: number;
  pairs: Array<[string, string]>;
  bye: string | null;
}

function planNextRound(league: League, repairs: number): RoundPlan | LeagueError {
  if (league.kind.type !== 'swiss') return { code: 'wrong-kind', message: 'a ladder has no rounds' };
  const number = league.rounds.length + 1;
  const seed = deriveSeed(league.seed, number, repairs);
  const swissPlayed = league.rounds.filter((r) => r.stage === 'swiss').length;
  const active = activePlayers(league);

  if (swissPlayed < league.kind.rounds) {
    if (active.length < 2) return { code: 'not-enough-players', message: 'at least two active players are needed' };
    const pairing = number === 1 ? pairFirstRound(active.map((p) => p.userId), seed) : pairRound(swissEntrants(league));
    return { stage: 'swiss', number, seed, pairs: pairing.pairs, bye: pairing.bye };
  }
  if (league.kind.topCut === 0) return { code: 'no-more-rounds', message: 'all rounds have been played' };

  const bracket = league.rounds.filter((r) => r.stage === 'top-cut');
  const last = bracket.at(-1);
  if (!last) {
    const activeIds = new Set(active.map((p) => p.userId));
    const seeded = swissStandings(league).filter((row) => activeIds.has(row.id)).map((row) => row.id);
    const size = topCutSize(league.kind.topCut, seeded.length);
    if (size === 0) return { code: 'not-enough-players', message: 'too few active players for a top cut' };
    return { stage: 'top-cut', number, seed, pairs: pairTopCut(seeded.slice(0, size)), bye: null };
  }
  const winners = roundMatches(league, last).map(winnerOf);
  if (winners.length < 2) return { code: 'no-more-rounds', message: 'the final has been played' };
  if (winners.some((w) => w === null)) return { code: 'top-cut-needs-result', message: 'a bracket match has no winner' };
  return { stage: 'top-cut', number, seed, pairs: advanceTopCut(winners as string[]), bye: null };
}

function buildRound(league: League, plan: RoundPlan, repairs: number, now: string): { league: League; round: Round; matches: Match[] } {
  let next = league.nextMatchNo;
  const base = { stage: plan.stage, round: plan.number, period: null, report: null, source: null } as const;
  const matches: Match[] = plan.pairs.map(([a, b], i) => ({
    ...base,
    id: `m${next++}`,
    table: i + 1,
    players: [a, b],
    status: 'open',
    result: null,
  }));
  if (plan.bye !== null) {
    matches.push({ ...base, id: `m${next++}`, table: null, players: [plan.bye, null], status: 'confirmed', result: byeResult(league) });
  }
  const round: Round = {
    number: plan.number,
    stage: plan.stage,
    seed: plan.seed,
    repairs,
    status: 'open',
    startedAt: now,
    closedAt: null,
    matchIds: matches.map((m) => m.id),
  };
  return {
    league: { ...league, rounds: [...league.rounds, round], matches: [...league.matches, ...matches], nextMatchNo: next },
    round,
    matches,
  };
}

/** Organiser: pairs and opens the next round (Swiss, then the top cut bracket). */
export function startRound(league: League, actor: Actor, now: string): OpResult<{ round: Round; matches: Match[] }> {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers start rounds');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  if (openRound(league)) return fail('round-open', 'end the current round first');
  const plan = planNextRound(league, 0);
  if ('code' in plan) return { ok: false, error: plan };
  const built = buildRound(league, plan, 0, now);
  const note = `${plan.stage} round ${plan.number}: ${plan.pairs.length} pairs${plan.bye ? `, bye ${plan.bye}` : ''}`;
  return {
    ok: true,
    league: {
      ...built.league,
      status: 'running',
      audit: [...league.audit, audit(actor, now, 'start-round', { note })],
    },
    changed: true,
    round: built.round,
    matches: built.matches,
  };
}

/**
 * Organiser: re-pairs the open Swiss round (after a late drop, say), as long as nobody has
 * reported anything in it. Round one draws a fresh shuffle.
 */
export function repairRound(league: League, actor: Actor, now: string): OpResult<{ round: Round; matches: Match[] }> {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers re-pair rounds');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const round = openRound(league);
  if (!round) return fail('no-open-round', 'there is no open round');
  if (round.stage !== 'swiss') return fail('wrong-kind', 'a bracket round is seeded from standings and is not re-paired');
  const current = roundMatches(league, round);
  if (current.some((m) => m.players[1] !== null && (m.status !== 'open' || m.report !== null))) {
    return fail('results-exist', 'results were already reported in this round');
  }
  const ids = new Set(round.matchIds);
  const without: League = {
    ...league,
    rounds: league.rounds.filter((r) => r !== round),
    matches: league.matches.filter((m) => !ids.has(m.id)),
  };
  const plan = planNextRound(without, round.repairs + 1);
  if ('code' in plan) return { ok: false, error: plan };
  const built = buildRound(without, plan, round.repairs + 1, now);
  return {
    ok: true,
    league: {
      ...built.league,
      audit: [...league.audit, audit(actor, now, 'repair-round', { note: `round ${round.number} re-paired` })],
    },
    changed: true,
    round: built.round,
    matches: built.matches,
  };
}

/**
 * Organiser: closes the open round. With results missing it refuses and lists them, unless
 * forced: then the missing Swiss matches are voided (no points, not counted as played).
 */
export function endRound(
  league: League,
  actor: Actor,
  now: string,
  options: { force?: boolean } = {},
): OpResult<{ missing: MissingResult[] }> {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers end rounds');
  const round = openRound(league);
  if (!round) return fail('no-open-round', 'there is no open round');
  const missing = missingResults(league);
  if (missing.length > 0 && round.stage === 'top-cut') {
    return fail('top-cut-needs-result', 'every bracket match needs a winner', { missing });
  }
  if (missing.length > 0 && !options.force) {
    return fail('missing-results', `${missing.length} result(s) missing`, { missing });
  }
  const voided = new Set(missing.map((m) => m.matchId));
  const entries = league.matches
    .filter((m) => voided.has(m.id))
    .map((m) => audit(actor, now, 'void', { matchId: m.id, before: m.report?.result ?? null, note: 'round ended without a result' }));
  return {
    ok: true,
    league: {
      ...league,
      matches: league.matches.map((m) => (voided.has(m.id) ? { ...m, status: 'void' as const, report: null } : m)),
      rounds: league.rounds.map((r) => (r === round ? { ...r, status: 'closed' as const, closedAt: now } : r)),
      audit: [...league.audit, ...entries, audit(actor, now, 'end-round', { note: `round ${round.number}` })],
    },
    changed: true,
    missing,
  };
}
