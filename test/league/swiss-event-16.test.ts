import { EXPECTED_ROUNDS, EXPECTED_STANDINGS } from './swiss-event-16.js';
import { describe, expect, it } from 'vitest';
import {
  confirmResult,
  drop,
  endRound,
  reportResult,
  startRound,
  swissStandings,
  type League,
  type Match,
} from '../../src/league/index.js';
import { ORGANISER, at, ids, ok, player, swissLeague } from './helpers.js';

// A 16-player, 5-round, best-of-3 Swiss event, seed 2025, driven through reports and
// confirmations. The script: the lower-numbered player wins, 2-0 when the two numbers are
// 5 or more apart and 2-1 otherwise; except that p12 and p14 draw 1-1 in round 3. p16
// drops after round 3, so rounds 4 and 5 have a bye.

const num = (id: string): number => Number(id.slice(1));

function scripted(round: number, a: string, b: string): { aWins: number; bWins: number } {
  if (round === 3 && [a, b].sort().join() === 'p12,p14') return { aWins: 1, bWins: 1 };
  const loserGames = Math.abs(num(a) - num(b)) >= 5 ? 0 : 1;
  return num(a) < num(b) ? { aWins: 2, bWins: loserGames } : { aWins: loserGames, bWins: 2 };
}

// Pairings in table order, "first-second score" from the first player's side.
// Round 1 is the seeded shuffle. From round 2 on, each score group is paired from the top
// in standings order, an odd one out pairing down. E.g. after round 1 every winner has
// OMW 0.33 (their opponent is 0-1, floored); the 2-0 winners have GW 1 and the 2-1 winners
// GW 2/3, and OGW (0.33 against 1/3) and registration order settle the rest:
// p04 p07 p08 p11 | p01 p02 p06 p12, hence p04-p07, p08-p11, p01-p02, p06-p12.
// Round 4: p16 dropped, 15 active; p13 (0 points) is the lowest without a bye. The 6-point
// group has five players, so p08 pairs down to p12 (4), and p14 (4) then down to p09 (3).
// Round 5: p15 is the lowest without a bye (p13 had one); p01 (12) pairs down to p06 (9),
// p08 down to p03; p12 and p14 (4) already met, so both pair down into the 3-point group.
// EXPECTED_ROUNDS (in ./swiss-event-16.ts) holds the pairings worked out above.

// Final standings by hand. Rounds played: 5 for everyone but p16 (3).
// Match-win % = points / 15 (p16: / 9), floor 0.33:
//   p01 WWWWW 15 -> 1      p02 WLWWW 12 -> 0.8    p03..p08 9 -> 0.6      p12 WLDLW 7 -> 7/15
//   p09 p10 p11 6 -> 0.4   p15 LLWLB 6 -> 0.4     p14 LWDLL 4 -> 4/15 -> 0.33
//   p13 LLLBL 3 -> 0.2 -> 0.33                    p16 LLL 0 -> 0.33
// Game-win % = games won / games played (no drawn games here; a bye is 2-0):
//   p01 10-3 10/13  p02 9-5 9/14  p03 8-5 8/13  p04 8-6 4/7  p05 8-5 8/13  p06 7-6 7/13
//   p07 8-6 4/7     p08 6-6 1/2   p09 5-7 5/12  p10 6-7 6/13 p11 6-7 6/13  p12 6-7 6/13
//   p13 4-8 1/3     p14 4-8 1/3   p15 6-7 6/13  p16 2-6 1/4 -> 0.33
// Opponents' match-win % (byes left out):
//   p01 (p03 .6 + p02 .8 + p08 .6 + p04 .6 + p06 .6)/5 = 3.2/5 = .64
//   p02 (p05 .6 + p01 1 + p11 .4 + p03 .6 + p04 .6)/5 = 3.2/5 = .64
//   p03 (p01 1 + p05 .6 + p09 .4 + p02 .8 + p08 .6)/5 = 3.4/5 = .68
//   p04 (p09 .4 + p07 .6 + p06 .6 + p01 1 + p02 .8)/5 = 3.4/5 = .68
//   p06 (p10 .4 + p12 7/15 + p04 .6 + p07 .6 + p01 1)/5 = .6133
//   p08 (p13 .33 + p11 .4 + p01 1 + p12 7/15 + p03 .6)/5 = .5593
//   p05 (p02 .8 + p03 .6 + p13 .33 + p10 .4 + p09 .4)/5 = 2.53/5 = .506
//   p07 (p14 .33 + p04 .6 + p10 .4 + p06 .6 + p11 .4)/5 = 2.33/5 = .466
//   p12 (p15 .4 + p06 .6 + p14 .33 + p08 .6 + p13 .33)/5 = 2.26/5 = .452
//   p11 (p16 .33 + p08 .6 + p02 .8 + p15 .4 + p07 .6)/5 = 2.73/5 = .546
//   p10 (p06 .6 + p15 .4 + p07 .6 + p05 .6 + p14 .33)/5 = 2.53/5 = .506
//   p09 (p04 .6 + p13 .33 + p03 .6 + p14 .33 + p05 .6)/5 = 2.46/5 = .492
//   p15 (p12 7/15 + p10 .4 + p16 .33 + p11 .4)/4 = .3992
//   p14 (p07 .6 + p16 .33 + p12 7/15 + p09 .4 + p10 .4)/5 = .4393
//   p13 (p08 .6 + p09 .4 + p05 .6 + p12 7/15)/4 = .5167
//   p16 (p11 .4 + p14 .33 + p15 .4)/3 = 1.13/3 = .3767
// Order: 15 p01 · 12 p02 · 9: p03 and p04 tie on OMW .68, GW 8/13 > 4/7 puts p03 first,
// then p06 .6133, p08 .5593, p05 .506, p07 .466 · 7 p12 · 6: p11 .546, p10 .506, p09 .492,
// p15 .3992 · 4 p14 · 3 p13 · 0 p16.
// Opponents' game-win % is the average of the opponents' GW above, e.g.
//   p01 (p03 8/13 + p02 9/14 + p08 1/2 + p04 4/7 + p06 7/13)/5 = .5736.
// EXPECTED_STANDINGS (in ./swiss-event-16.ts) holds the result of the arithmetic above.

function playRound(league: League, round: number, matches: Match[]): { league: League; listing: string } {
  let l = league;
  const parts: string[] = [];
  for (const m of matches) {
    const [a, b] = m.players;
    if (b === null) {
      parts.push(`${a} bye`);
      continue;
    }
    const { aWins, bWins } = scripted(round, a, b);
    parts.push(`${a}-${b} ${aWins}-${bWins}`);
    // The winner (or the first player, for a draw) reports; the opponent confirms.
    const [reporter, confirmer] = bWins > aWins ? [b, a] : [a, b];
    const mine = reporter === a ? { myWins: aWins, opponentWins: bWins } : { myWins: bWins, opponentWins: aWins };
    l = ok(reportResult(l, player(reporter), m.id, mine, at(round * 100 + 5))).league;
    l = ok(confirmResult(l, player(confirmer), m.id, at(round * 100 + 6))).league;
  }
  return { league: ok(endRound(l, ORGANISER, at(round * 100 + 10))).league, listing: parts.join(' | ') };
}

describe('a 16-player, 5-round Swiss event', () => {
  let league = swissLeague({ players: ids(16), rounds: 5, seed: 2025, matchLength: 3 });
  const listings: string[] = [];
  for (let round = 1; round <= 5; round++) {
    const started = ok(startRound(league, ORGANISER, at(round * 100)));
    const played = playRound(started.league, round, started.matches);
    league = played.league;
    listings.push(played.listing);
    if (round === 3) league = ok(drop(league, player('p16'), at(round * 100 + 20))).league;
  }

  it('pairs every round as worked out above', () => {
    expect(listings).toEqual(EXPECTED_ROUNDS);
  });

  it('ends with the hand-computed standings', () => {
    const rows = swissStandings(league);
    expect(rows.map((r) => r.id)).toEqual(EXPECTED_STANDINGS.map(([id]) => id));
    for (const [id, points, omw, gw, ogw] of EXPECTED_STANDINGS) {
      const row = rows.find((r) => r.id === id)!;
      expect({ id, points: row.points }).toEqual({ id, points });
      expect(row.omw, `${id} OMW`).toBeCloseTo(omw, 9);
      expect(row.gw, `${id} GW`).toBeCloseTo(gw, 9);
      expect(row.ogw, `${id} OGW`).toBeCloseTo(ogw, 9);
    }
    expect(rows.find((r) => r.id === 'p16')!.dropped).toBe(true);
  });

  it('keeps every result change in the audit log', () => {
    const reports = league.audit.filter((e) => e.action === 'report').length;
    const confirms = league.audit.filter((e) => e.action === 'confirm').length;
    expect(reports).toBe(8 * 3 + 7 * 2);
    expect(confirms).toBe(reports);
  });
});
