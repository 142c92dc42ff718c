// Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, O(V^3)).
// Swiss pairing uses it as an oracle: "can the players still unpaired all be paired
// without rematches (or with at most k of them)?" which keeps the greedy pairing from
// walking into a dead end.

/**
 * Returns mate[v] (or -1) for a maximum matching of the graph given by adjacency lists,
 * grown from `initial` (a valid matching, e.g. the previous one minus a few vertices).
 */
export function maximumMatching(
  adjacency: readonly (readonly number[])[],
  initial?: readonly number[],
  active?: readonly boolean[],
): number[] {
  const n = adjacency.length;
  const mate = initial ? initial.slice() : new Array<number>(n).fill(-1);
  const inGraph = (v: number): boolean => active === undefined || active[v] === true;
  const parent = new Array<number>(n).fill(-1);
  const base = new Array<number>(n).fill(0);
  const inQueue = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);

  const at = (arr: readonly number[], i: number): number => arr[i] as number;

  const lowestCommonAncestor = (a0: number, b0: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    let a = a0;
    for (;;) {
      a = at(base, a);
      seen[a] = true;
      if (at(mate, a) === -1) break;
      a = at(parent, at(mate, a));
    }
    let b = b0;
    for (;;) {
      b = at(base, b);
      if (seen[b]) return b;
      b = at(parent, at(mate, b));
    }
  };

  const markPath = (v0: number, blossomBase: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (at(base, v) !== blossomBase) {
      inBlossom[at(base, v)] = true;
      inBlossom[at(base, at(mate, v))] = true;
      parent[v] = child;
      child = at(mate, v);
      v = at(parent, at(mate, v));
    }
  };

  const findAugmentingPath = (root: number): number => {
    parent.fill(-1);
    inQueue.fill(false);
    for (let i = 0; i < n; i++) base[i] = i;
    inQueue[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = at(queue, head);
      for (const to of adjacency[v] ?? []) {
        if (!inGraph(to) || at(base, v) === at(base, to) || at(mate, v) === to) continue;
        if (to === root || (at(mate, to) !== -1 && at(parent, at(mate, to)) !== -1)) {
          const blossomBase = lowestCommonAncestor(v, to);
          inBlossom.fill(false);
          markPath(v, blossomBase, to);
          markPath(to, blossomBase, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[at(base, i)]) {
              base[i] = blossomBase;
              if (!inQueue[i]) {
                inQueue[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (at(parent, to) === -1) {
          parent[to] = v;
          if (at(mate, to) === -1) return to;
          const next = at(mate, to);
          inQueue[next] = true;
          queue.push(next);
        }
      }
    }
    return -1;
  };

  // A greedy start leaves few augmenting searches in the dense graphs pairing produces.
  for (let v = 0; v < n; v++) {
    if (at(mate, v) !== -1 || !inGraph(v)) continue;
    const free = (adjacency[v] ?? []).find((u) => at(mate, u) === -1 && u !== v && inGraph(u));
    if (free !== undefined) {
      mate[v] = free;
      mate[free] = v;
    }
  }
  for (let root = 0; root < n; root++) {
    if (at(mate, root) !== -1 || !inGraph(root)) continue;
    let v = findAugmentingPath(root);
    while (v !== -1) {
      const pv = at(parent, v);
      const ppv = at(mate, pv);
      mate[v] = pv;
      mate[pv] = v;
      v = ppv;
    }
  }
  return mate;
}

/** Adjacency lists of the graph on 0..n-1 with an edge wherever `allowed` holds. */
export function buildGraph(n: number, allowed: (a: number, b: number) => boolean): number[][] {
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (allowed(a, b)) {
        (adjacency[a] as number[]).push(b);
        (adjacency[b] as number[]).push(a);
      }
    }
  }
  return adjacency;
}

/**
 * A maximum matching of the subgraph induced by `vertices`, as a mate array over the whole
 * graph (-1 elsewhere); pairs of `start` with both ends among `vertices` seed it.
 */
export function maximumMatchingWithin(
  adjacency: readonly (readonly number[])[],
  vertices: readonly number[],
  start?: readonly number[],
): number[] {
  const active = new Array<boolean>(adjacency.length).fill(false);
  for (const v of vertices) active[v] = true;
  const initial = new Array<number>(adjacency.length).fill(-1);
  if (start) {
    for (const v of vertices) {
      const m = start[v] ?? -1;
      if (m !== -1 && active[m] && start[m] === v) initial[v] = m;
    }
  }
  return maximumMatching(adjacency, initial, active);
}

export const matchingSize = (mate: readonly number[]): number => mate.filter((m) => m !== -1).length / 2;
