import { describe, expect, it } from 'vitest';
import { endRound, setResult, startRound, swissStandings, type League, type Match } from '../../src/league/index.js';
import { ORGANISER, at, expectError, ids, ok, swissLeague } from './helpers.js';

/** The lower-numbered player always wins 2-0. */
function playRound(league: League, matches: Match[], minute: number): League {
  let l = league;
  for (const m of matches) {
    const [a, b] = m.players;
    if (b === null) continue;
    l = ok(setResult(l, ORGANISER, m.id, { wins: a < b ? [2, 0] : [0, 2], draws: 0 }, at(minute))).league;
  }
  return ok(endRound(l, ORGANISER, at(minute + 1))).league;
}

describe('top cut', () => {
  it('seeds a top 4 from the Swiss standings and advances winners to a final', () => {
    let league = swissLeague({ players: ids(8), rounds: 3, topCut: 4 });
    for (let r = 1; r <= 3; r++) {
      const s = ok(startRound(league, ORGANISER, at(r * 100)));
      league = playRound(s.league, s.matches, r * 100 + 10);
    }
    const top = swissStandings(league).slice(0, 4).map((r) => r.id);
    expect(top[0]).toBe('p01'); // the only 3-0
    expect(swissStandings(league).slice(1, 4).every((r) => r.points === 6)).toBe(true);

    const semis = ok(startRound(league, ORGANISER, at(400)));
    expect(semis.round.stage).toBe('top-cut');
    expect(semis.matches.map((m) => m.players)).toEqual([[top[0], top[3]], [top[1], top[2]]]);

    const [s1, s2] = semis.matches as [Match, Match];
    expectError(setResult(semis.league, ORGANISER, s1.id, { wins: [1, 1], draws: 0 }, at(401)), 'invalid-result');
    expectError(endRound(semis.league, ORGANISER, at(402), { force: true }), 'top-cut-needs-result');

    let l = ok(setResult(semis.league, ORGANISER, s1.id, { wins: [0, 2], draws: 0 }, at(403))).league; // 4th seed upsets
    l = ok(setResult(l, ORGANISER, s2.id, { wins: [2, 1], draws: 0 }, at(403))).league;
    l = ok(endRound(l, ORGANISER, at(404))).league;

    const final = ok(startRound(l, ORGANISER, at(500)));
    expect(final.matches.map((m) => m.players)).toEqual([[top[3], top[1]]]);
    // The semi-final's winner can no longer change: the final is paired.
    expectError(setResult(final.league, ORGANISER, s1.id, { wins: [2, 0], draws: 0 }, at(501)), 'bracket-advanced');
    expect(ok(setResult(final.league, ORGANISER, s1.id, { wins: [1, 2], draws: 0 }, at(501))).changed).toBe(true);

    l = ok(setResult(final.league, ORGANISER, final.matches[0]!.id, { wins: [2, 0], draws: 0 }, at(502))).league;
    l = ok(endRound(l, ORGANISER, at(503))).league;
    expectError(startRound(l, ORGANISER, at(600)), 'no-more-rounds');
    // The bracket does not touch Swiss standings.
    expect(swissStandings(l).map((r) => r.id)).toEqual(swissStandings(league).map((r) => r.id));
  });

  it('seeds only active players and shrinks the cut to the field', () => {
    let league = swissLeague({ players: ids(3), rounds: 1, topCut: 8 });
    const s = ok(startRound(league, ORGANISER, at(100)));
    league = playRound(s.league, s.matches, 110);
    const cut = ok(startRound(league, ORGANISER, at(200)));
    expect(cut.matches).toHaveLength(1);
    const standings = swissStandings(league).map((r) => r.id);
    expect(cut.matches[0]!.players).toEqual([standings[0], standings[1]]);
  });
});
