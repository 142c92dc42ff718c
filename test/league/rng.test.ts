import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSeed, nextInt, nextUint32, seedRng, shuffle } from '../../src/league/rng.js';

describe('seeded rng', () => {
  it('is reproducible from its seed and JSON-serialisable', () => {
    const a = shuffle([...'abcdefghij'], seedRng(7));
    const b = shuffle([...'abcdefghij'], JSON.parse(JSON.stringify(seedRng(7))));
    expect(a.items).toEqual(b.items);
    expect(a.state).toEqual(b.state);
    expect(shuffle([...'abcdefghij'], seedRng(8)).items).not.toEqual(a.items);
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 50 }), fc.nat(), (items, seed) => {
        const out = shuffle(items, seedRng(seed)).items;
        expect(out.slice().sort((x, y) => x - y)).toEqual(items.slice().sort((x, y) => x - y));
      }),
    );
  });

  it('draws integers in range, roughly uniformly', () => {
    let state = seedRng(123);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const step = nextInt(state, 6);
      state = step.state;
      counts[step.value]! += 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    for (const c of counts) expect(c).toBeLessThan(1150);
  });

  it('derives distinct seeds per path', () => {
    const seeds = new Set([deriveSeed(1, 1, 0), deriveSeed(1, 1, 1), deriveSeed(1, 2, 0), deriveSeed(2, 1, 0)]);
    expect(seeds.size).toBe(4);
    expect(nextUint32(seedRng(5)).value).toBe(nextUint32(seedRng(5)).value);
  });
});
