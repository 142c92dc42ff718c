import { describe, expect, it } from 'vitest';
import { computeStandings, type MatchRecord } from '../../src/league/standings.js';

// Five players, three rounds, best of three. A bye counts as a 2-0 match win.
//   R1: A beats B 2-0 · C beats D 2-1 · E bye
//   R2: A beats E 2-1 · B and C draw 1-1 with one drawn game · D bye
//   R3: C beats A 2-1 · D beats B 2-0 · E bye
const players = ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id }));
const played = (a: string, b: string, ga: number, gb: number, draws = 0): MatchRecord => ({
  kind: 'played', players: [a, b], games: [ga, gb], draws,
});
const bye = (p: string): MatchRecord => ({ kind: 'bye', player: p, gameWins: 2 });
const matches: MatchRecord[] = [
  played('A', 'B', 2, 0), played('C', 'D', 2, 1), bye('E'),
  played('A', 'E', 2, 1), played('B', 'C', 1, 1, 1), bye('D'),
  played('C', 'A', 2, 1), played('D', 'B', 2, 0), bye('E'),
];

// Hand-worked:
// match points / match-win % (points / (3 x rounds), floor 0.33):
//   A W W L = 6 -> 6/9 = 0.6667     B L D L = 1 -> 1/9 = 0.111 -> 0.33
//   C W D W = 7 -> 7/9 = 0.7778     D L bye W = 6 -> 0.6667     E bye L bye = 6 -> 0.6667
// game-win % (3 per game won, 1 per drawn game, over 3 x games):
//   A 5-3     15/24 = 0.625          B 1-5-1   (3+1)/21 = 0.1905 -> 0.33
//   C 5-3-1   16/27 = 0.5926         D 5-2 (bye 2-0) 15/21 = 0.7143   E 5-2 (byes) 15/21 = 0.7143
// opponents (byes left out): A: B E C · B: A C D · C: D B A · D: C B · E: A
//   OMW A (0.33 + 6/9 + 7/9)/3 = 0.5915   OGW A (0.33 + 15/21 + 16/27)/3 = 0.5456
//   OMW B (6/9 + 7/9 + 6/9)/3 = 0.7037    OGW B (15/24 + 16/27 + 15/21)/3 = 0.6440
//   OMW C (6/9 + 0.33 + 6/9)/3 = 0.5544   OGW C (15/21 + 0.33 + 15/24)/3 = 0.5564
//   OMW D (7/9 + 0.33)/2 = 0.5539         OGW D (16/27 + 0.33)/2 = 0.4613
//   OMW E 6/9 = 0.6667                    OGW E 15/24 = 0.625
// Default order (OMW, GW, OGW): C 7; then A, D, E on 6 by OMW: E .6667 > A .5915 > D .5539; B last.
describe('standings tiebreakers (hand-worked)', () => {
  const rows = computeStandings(players, matches);
  const row = (id: string) => rows.find((r) => r.id === id)!;

  it('counts match points, with a bye as a win', () => {
    expect(rows.map((r) => [r.id, r.points])).toEqual([['C', 7], ['E', 6], ['A', 6], ['D', 6], ['B', 1]]);
    expect([row('E').wins, row('E').losses, row('E').byes]).toEqual([2, 1, 2]);
    expect([row('B').wins, row('B').losses, row('B').draws]).toEqual([0, 2, 1]);
  });

  it('floors percentages at 33%', () => {
    expect(row('B').mw).toBe(0.33);
    expect(row('B').gw).toBe(0.33);
  });

  it('computes each percentage as worked out by hand', () => {
    expect(row('A').mw).toBeCloseTo(6 / 9, 10);
    expect(row('C').gw).toBeCloseTo(16 / 27, 10);
    expect(row('D').gw).toBeCloseTo(15 / 21, 10);
    expect(row('A').omw).toBeCloseTo((0.33 + 6 / 9 + 7 / 9) / 3, 10);
    expect(row('B').omw).toBeCloseTo((6 / 9 + 7 / 9 + 6 / 9) / 3, 10);
    expect(row('C').omw).toBeCloseTo((6 / 9 + 0.33 + 6 / 9) / 3, 10);
    expect(row('D').omw).toBeCloseTo((7 / 9 + 0.33) / 2, 10);
    expect(row('E').omw).toBeCloseTo(6 / 9, 10);
    expect(row('A').ogw).toBeCloseTo((0.33 + 15 / 21 + 16 / 27) / 3, 10);
    expect(row('B').ogw).toBeCloseTo((15 / 24 + 16 / 27 + 15 / 21) / 3, 10);
    expect(row('D').ogw).toBeCloseTo((16 / 27 + 0.33) / 2, 10);
    expect(row('E').ogw).toBeCloseTo(15 / 24, 10);
  });

  it('follows a configured tiebreaker order', () => {
    // GW first: D and E tie on 15/21, OMW then puts E (.6667) above D (.5539); A (.625) after.
    const byGameWins = computeStandings(players, matches, ['gw', 'omw']);
    expect(byGameWins.map((r) => r.id)).toEqual(['C', 'E', 'D', 'A', 'B']);
    // OGW alone: E .625 > A .5456 > D .4613.
    expect(computeStandings(players, matches, ['ogw']).map((r) => r.id)).toEqual(['C', 'E', 'A', 'D', 'B']);
  });

  it('falls back to registration order on a complete tie, and ranks sequentially', () => {
    const tied = computeStandings([{ id: 'x' }, { id: 'y' }], [played('x', 'y', 1, 1)]);
    expect(tied.map((r) => [r.rank, r.id, r.points])).toEqual([[1, 'x', 1], [2, 'y', 1]]);
  });

  it('gives a player with only byes the floor as opponents’ percentages', () => {
    const rows = computeStandings([{ id: 'solo' }], [bye('solo')]);
    expect(rows[0]).toMatchObject({ points: 3, mw: 1, gw: 1, omw: 0.33, ogw: 0.33 });
  });
});
