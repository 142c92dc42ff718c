import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGraph, matchingSize, maximumMatching, maximumMatchingWithin } from '../../src/league/matching.js';

/** Largest matching by trying every choice for the lowest vertex (fine up to ~10 vertices). */
function bruteForce(vertices: number[], edge: (a: number, b: number) => boolean): number {
  if (vertices.length < 2) return 0;
  const [first, ...rest] = vertices as [number, ...number[]];
  let best = bruteForce(rest, edge); // first left unmatched
  for (const other of rest) {
    if (edge(first, other)) best = Math.max(best, 1 + bruteForce(rest.filter((v) => v !== other), edge));
  }
  return best;
}

const graphArb = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.boolean(), { minLength: (n * n), maxLength: (n * n) }),
    subset: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
  }),
);

describe('maximum matching (blossom)', () => {
  it('matches brute force on random graphs, and its pairs are edges', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges }) => {
        const edge = (a: number, b: number): boolean => edges[Math.min(a, b) * n + Math.max(a, b)] === true;
        const graph = buildGraph(n, edge);
        const mate = maximumMatching(graph);
        mate.forEach((m, v) => {
          if (m !== -1) {
            expect(mate[m]).toBe(v);
            expect(edge(v, m)).toBe(true);
          }
        });
        expect(matchingSize(mate)).toBe(bruteForce([...Array(n).keys()], edge));
      }),
      { numRuns: 300 },
    );
  });

  it('matches brute force on induced subgraphs, starting from an earlier matching', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges, subset }) => {
        const edge = (a: number, b: number): boolean => edges[Math.min(a, b) * n + Math.max(a, b)] === true;
        const graph = buildGraph(n, edge);
        const vertices = [...Array(n).keys()].filter((v) => subset[v]);
        const full = maximumMatching(graph);
        const mate = maximumMatchingWithin(graph, vertices, full);
        mate.forEach((m, v) => {
          if (m !== -1) expect(vertices.includes(v) && vertices.includes(m)).toBe(true);
        });
        expect(matchingSize(mate)).toBe(bruteForce(vertices, edge));
      }),
      { numRuns: 300 },
    );
  });

  it('augments through an odd cycle (the case that needs blossom contraction)', () => {
    // Five-cycle 0-1-2-3-4-0 with a pendant 5 on 2. The greedy start takes 0-1 and 2-3,
    // leaving 4 and 5; the only augmenting path from 4 runs around the odd cycle to reach 5.
    const edges = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [2, 5]];
    const graph = buildGraph(6, (a, b) => edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a)));
    const mate = maximumMatching(graph);
    expect(matchingSize(mate)).toBe(3);
    expect(mate[5]).toBe(2);
  });
});
