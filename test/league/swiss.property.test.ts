import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drop, endRound, setResult, startRound, type League, type Match } from '../../src/league/index.js';
import { nextInt, seedRng, type RngState } from '../../src/league/rng.js';
import { ORGANISER, at, ids, ok, player, swissLeague } from './helpers.js';

// Random Swiss events driven through the league operations. After each pairing we check,
// independently of the pairing code: everyone active plays exactly once (a bye counts),
// nobody dropped is paired, byes rotate, and a rematch only happens when brute force
// finds no pairing with fewer rematches.

interface History {
  opponents: Map<string, Set<string>>;
  byes: Set<string>;
}

function historyOf(league: League): History {
  const opponents = new Map<string, Set<string>>();
  const byes = new Set<string>();
  for (const m of league.matches) {
    if (m.stage !== 'swiss' || m.status === 'void') continue;
    const [a, b] = m.players;
    if (b === null) byes.add(a);
    else {
      opponents.set(a, (opponents.get(a) ?? new Set()).add(b));
      opponents.set(b, (opponents.get(b) ?? new Set()).add(a));
    }
  }
  return { opponents, byes };
}

const met = (h: History, a: string, b: string): boolean => h.opponents.get(a)?.has(b) ?? false;

/** Fewest rematches over every way to pair `players` (bye restricted to `byeEligible`). */
function bruteForceMinRematches(players: string[], h: History, byeEligible: string[]): number {
  const pairAll = (rest: string[], bound: number): number => {
    if (rest.length === 0) return 0;
    if (bound <= 0) return Infinity;
    const [first, ...others] = rest as [string, ...string[]];
    let best = Infinity;
    for (let i = 0; i < others.length; i++) {
      const cost = met(h, first, others[i]!) ? 1 : 0;
      const sub = pairAll(others.filter((_, j) => j !== i), Math.min(best, bound) - cost);
      best = Math.min(best, cost + sub);
      if (best === 0) return 0;
    }
    return best;
  };
  if (players.length % 2 === 0) return pairAll(players, Infinity);
  return Math.min(...byeEligible.map((b) => pairAll(players.filter((p) => p !== b), Infinity)));
}

function randomResult(state: RngState, matchLength: 1 | 3): { result: { wins: [number, number]; draws: number }; state: RngState } {
  const options: Array<[number, number, number]> =
    matchLength === 3
      ? [[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0], [1, 1, 0], [1, 0, 0]]
      : [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
  const pick = nextInt(state, options.length);
  const [a, b, d] = options[pick.value]!;
  return { result: { wins: [a, b], draws: d }, state: pick.state };
}

interface EventSpec {
  players: number;
  rounds: number;
  seed: number;
  resultSeed: number;
  dropPercent: number;
  matchLength: 1 | 3;
}

function runEvent(spec: EventSpec, bruteForceUpTo: number): { rematchRounds: number } {
  let league = swissLeague({ players: ids(spec.players), rounds: spec.rounds, seed: spec.seed, matchLength: spec.matchLength });
  let rng = seedRng(spec.resultSeed);
  let rematchRounds = 0;
  for (let r = 1; r <= spec.rounds; r++) {
    const active = league.players.filter((p) => !p.dropped).map((p) => p.userId);
    if (active.length < 2) break;
    const before = historyOf(league);
    const started = ok(startRound(league, ORGANISER, at(r * 100)));
    league = started.league;
    const matches: Match[] = started.matches;

    // Each active player exactly once, nobody else.
    const seated = matches.flatMap((m) => m.players.filter((p): p is string => p !== null));
    expect(seated.slice().sort()).toEqual(active.slice().sort());

    // One bye exactly when the count is odd, to someone without a bye while any such player is active.
    const byes = matches.filter((m) => m.players[1] === null).map((m) => m.players[0]);
    expect(byes.length).toBe(active.length % 2);
    const withoutBye = active.filter((p) => !before.byes.has(p));
    for (const b of byes) if (withoutBye.length > 0) expect(before.byes.has(b)).toBe(false);

    // Rematches only when unavoidable.
    const rematches = matches.filter((m) => m.players[1] !== null && met(before, m.players[0], m.players[1])).length;
    if (rematches > 0) {
      rematchRounds += 1;
      if (active.length <= bruteForceUpTo) {
        const eligible = withoutBye.length > 0 ? withoutBye : active;
        expect(rematches).toBe(bruteForceMinRematches(active, before, eligible));
      }
    }

    for (const m of matches) {
      if (m.players[1] === null) continue;
      const drawn = randomResult(rng, spec.matchLength);
      rng = drawn.state;
      league = ok(setResult(league, ORGANISER, m.id, drawn.result, at(r * 100 + 10))).league;
    }
    league = ok(endRound(league, ORGANISER, at(r * 100 + 20))).league;

    for (const id of active) {
      const roll = nextInt(rng, 100);
      rng = roll.state;
      if (roll.value < spec.dropPercent) league = ok(drop(league, player(id), at(r * 100 + 30))).league;
    }
  }
  return { rematchRounds };
}

describe('Swiss pairing properties', () => {
  it('holds for random events of 8-40 players over 3-7 rounds with drops', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 8, max: 40 }),
          rounds: fc.integer({ min: 3, max: 7 }),
          seed: fc.nat({ max: 0xffffffff }),
          resultSeed: fc.nat({ max: 0xffffffff }),
          dropPercent: fc.integer({ min: 0, max: 15 }),
          matchLength: fc.constantFrom(1 as const, 3 as const),
        }),
        (spec) => {
          runEvent(spec, 12);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes only unavoidable rematches in small, long events (checked by brute force)', () => {
    let roundsWithRematches = 0;
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 3, max: 11 }),
          rounds: fc.integer({ min: 4, max: 9 }),
          seed: fc.nat({ max: 0xffffffff }),
          resultSeed: fc.nat({ max: 0xffffffff }),
          dropPercent: fc.integer({ min: 0, max: 10 }),
          matchLength: fc.constantFrom(1 as const, 3 as const),
        }),
        (spec) => {
          roundsWithRematches += runEvent(spec, 12).rematchRounds;
        },
      ),
      { numRuns: 60 },
    );
    // The generator must actually reach the case being tested.
    expect(roundsWithRematches).toBeGreaterThan(0);
  });
});
