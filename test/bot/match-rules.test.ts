import { describe, expect, it } from 'vitest';
import { nextTimer, timeoutAction } from '../../src/bot/match-rules.js';
import { tokenUsable, TOKEN_LIFETIME_MS } from '../../src/bot/discord-io.js';
import { ManualTime } from '../../src/bot/ports.js';
import { fakeEngine, fakeState } from './fake-engine.js';

const settings = { turnMs: 300_000, warningMs: 60_000, timeoutsBeforeForfeit: 3 };

describe('turn timer rules', () => {
  const engine = fakeEngine(3);
  it('starts a timer for the acting player and keeps it while nothing changes', () => {
    const t = nextTimer(engine, null, fakeState(4), 1000, settings)!;
    expect(t).toEqual({ player: 'u1', version: 4, warnAt: 241_000, deadline: 301_000, warned: false });
    expect(nextTimer(engine, { ...t, warned: true }, fakeState(4), 9999, settings)).toEqual({ ...t, warned: true });
    expect(nextTimer(engine, t, fakeState(5), 2000, settings)!.deadline).toBe(302_000);
    expect(nextTimer(engine, t, { ...fakeState(5), result: { kind: 'draw', reason: 'x' } }, 2000, settings)).toBeNull();
  });

  it('acts for an idle player with the plainest answer', () => {
    expect(timeoutAction([{ type: 'activate', card: 'c1' }, { type: 'pass' }])).toEqual({ type: 'pass' });
    expect(timeoutAction([{ type: 'mayAnswer', accept: true }, { type: 'mayAnswer', accept: false }])).toEqual({ type: 'mayAnswer', accept: false });
    expect(timeoutAction([{ type: 'concede' }, { type: 'chooseMode', mode: 1 }])).toEqual({ type: 'chooseMode', mode: 1 });
    expect(timeoutAction([{ type: 'concede' }])).toBeNull();
  });
});

describe('interaction tokens', () => {
  it('are used for at most 14 of their 15 minutes', () => {
    expect(tokenUsable({ token: 't', issuedAt: 0 }, TOKEN_LIFETIME_MS - 60_001)).toBe(true);
    expect(tokenUsable({ token: 't', issuedAt: 0 }, TOKEN_LIFETIME_MS - 60_000)).toBe(false);
    expect(tokenUsable({ issuedAt: 0 }, 1)).toBe(false);
  });
});

describe('ManualTime', () => {
  it('runs callbacks in due order only when advanced', () => {
    const time = new ManualTime(0);
    const seen: string[] = [];
    time.setTimeout(() => seen.push('b'), 200);
    const h = time.setTimeout(() => seen.push('x'), 100);
    time.setTimeout(() => seen.push('a'), 50);
    time.clearTimeout(h);
    time.advance(150);
    expect(seen).toEqual(['a']);
    time.advance(50);
    expect(seen).toEqual(['a', 'b']);
    expect(time.now()).toBe(200);
  });
});
