// The practice opponent thinks on worker threads, so a search (up to most of a second of CPU)
// never holds up the event loop that answers interactions. Requests wait in one FIFO queue; each
// worker thinks about one decision at a time. A worker that fails or dies fails its request and is
// replaced.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Action, GameState, PlayerId } from '../engine/index.js';
import type { Level } from './agent.js';
import type { ThinkReply, ThinkRequest, ThinkWorkerData } from './think-protocol.js';

export interface ThinkPoolOptions {
  /** Worker threads; default: one fewer than the cores, at least one. */
  size?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Nice value of each worker thread (Linux only). Default 5. */
  niceness?: number;
  /** A decision taking longer fails and its worker is replaced. Default 10 s. */
  timeoutMs?: number;
}

export interface ThinkResult { action: Action; thinkMs: number; queuedMs: number }

interface Task {
  request: ThinkRequest;
  enqueuedAt: number;
  startedAt: number;
  resolve(result: ThinkResult): void;
  reject(error: Error): void;
}

interface Slot { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null }

const here = import.meta.url;
const runningTypeScript = here.endsWith('.ts');

function tsxApiUrl(): string {
  const cjs = createRequire(here).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}

/** Under tsx or vitest (sources run as .ts) a worker boots through tsx's API first. */
function spawnWorker(workerData: ThinkWorkerData): Worker {
  const url = new URL(`./think-worker.${runningTypeScript ? 'ts' : 'js'}`, here);
  if (!runningTypeScript) return new Worker(url, { workerData });
  const boot = `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(here)}));`;
  return new Worker(boot, { eval: true, workerData });
}

export class ThinkPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  private constructor(private readonly options: ThinkPoolOptions) {}

  static async start(options: ThinkPoolOptions = {}): Promise<ThinkPool> {
    const pool = new ThinkPool(options);
    const size = Math.max(1, Math.floor(options.size ?? availableParallelism() - 1));
    await Promise.all(Array.from({ length: size }, () => pool.addWorker()));
    options.logger?.info({ workers: pool.slots.length }, 'practice opponent workers ready');
    return pool;
  }

  get workers(): number {
    return this.slots.length;
  }

  get queued(): number {
    return this.queue.length;
  }

  choose(state: GameState, player: PlayerId, level: Level, seed: number): Promise<ThinkResult> {
    if (this.closed) return Promise.reject(new Error('the think pool is closed'));
    return new Promise<ThinkResult>((resolve, reject) => {
      const now = performance.now();
      this.queue.push({ request: { id: this.nextId++, state, player, level, seed }, enqueuedAt: now, startedAt: now, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('the think pool is closed');
    for (const task of this.queue.splice(0)) task.reject(error);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.task?.reject(error);
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private addWorker(): Promise<void> {
    const worker = spawnWorker({ niceness: process.platform === 'linux' ? (this.options.niceness ?? 5) : 0 });
    const slot: Slot = { worker, task: null, timer: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (reply: ThinkReply) => {
        if (reply.type === 'ready') {
          ready = true;
          worker.unref();
          this.slots.push(slot);
          resolve();
          this.dispatch();
          return;
        }
        this.finish(slot, reply);
      });
      worker.on('error', (error) => {
        if (!ready) return reject(error);
        this.options.logger?.error({ err: error }, 'a practice opponent worker failed');
      });
      worker.on('exit', (code) => {
        if (!ready) return reject(new Error(`a practice opponent worker exited (${code}) before it was ready`));
        this.replace(slot, new Error(`a practice opponent worker exited (${code})`));
      });
    });
  }

  private replace(slot: Slot, error: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = null;
    if (this.closed) return;
    this.addWorker().catch((err: unknown) => this.options.logger?.error({ err }, 'could not replace a practice opponent worker'));
  }

  private finish(slot: Slot, reply: Exclude<ThinkReply, { type: 'ready' }>): void {
    const task = slot.task;
    if (!task || task.request.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    if (reply.type === 'done') task.resolve({ action: reply.action, thinkMs: reply.ms, queuedMs: task.startedAt - task.enqueuedAt });
    else task.reject(new Error(`the practice opponent failed to decide: ${reply.error}`));
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.task) continue;
      const task = this.queue.shift();
      if (!task) return;
      task.startedAt = performance.now();
      slot.task = task;
      slot.timer = setTimeout(() => {
        void slot.worker.terminate();
        this.replace(slot, new Error(`the practice opponent took more than ${this.options.timeoutMs ?? 10_000} ms`));
      }, this.options.timeoutMs ?? 10_000);
      slot.worker.postMessage(task.request);
    }
  }
}
