import { buildGraph, matchingSize, maximumMatchingWithin } from './matching.js';
import { seedRng, shuffle } from './rng.js';

/** One active (not dropped) player as the pairing sees them. */
export interface SwissEntrant {
  id: string;
  /** Match points so far. */
  points: number;
  hadBye: boolean;
  /** Ids of everyone this player has already played (byes excluded). */
  opponents: ReadonlySet<string>;
}

export interface SwissPairing {
  /** Pairs in table order: the higher-ranked player first. */
  pairs: Array<[string, string]>;
  bye: string | null;
  /** How many pairs are rematches (zero unless no rematch-free pairing exists). */
  rematches: number;
}

/**
 * Round one: a seeded shuffle, then players paired in shuffled order; with an odd count
 * the last player in the shuffle gets the bye.
 */
export function pairFirstRound(playerIds: readonly string[], seed: number): SwissPairing {
  const order = shuffle(playerIds, seedRng(seed)).items;
  return pairRound(
    order.map((id) => ({ id, points: 0, hadBye: false, opponents: new Set<string>() })),
  );
}

/**
 * Pairs one round. `ranked` is every active player, best standing first.
 *
 * Priorities, strongest first:
 * 1. the bye goes to someone without a bye, while any active player has none;
 * 2. the fewest rematches possible (zero whenever a rematch-free pairing exists);
 * 3. the bye goes to the lowest-ranked player who still allows (1) and (2);
 * 4. from the top down, each player meets the closest-ranked available opponent of the
 *    same score, else the nearest score below (a pair-down when a score group is odd).
 *
 * (2) is guaranteed by checking, before fixing each pair, that the players left can still
 * be paired with the remaining rematch budget (a maximum matching over "not yet met").
 */
export function pairRound(ranked: readonly SwissEntrant[]): SwissPairing {
  const n = ranked.length;
  const entrant = (i: number): SwissEntrant => ranked[i] as SwissEntrant;
  const ids = new Set(ranked.map((e) => e.id));
  if (ids.size !== n) throw new Error('pairRound: duplicate player ids');
  const fresh = (a: number, b: number): boolean => !entrant(a).opponents.has(entrant(b).id);
  const graph = buildGraph(n, fresh);
  const rematchesNeeded = (vertices: readonly number[]): number =>
    vertices.length / 2 - matchingSize(maximumMatchingWithin(graph, vertices));

  const everyone = ranked.map((_, i) => i);
  let bye: number | null = null;
  let budget: number;
  if (n % 2 === 1) {
    const withoutBye = everyone.filter((i) => !entrant(i).hadBye);
    const eligible = (withoutBye.length > 0 ? withoutBye : everyone).slice().reverse();
    budget = Number.POSITIVE_INFINITY;
    for (const candidate of eligible) {
      const needed = rematchesNeeded(everyone.filter((i) => i !== candidate));
      if (needed < budget) {
        budget = needed;
        bye = candidate;
        if (needed === 0) break;
      }
    }
  } else {
    budget = rematchesNeeded(everyone);
  }

  let remaining = everyone.filter((i) => i !== bye);
  // A maximum rematch-free matching of `remaining`, carried along so each feasibility check
  // only repairs it (a couple of augmenting searches) instead of starting over.
  let matching = maximumMatchingWithin(graph, remaining);
  const pairs: Array<[string, string]> = [];
  let rematches = 0;
  while (remaining.length > 0) {
    const [top, ...others] = remaining as [number, ...number[]];
    const candidates = others.slice().sort((a, b) => {
      const rematchOrder = Number(!fresh(top, a)) - Number(!fresh(top, b));
      if (rematchOrder !== 0) return rematchOrder;
      const gap =
        Math.abs(entrant(top).points - entrant(a).points) -
        Math.abs(entrant(top).points - entrant(b).points);
      return gap !== 0 ? gap : a - b;
    });
    let chosen: number | null = null;
    for (const candidate of candidates) {
      const isRematch = !fresh(top, candidate);
      const budgetLeft = budget - rematches - (isRematch ? 1 : 0);
      if (budgetLeft < 0) continue;
      const rest = others.filter((i) => i !== candidate);
      const restMatching = maximumMatchingWithin(graph, rest, matching);
      if (rest.length / 2 - matchingSize(restMatching) <= budgetLeft) {
        matching = restMatching;
        chosen = candidate;
        if (isRematch) rematches += 1;
        break;
      }
    }
    // The budget is the optimum for the whole set, so some candidate always fits.
    if (chosen === null) throw new Error('pairRound: no feasible opponent (internal error)');
    pairs.push([entrant(top).id, entrant(chosen).id]);
    remaining = others.filter((i) => i !== chosen);
  }
  return { pairs, bye: bye === null ? null : entrant(bye).id, rematches };
}

/** Seed positions of a single-elimination bracket: 8 -> 1,8,4,5,2,7,3,6. */
export function bracketOrder(size: number): number[] {
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError('bracket size must be 2, 4, 8, ...');
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** First bracket round from players in standings order (best first); length a power of two. */
export function pairTopCut(seeded: readonly string[]): Array<[string, string]> {
  const order = bracketOrder(seeded.length);
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < order.length; i += 2) {
    pairs.push([seeded[(order[i] as number) - 1] as string, seeded[(order[i + 1] as number) - 1] as string]);
  }
  return pairs;
}

/** Next bracket round: winners of consecutive matches meet, in table order. */
export function advanceTopCut(winnersInTableOrder: readonly string[]): Array<[string, string]> {
  if (winnersInTableOrder.length < 2 || winnersInTableOrder.length % 2 !== 0) {
    throw new RangeError('advanceTopCut needs an even number (at least 2) of winners');
  }
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < winnersInTableOrder.length; i += 2) {
    pairs.push([winnersInTableOrder[i] as string, winnersInTableOrder[i + 1] as string]);
  }
  return pairs;
}

/** Largest bracket size (allowed by the league) that the active player count can fill. */
export function topCutSize(requested: 0 | 2 | 4 | 8, activePlayers: number): number {
  let size = requested;
  while (size >= 2 && size > activePlayers) size /= 2;
  return size >= 2 ? size : 0;
}
