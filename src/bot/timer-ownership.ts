import type { Logger } from 'pino';
import { leaseHeld, type LeaseStore } from '../store/lease.js';
import type { Scheduler } from './ports.js';

/** One kind of timer whose subjects (matches, challenges) are owned through leases. */
export interface OwnedTimerKind {
  /** Lease names are `<kind>:<id>`. */
  kind: string;
  /** Every subject that may need a timer (live matches, open challenges). */
  liveIds(): Promise<string[]>;
  /** The lease of `id` is now ours (taken over from a process that stopped renewing): arm its timer. */
  takeOver(id: string): Promise<void>;
  /** The lease of `id` is no longer ours: clear its timer here (another process runs it). */
  drop(id: string): void;
}

export interface TimerOwnershipOptions {
  leases: LeaseStore;
  /** This process's name in the leases. */
  instanceId: string;
  /** Lease time to live; renewed every third of it, and every third of it the others' leases are checked. */
  ttlMs: number;
  scheduler: Scheduler;
  logger: Logger;
}

/**
 * Which process runs which timer, when several processes share one store: a timer runs only in the
 * process holding its lease (src/store/lease.ts). Every `ttlMs / 3` this process renews its leases
 * (dropping the timers whose lease another process took) and looks for subjects whose lease expired
 * or was released (a process died or shut down) and takes them over. A dead process's timers
 * therefore move on within `ttlMs` plus one check (20 s with the default 15 s).
 *
 * Correctness does not rest on the lease: a timer that fires re-reads its match and saves with
 * compare-and-swap, so even two processes firing the same timer cannot apply a timeout twice; the
 * lease keeps each timer to one process and lets the others take it over.
 */
export class TimerOwnership {
  private readonly kinds = new Map<string, OwnedTimerKind>();
  private readonly owned = new Set<string>();
  private handle: unknown;
  private busy = false;
  private again = false;
  private running = false;
  /** Resolves when the check in progress (if any) ends. */
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly o: TimerOwnershipOptions) {}

  get instanceId(): string {
    return this.o.instanceId;
  }

  register(kind: OwnedTimerKind): void {
    this.kinds.set(kind.kind, kind);
  }

  /** Leases this process holds. */
  get ownedCount(): number {
    return this.owned.size;
  }

  owns(kind: string, id: string): boolean {
    return this.owned.has(`${kind}:${id}`);
  }

  /** Takes (or keeps) the lease of a subject whose timer this process is about to arm; false when another process holds it. */
  async claim(kind: string, id: string): Promise<boolean> {
    const name = `${kind}:${id}`;
    if (this.owned.has(name)) return true;
    const ok = await this.o.leases.acquire(name, this.o.instanceId, this.o.ttlMs);
    if (ok) this.owned.add(name);
    return ok;
  }

  /** The subject needs no timer any more (its match ended): the lease is removed, whoever held it. */
  async forget(kind: string, id: string): Promise<void> {
    const name = `${kind}:${id}`;
    this.owned.delete(name);
    await this.o.leases.remove(name);
  }

  /** Starts renewing and taking over. */
  start(): void {
    this.running = true;
    this.schedule();
  }

  private schedule(): void {
    if (!this.running) return;
    this.handle = this.o.scheduler.setTimeout(() => {
      // The next check is scheduled first, so a manual clock moved far ahead runs every check it passes.
      this.schedule();
      this.runCheck();
    }, Math.max(1, Math.floor(this.o.ttlMs / 3)));
  }

  /** Runs a check now, or once more after the one in progress (whose clock reading may be old by then). */
  private runCheck(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.again = false;
    this.current = this.check()
      .catch((error: unknown) => this.o.logger.error({ err: error, instance: this.o.instanceId }, 'lease check failed'))
      .finally(() => {
        this.busy = false;
        if (this.again && this.running) this.runCheck();
      });
  }

  /** Renews this process's leases, then takes over the subjects whose lease is free. */
  async check(): Promise<void> {
    for (const name of [...this.owned]) {
      if (!this.running) return;
      const ok = await this.o.leases.renew(name, this.o.instanceId, this.o.ttlMs);
      if (ok) continue;
      this.owned.delete(name);
      const [kind, ...rest] = name.split(':');
      // Gone: its subject ended (a match finished, a challenge answered) in another process. Else taken over.
      if ((await this.o.leases.get(name)) === undefined) this.o.logger.debug({ lease: name, instance: this.o.instanceId }, 'lease removed: its subject ended');
      else this.o.logger.warn({ lease: name, instance: this.o.instanceId }, 'lease lost to another process: its timer stops here');
      this.kinds.get(kind!)?.drop(rest.join(':'));
    }
    for (const kind of this.kinds.values()) {
      for (const id of await kind.liveIds()) {
        if (!this.running) return;
        const name = `${kind.kind}:${id}`;
        if (this.owned.has(name)) continue;
        const lease = await this.o.leases.get(name);
        // No lease at all: the process that created the subject died before it claimed it (or is claiming it
        // right now; then one of the two claims wins, and only the winner arms the timer).
        if (leaseHeld(lease, this.now())) continue;
        const previous = lease?.owner || '(none)';
        if (!(await this.claim(kind.kind, id))) continue;
        this.o.logger.info({ lease: name, from: previous, instance: this.o.instanceId }, 'timer taken over');
        await kind.takeOver(id);
      }
    }
  }

  private now(): number {
    return this.o.leases.now();
  }

  /** Resolves once the check in progress (if any) is done (tests move a manual clock, then wait for it). */
  async idle(): Promise<void> {
    // A check may queue another one when it ends.
    for (let seen: Promise<void> | undefined; seen !== this.current; ) {
      seen = this.current;
      await seen;
    }
  }

  /** Stops renewing and taking over; with `release`, gives every lease up so the other processes take over at once. */
  async stop(options: { release: boolean }): Promise<void> {
    this.running = false;
    if (this.handle !== undefined) this.o.scheduler.clearTimeout(this.handle);
    this.handle = undefined;
    await this.current;
    if (!options.release) return;
    const names = [...this.owned];
    this.owned.clear();
    const results = await Promise.allSettled(names.map((name) => this.o.leases.release(name, this.o.instanceId)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) this.o.logger.warn({ failed, instance: this.o.instanceId }, 'some leases could not be released: they expire instead');
    else this.o.logger.info({ released: names.length, instance: this.o.instanceId }, 'leases released');
  }
}
