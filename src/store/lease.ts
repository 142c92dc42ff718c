import { z } from 'zod';
import { parseKeyvText, serializeForKeyv, type KvBackend } from './backend.js';

/**
 * Leases with expiry in the shared store: "process X owns thing Y until time T". Several bot
 * processes on one Redis or PostgreSQL store use them so that exactly one of them runs each match's
 * turn timer, and another takes it over once the owner stops renewing (it died or hangs).
 *
 * Every change is one compare-and-swap on the lease's stored text (the backend's atomic primitive:
 * a Lua script on Redis, a single `UPDATE ... WHERE value = ?` on PostgreSQL), so two processes
 * racing for an expired lease cannot both win, and a renewal or release only lands while the
 * lease still holds what its owner last wrote.
 *
 * Expiry is compared with the deciding process's clock (`now`): processes are expected to keep
 * their clocks synchronised (NTP); the lease's time to live (seconds) dwarfs their skew.
 */
export interface Lease {
  owner: string;
  expiresAt: number;
}

const LeaseSchema = z.object({ owner: z.string(), expiresAt: z.number() });

export interface LeaseStoreOptions {
  /** Key prefix of the leases, e.g. `archivist:lease:`. */
  prefix: string;
  /** Milliseconds since the epoch (the bot's clock; tests pass a manual one). */
  now: () => number;
  /** Compare-and-swap attempts before giving up on a key others keep changing. */
  maxRetries?: number;
}

/** Whether `lease` holds at `now`. */
export function leaseHeld(lease: Lease | undefined, now: number): boolean {
  return lease !== undefined && lease.owner !== '' && lease.expiresAt > now;
}

export class LeaseStore {
  private readonly maxRetries: number;

  constructor(
    private readonly backend: KvBackend,
    private readonly options: LeaseStoreOptions,
  ) {
    this.maxRetries = options.maxRetries ?? 4;
  }

  /** The time leases are measured with. */
  now(): number {
    return this.options.now();
  }

  private key(name: string): string {
    return `${this.options.prefix}${name}`;
  }

  private parse(text: string | undefined): Lease | undefined {
    return text === undefined ? undefined : LeaseSchema.parse(parseKeyvText(text));
  }

  /** The lease as stored (possibly expired or released: check with `leaseHeld`). */
  async get(name: string): Promise<Lease | undefined> {
    return this.parse(await this.backend.getRaw(this.key(name)));
  }

  /**
   * Takes the lease for `ttlMs` when it is free (absent, released or expired) or already `owner`'s
   * (then it is renewed). True when `owner` holds it afterwards.
   */
  acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.change(name, (current, now) => (leaseHeld(current, now) && current?.owner !== owner ? null : { owner, expiresAt: now + ttlMs }));
  }

  /**
   * Extends `owner`'s lease by `ttlMs` from now. False when someone else holds it (it expired and
   * was taken over) or it is gone: the caller must then stop acting on it. A lease that expired
   * but that nobody took is still `owner`'s and is renewed.
   */
  renew(name: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.change(name, (current, now) => (current?.owner === owner ? { owner, expiresAt: now + ttlMs } : null));
  }

  /** Gives the lease up at once, if `owner` still holds it, so another process may take it without waiting for expiry. */
  release(name: string, owner: string): Promise<boolean> {
    return this.change(name, (current) => (current?.owner === owner ? { owner: '', expiresAt: 0 } : null));
  }

  /** Removes the lease record whoever holds it (its subject is gone, e.g. the match finished). */
  async remove(name: string): Promise<void> {
    await this.backend.deleteKey(this.key(name));
  }

  /** `decide` returns the lease to write, or null to leave it; true when the write landed. */
  private async change(name: string, decide: (current: Lease | undefined, now: number) => Lease | null): Promise<boolean> {
    const key = this.key(name);
    for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
      const text = await this.backend.getRaw(key);
      const next = decide(this.parse(text), this.options.now());
      if (!next) return false;
      if (await this.backend.compareAndSwap(key, text, serializeForKeyv(next))) return true;
    }
    // Others kept changing it: someone else is busy with this lease, so it is not ours.
    return false;
  }
}
