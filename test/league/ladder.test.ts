import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, updateRating } from '../../src/league/glicko2.js';
import {
  closeRatingPeriod,
  closeSeason,
  confirmResult,
  createLeague,
  join,
  ladderLeaderboard,
  periodEnd,
  recordLadderMatch,
  setResult,
  startRound,
  type League,
} from '../../src/league/index.js';
import { ORGANISER, expectError, ok, player } from './helpers.js';

const day = (d: number, hour = 12): string => new Date(Date.UTC(2025, 1, d, hour)).toISOString();

function ladder(): League {
  let league = ok(
    createLeague(
      {
        id: 'lad',
        guildId: '1000',
        name: 'February ladder',
        kind: { type: 'ladder', start: day(1, 0), end: day(22, 0), periodDays: 7 },
        matchLength: 1,
        seed: 5,
      },
      ORGANISER,
      day(1, 0),
    ),
  ).league;
  for (const id of ['a', 'b', 'c', 'd']) league = ok(join(league, player(id), day(1))).league;
  return league;
}

const win = { wins: [1, 0] as [number, number], draws: 0 };

describe('ladder season', () => {
  it('splits the season into rating periods', () => {
    const league = ladder();
    expect(periodEnd(league, 0)).toBe(day(8, 0));
    expect(periodEnd(league, 2)).toBe(day(22, 0));
    expect(periodEnd(league, 5)).toBe(day(22, 0));
    expectError(startRound(league, ORGANISER, day(2)), 'wrong-kind');
  });

  it('records matches from the bot at once and from players after confirmation', () => {
    let league = ladder();
    const hosted = ok(recordLadderMatch(league, ORGANISER, day(2), { players: ['a', 'b'], result: win, source: 'match-1' }));
    expect(hosted.status).toBe('confirmed');
    league = hosted.league;
    const replay = ok(recordLadderMatch(league, ORGANISER, day(2), { players: ['a', 'b'], result: win, source: 'match-1' }));
    expect(replay.changed).toBe(false);
    expectError(recordLadderMatch(league, ORGANISER, day(2), { players: ['a', 'b'], result: { wins: [0, 1], draws: 0 }, source: 'match-1' }), 'invalid-input');

    expectError(recordLadderMatch(league, player('a'), day(3), { players: ['c', 'd'], result: win }), 'not-your-match');
    expectError(recordLadderMatch(league, player('c'), day(3), { players: ['c', 'c'], result: win }), 'invalid-input');
    expectError(recordLadderMatch(league, player('c'), day(3), { players: ['c', 'zed'], result: win }), 'not-joined');
    expectError(recordLadderMatch(league, player('c'), day(25), { players: ['c', 'd'], result: win }), 'outside-season');

    const reported = ok(recordLadderMatch(league, player('d'), day(3), { players: ['c', 'd'], result: win }));
    expect(reported.status).toBe('reported');
    // A double submission is the same pending report, not a second match.
    const twice = ok(recordLadderMatch(reported.league, player('d'), day(3), { players: ['d', 'c'], result: { wins: [0, 1], draws: 0 } }));
    expect(twice.changed).toBe(false);
    expect(twice.matchId).toBe(reported.matchId);
    league = ok(confirmResult(twice.league, player('c'), reported.matchId, day(4))).league;
    expect(league.matches.filter((m) => m.stage === 'ladder' && m.status === 'confirmed')).toHaveLength(2);

    const board = ladderLeaderboard(league);
    expect(board.every((r) => r.games === 0 && r.rating === 1500)).toBe(true);
    expect(board.find((r) => r.userId === 'a')!.unratedGames).toBe(1);
  });

  it('rates each closed period with Glicko-2, widening the deviation of idle players', () => {
    let league = ladder();
    league = ok(recordLadderMatch(league, ORGANISER, day(2), { players: ['a', 'b'], result: win, source: 'h1' })).league;
    league = ok(recordLadderMatch(league, ORGANISER, day(3), { players: ['c', 'd'], result: { wins: [0, 0], draws: 1 }, source: 'h2' })).league;
    expectError(closeRatingPeriod(league, ORGANISER, day(7)), 'period-not-over');
    expectError(closeRatingPeriod(league, player('a'), day(8)), 'not-organiser');
    league = ok(closeRatingPeriod(league, ORGANISER, day(8))).league;

    // Period 1: everyone starts at 1500 / 350 / 0.06.
    const aAfter0 = updateRating(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
    const bAfter0 = updateRating(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0 }]);
    const cAfter0 = updateRating(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 0.5 }]);
    let board = ladderLeaderboard(league);
    // a won (above 1500), c and d drew as equals (exactly 1500, same RD: by id), b lost.
    expect(board.map((r) => r.userId)).toEqual(['a', 'c', 'd', 'b']);
    expect(board.find((r) => r.userId === 'a')).toMatchObject({ rating: aAfter0.rating, rd: aAfter0.rd, games: 1 });
    expect(aAfter0.rating).toBeGreaterThan(1500);
    expect(cAfter0.rating).toBeCloseTo(1500, 9);

    // Period 2: a joiner, a and c play; b and d sit out.
    league = ok(join(league, player('e'), day(9))).league;
    league = ok(recordLadderMatch(league, ORGANISER, day(10), { players: ['c', 'a'], result: win, source: 'h3' })).league;
    league = ok(closeRatingPeriod(league, ORGANISER, day(15))).league;
    board = ladderLeaderboard(league);
    const row = (id: string) => board.find((r) => r.userId === id)!;
    const bIdle = updateRating(bAfter0, []);
    expect(row('b')).toMatchObject({ rating: bAfter0.rating, rd: bIdle.rd, games: 1 });
    expect(bIdle.rd).toBeGreaterThan(bAfter0.rd);
    expect(row('c').rating).toBeCloseTo(updateRating(cAfter0, [{ opponent: aAfter0, score: 1 }]).rating, 9);
    expect(row('c').games).toBe(2);
    expect(row('e')).toMatchObject({ rating: 1500, rd: 350, games: 0 });

    // A late fix of period 1 re-rates from there on.
    const h1 = league.matches.find((m) => m.source === 'h1')!;
    const fixed = ok(setResult(league, ORGANISER, h1.id, { wins: [0, 1], draws: 0 }, day(16))).league;
    expect(fixed.matches.find((m) => m.id === h1.id)!.period).toBe(0);
    const bFixed = updateRating(DEFAULT_RATING, [{ opponent: DEFAULT_RATING, score: 1 }]);
    expect(ladderLeaderboard(fixed).find((r) => r.userId === 'b')!.rating).toBeCloseTo(bFixed.rating, 9);

    const closed = ok(closeSeason(fixed, ORGANISER, day(22, 0))).league;
    expect(closed.status).toBe('closed');
    expect(closed.currentPeriod).toBe(3);
    expectError(recordLadderMatch(closed, ORGANISER, day(21), { players: ['a', 'b'], result: win }), 'league-closed');
    expect(ok(closeSeason(closed, ORGANISER, day(23))).changed).toBe(false);
  });
});
