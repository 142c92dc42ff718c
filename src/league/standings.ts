// Swiss standings: match points, then percentage tiebreakers in a configurable order.
//
// Definitions follow common tournament practice for trading card games:
// - match-win % = match points / (3 x rounds played), byes included as played wins;
// - game-win %  = game points / (3 x games played), a game win 3 points, a drawn game 1;
//   a bye counts as a clean sweep of the match length (1-0 in best of 1, 2-0 in best of 3);
// - opponents' match-win % and opponents' game-win % average the opponents' own
//   percentages; byes are not opponents, so they are left out of those averages (a bye
//   says nothing about the strength of a schedule);
// - every percentage, the player's own and each opponent's, is floored at 33%, so losing
//   every match does not sink an opponent's tiebreakers to zero.

export const TIEBREAKERS = ['omw', 'gw', 'ogw'] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = ['omw', 'gw', 'ogw'];

export const PERCENT_FLOOR = 0.33;
/** Two percentages closer than this are equal (sums of floats of the same fractions). */
const EPSILON = 1e-9;

export type MatchRecord =
  | { kind: 'bye'; player: string; gameWins: number }
  | {
      kind: 'played';
      players: readonly [string, string];
      /** Games won by players[0] and players[1]. */
      games: readonly [number, number];
      draws: number;
    };

export interface StandingsPlayer {
  id: string;
  dropped?: boolean;
}

export interface StandingsRow {
  rank: number;
  id: string;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gameWins: number;
  gameLosses: number;
  gameDraws: number;
  mw: number;
  omw: number;
  gw: number;
  ogw: number;
  opponents: string[];
  dropped: boolean;
}

interface Tally {
  points: number;
  rounds: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gameWins: number;
  gameLosses: number;
  gameDraws: number;
  opponents: string[];
}

const floor = (x: number): number => Math.max(PERCENT_FLOOR, x);
const average = (xs: readonly number[]): number =>
  xs.length === 0 ? PERCENT_FLOOR : xs.reduce((s, x) => s + x, 0) / xs.length;

export function matchWinner(games: readonly [number, number]): 0 | 1 | null {
  if (games[0] > games[1]) return 0;
  if (games[1] > games[0]) return 1;
  return null;
}

export function computeStandings(
  players: readonly StandingsPlayer[],
  matches: readonly MatchRecord[],
  tiebreakers: readonly Tiebreaker[] = DEFAULT_TIEBREAKERS,
): StandingsRow[] {
  const tallies = new Map<string, Tally>();
  for (const p of players) {
    tallies.set(p.id, {
      points: 0, rounds: 0, wins: 0, losses: 0, draws: 0, byes: 0,
      gameWins: 0, gameLosses: 0, gameDraws: 0, opponents: [],
    });
  }
  const tally = (id: string): Tally => {
    const t = tallies.get(id);
    if (!t) throw new Error(`computeStandings: match references unknown player ${id}`);
    return t;
  };

  for (const m of matches) {
    if (m.kind === 'bye') {
      const t = tally(m.player);
      t.points += 3;
      t.rounds += 1;
      t.wins += 1;
      t.byes += 1;
      t.gameWins += m.gameWins;
      continue;
    }
    const winner = matchWinner(m.games);
    m.players.forEach((id, side) => {
      const t = tally(id);
      const mine = m.games[side] as number;
      const theirs = m.games[1 - side] as number;
      t.rounds += 1;
      t.gameWins += mine;
      t.gameLosses += theirs;
      t.gameDraws += m.draws;
      t.opponents.push(m.players[1 - side] as string);
      if (winner === null) {
        t.points += 1;
        t.draws += 1;
      } else if (winner === side) {
        t.points += 3;
        t.wins += 1;
      } else {
        t.losses += 1;
      }
    });
  }

  const mw = new Map<string, number>();
  const gw = new Map<string, number>();
  for (const [id, t] of tallies) {
    mw.set(id, t.rounds === 0 ? PERCENT_FLOOR : floor(t.points / (3 * t.rounds)));
    const games = t.gameWins + t.gameLosses + t.gameDraws;
    gw.set(id, games === 0 ? PERCENT_FLOOR : floor((3 * t.gameWins + t.gameDraws) / (3 * games)));
  }

  const unranked = players.map((p, registration) => {
    const t = tally(p.id);
    return {
      registration,
      row: {
        rank: 0,
        id: p.id,
        points: t.points,
        wins: t.wins,
        losses: t.losses,
        draws: t.draws,
        byes: t.byes,
        gameWins: t.gameWins,
        gameLosses: t.gameLosses,
        gameDraws: t.gameDraws,
        mw: mw.get(p.id) as number,
        omw: average(t.opponents.map((o) => mw.get(o) as number)),
        gw: gw.get(p.id) as number,
        ogw: average(t.opponents.map((o) => gw.get(o) as number)),
        opponents: t.opponents,
        dropped: p.dropped ?? false,
      } satisfies StandingsRow,
    };
  });

  unranked.sort((a, b) => {
    if (a.row.points !== b.row.points) return b.row.points - a.row.points;
    for (const key of tiebreakers) {
      const diff = b.row[key] - a.row[key];
      if (Math.abs(diff) > EPSILON) return diff;
    }
    return a.registration - b.registration;
  });
  return unranked.map((u, i) => ({ ...u.row, rank: i + 1 }));
}
