import { describe, expect, it } from 'vitest';
import { MAX_RD, ratePeriod, updateRating } from '../../src/league/glicko2.js';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper", () => {
    // Player 1500 / RD 200 / volatility 0.06, tau 0.5, against 1400/30 (won),
    // 1550/100 (lost) and 1700/300 (lost). The paper arrives at 1464.06 / 151.52 / 0.05999,
    // rounding every intermediate to four places: mu' = -0.2069 and phi' = 0.8722 on the
    // Glicko-2 scale, i.e. 1500 - 0.2069 x 173.7178 = 1464.06. Unrounded, mu' = -0.20694
    // gives 1464.05, so the rating is held to the paper's mu' and to within 0.01 of r'.
    const after = updateRating(
      { rating: 1500, rd: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
      ],
      0.5,
    );
    expect((after.rating - 1500) / 173.7178).toBeCloseTo(-0.2069, 4);
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd / 173.7178).toBeCloseTo(0.8722, 4);
    expect(after.rd).toBeCloseTo(151.52, 2);
    // The paper prints sigma' = 0.05999 (the value is 0.059996).
    expect(after.volatility).toBeGreaterThanOrEqual(0.05999);
    expect(after.volatility).toBeLessThan(0.06);
  });

  it('only widens the deviation of a player who did not play', () => {
    // phi = 200 / 173.7178 = 1.151290; phi* = sqrt(phi^2 + 0.06^2) = 1.152852 -> RD 200.271
    const after = updateRating({ rating: 1620, rd: 200, volatility: 0.06 }, []);
    expect(after.rating).toBe(1620);
    expect(after.volatility).toBe(0.06);
    expect(after.rd).toBeCloseTo(200.271, 2);
  });

  it('caps an idle deviation at a newcomer’s', () => {
    expect(updateRating({ rating: 1500, rd: 349.9, volatility: 0.2 }, []).rd).toBe(MAX_RD);
  });

  it('rates a period from the ratings as they stood before it', () => {
    const before = new Map([
      ['a', { rating: 1500, rd: 200, volatility: 0.06 }],
      ['b', { rating: 1400, rd: 30, volatility: 0.06 }],
      ['c', { rating: 1550, rd: 100, volatility: 0.06 }],
      ['d', { rating: 1700, rd: 300, volatility: 0.06 }],
      ['idle', { rating: 1500, rd: 200, volatility: 0.06 }],
    ]);
    const after = ratePeriod(before, [
      { a: 'a', b: 'b', scoreA: 1 },
      { a: 'c', b: 'a', scoreA: 1 },
      { a: 'a', b: 'd', scoreA: 0 },
    ]);
    // a's period is exactly the paper's example; b's update must use a's old rating (1500).
    expect(Math.abs(after.get('a')!.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.get('b')).toEqual(updateRating(before.get('b')!, [{ opponent: before.get('a')!, score: 0 }]));
    expect(after.get('idle')?.rd).toBeCloseTo(200.271, 2);
    expect(after.get('b')!.rating).toBeLessThan(1400);
    expect(after.get('d')!.rating).toBeGreaterThan(1700);
  });
});
