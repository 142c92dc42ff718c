import { describe, expect, it } from 'vitest';
import { advanceTopCut, bracketOrder, pairFirstRound, pairRound, pairTopCut, topCutSize, type SwissEntrant } from '../../src/league/swiss.js';

const entrant = (id: string, points: number, opponents: string[] = [], hadBye = false): SwissEntrant => ({
  id, points, hadBye, opponents: new Set(opponents),
});

describe('Swiss pairing', () => {
  it('pairs within score groups and pairs the odd one down to the top of the next group', () => {
    const ranked = [entrant('A', 6), entrant('B', 3), entrant('C', 3), entrant('D', 3), entrant('E', 0), entrant('F', 0)];
    expect(pairRound(ranked)).toEqual({ pairs: [['A', 'B'], ['C', 'D'], ['E', 'F']], bye: null, rematches: 0 });
  });

  it('skips an opponent already met', () => {
    const ranked = [entrant('A', 6, ['B']), entrant('B', 3, ['A']), entrant('C', 3), entrant('D', 3), entrant('E', 0), entrant('F', 0)];
    expect(pairRound(ranked).pairs).toEqual([['A', 'C'], ['B', 'D'], ['E', 'F']]);
  });

  it('looks ahead: never strands the bottom players with a rematch a different top pair avoids', () => {
    // Greedy A-B would leave C-D, who have met. A-C and B-D is rematch-free.
    const ranked = [entrant('A', 3), entrant('B', 3, ['C']), entrant('C', 3, ['B', 'D']), entrant('D', 3, ['C'])];
    expect(pairRound(ranked)).toEqual({ pairs: [['A', 'C'], ['B', 'D']], bye: null, rematches: 0 });
  });

  it('gives the bye to the lowest-ranked player without one', () => {
    const ranked = [entrant('A', 6), entrant('B', 3), entrant('C', 3), entrant('D', 0), entrant('E', 3, [], true)];
    const pairing = pairRound(ranked);
    expect(pairing.bye).toBe('D');
    expect(pairing.pairs).toEqual([['A', 'B'], ['C', 'E']]);
  });

  it('moves the bye up when the lowest player’s bye would force a rematch', () => {
    const ranked = [
      entrant('A', 6, ['B', 'C']),
      entrant('B', 3, ['A', 'C']),
      entrant('C', 3, ['A', 'B']),
      entrant('D', 0, []),
      entrant('E', 0, []),
    ];
    // A, B and C have all met each other. With E's or D's bye, two of A, B, C must meet
    // again; with C's bye, A-D and B-E are fresh. C is the lowest-ranked bye with no rematch.
    expect(pairRound(ranked)).toEqual({ pairs: [['A', 'D'], ['B', 'E']], bye: 'C', rematches: 0 });
  });

  it('accepts the fewest rematches when none can be avoided', () => {
    const all = ['A', 'B', 'C', 'D'];
    const ranked = all.map((id) => entrant(id, 3, all.filter((o) => o !== id)));
    const pairing = pairRound(ranked);
    expect(pairing.rematches).toBe(2);
    expect(pairing.pairs).toEqual([['A', 'B'], ['C', 'D']]);
  });

  it('pairs round one from a seeded shuffle', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const one = pairFirstRound(players, 99);
    expect(pairFirstRound(players, 99)).toEqual(one);
    expect(one.pairs.length).toBe(3);
    expect(one.bye).not.toBeNull();
    expect(new Set([...one.pairs.flat(), one.bye]).size).toBe(7);
    const shuffles = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(pairFirstRound(players, seed))));
    expect(shuffles.size).toBeGreaterThan(1);
  });
});

describe('top cut bracket', () => {
  it('seeds 1v8, 4v5, 2v7, 3v6 so the top seeds meet last', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(pairTopCut(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'])).toEqual([
      ['s1', 's8'], ['s4', 's5'], ['s2', 's7'], ['s3', 's6'],
    ]);
    expect(pairTopCut(['s1', 's2', 's3', 's4'])).toEqual([['s1', 's4'], ['s2', 's3']]);
    expect(pairTopCut(['s1', 's2'])).toEqual([['s1', 's2']]);
  });

  it('advances winners of neighbouring matches', () => {
    expect(advanceTopCut(['s1', 's5', 's2', 's3'])).toEqual([['s1', 's5'], ['s2', 's3']]);
    expect(() => advanceTopCut(['s1'])).toThrow();
  });

  it('shrinks the cut to what the field can fill', () => {
    expect(topCutSize(8, 20)).toBe(8);
    expect(topCutSize(8, 7)).toBe(4);
    expect(topCutSize(4, 3)).toBe(2);
    expect(topCutSize(2, 1)).toBe(0);
  });
});
