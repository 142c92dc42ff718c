/** Discord's epoch (2015-01-01) used inside snowflakes. */
export const DISCORD_EPOCH_MS = 1_420_070_400_000n;

/**
 * Wall clock with an offset that tests can push forward, so token expiry (15 minutes) and
 * the 3-second acknowledgement window can be exercised without waiting.
 */
export class FakeClock {
  #offsetMs = 0;

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.#offsetMs += ms;
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }
}

/** Snowflake-shaped ids (timestamp << 22 | worker | increment), strictly increasing. */
export class SnowflakeFactory {
  #last = 0n;

  constructor(private readonly clock: FakeClock) {}

  next(): string {
    const fromTime = ((BigInt(this.clock.now()) - DISCORD_EPOCH_MS) << 22n) | (1n << 17n);
    this.#last = fromTime > this.#last ? fromTime : this.#last + 1n;
    return this.#last.toString();
  }
}

export function isSnowflake(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}
