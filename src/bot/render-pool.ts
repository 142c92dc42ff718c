import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RenderJob } from '../../render/jobs.js';
import type { RenderReply, RenderRequest, RenderWorkerData } from '../../render/render-worker.js';
import type { CardFace, GameView } from '../engine/view-types.js';
import type { Renderers } from './ports.js';

export interface RenderReport {
  kind: RenderJob['kind'];
  /** Drawing and encoding, measured where it ran (in the worker, or in-process). */
  renderMs: number;
  /** CPU time of the drawing thread for it, when known (Linux workers); less than renderMs when the thread waited for a core. */
  cpuMs: number | null;
  /** Waiting for a free worker before that. */
  queuedMs: number;
  bytes: number;
}

export interface RenderPoolOptions {
  /** Worker threads; default: the number of cores. 0 renders in-process. */
  size?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** A worker that is not ready after this long is given up (and the pool falls back in-process if none is). */
  startTimeoutMs?: number;
  /** A picture that takes longer fails, and its worker is replaced. */
  jobTimeoutMs?: number;
  /** Workers that died and were replaced, at most; after that the pool renders in-process. */
  maxRespawns?: number;
  onRendered?(report: RenderReport): void;
  /** The worker entry (tests); default render/render-worker. */
  workerUrl?: URL;
  /**
   * Nice value of each worker thread (Linux only; 0 leaves it alone). Under load the kernel then
   * gives the event loop, which answers interactions, precedence over drawing. Default 5.
   */
  niceness?: number;
}

interface Task {
  id: number;
  job: RenderJob;
  enqueuedAt: number;
  startedAt: number;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** Set once the worker said it is ready. */
  ready: boolean;
}

const here = import.meta.url;

/** tsx's ESM API, resolved from here (an eval'd worker would resolve from the working directory). */
function tsxApiUrl(): string {
  const cjs = createRequire(here).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}
const runningTypeScript = here.endsWith('.ts');

/**
 * Starts a worker on the render entry. Under tsx (sources run as .ts) a worker does not inherit
 * the TypeScript loader, so it boots through tsx's API first.
 */
function spawnWorker(entry: URL | undefined, workerData: RenderWorkerData): Worker {
  const url = entry ?? new URL(`../../render/render-worker.${runningTypeScript ? 'ts' : 'js'}`, here);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const boot = `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(here)}));`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Draws pictures on a small pool of worker threads, so a board render (tens of milliseconds of
 * CPU) never blocks the event loop that answers interactions. Tasks wait in one FIFO queue;
 * each worker draws one at a time. Without workers it renders in-process with the same code.
 */
export class RenderPool implements Renderers {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private respawns = 0;
  private closed = false;
  private inProcess: ((job: RenderJob) => Promise<Buffer>) | null = null;

  private constructor(private readonly options: RenderPoolOptions) {}

  /** Starts the workers and waits until they are ready; never fails (it falls back in-process). */
  static async start(options: RenderPoolOptions = {}): Promise<RenderPool> {
    const pool = new RenderPool(options);
    const size = Math.max(0, Math.floor(options.size ?? availableParallelism()));
    const started = await Promise.all(Array.from({ length: size }, () => pool.addWorker()));
    if (started.some(Boolean)) {
      options.logger?.info({ workers: pool.slots.length }, 'render workers ready');
    } else {
      if (size > 0) options.logger?.warn('render workers unavailable: rendering in-process');
      await pool.useInProcess();
    }
    return pool;
  }

  /** 'workers', or 'in-process' when no worker could start. */
  get mode(): 'workers' | 'in-process' {
    return this.slots.length > 0 ? 'workers' : 'in-process';
  }

  get workers(): number {
    return this.slots.length;
  }

  /** Pictures waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  renderBoard(view: GameView): Promise<Buffer> {
    return this.render({ kind: 'board', view });
  }

  renderHand(cards: CardFace[], memory: CardFace[] | null): Promise<Buffer> {
    return this.render({ kind: 'hand', cards, memory });
  }

  render(job: RenderJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    if (this.inProcess) return this.renderHere(job, this.inProcess);
    return new Promise<Buffer>((resolve, reject) => {
      const now = performance.now();
      this.queue.push({ id: this.nextId++, job, enqueuedAt: now, startedAt: now, resolve, reject });
      this.dispatch();
    });
  }

  /** Fails what is queued or drawing and ends every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('the render pool is closed');
    for (const task of this.queue.splice(0)) task.reject(error);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.task?.reject(error);
      slot.task = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate().catch(() => undefined)));
  }

  private async renderHere(job: RenderJob, draw: (job: RenderJob) => Promise<Buffer>): Promise<Buffer> {
    const started = performance.now();
    const png = await draw(job);
    this.options.onRendered?.({ kind: job.kind, renderMs: performance.now() - started, cpuMs: null, queuedMs: 0, bytes: png.length });
    return png;
  }

  private async useInProcess(): Promise<void> {
    const { runRenderJob } = await import('../../render/jobs.js');
    this.inProcess = runRenderJob;
  }

  /** Starts one worker; resolves true once it is ready, false if it could not start. */
  private addWorker(): Promise<boolean> {
    let worker: Worker;
    try {
      // setpriority on a thread id only works per thread on Linux; elsewhere it would nice the whole process.
      const niceness = process.platform === 'linux' ? (this.options.niceness ?? 5) : 0;
      worker = spawnWorker(this.options.workerUrl, { niceness });
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'could not start a render worker');
      return Promise.resolve(false);
    }
    const slot: Slot = { worker, task: null, timer: null, ready: false };
    return new Promise<boolean>((resolve) => {
      const startTimer = setTimeout(() => {
        this.options.logger?.warn('a render worker did not start in time');
        void worker.terminate();
        resolve(false);
      }, this.options.startTimeoutMs ?? 20_000);
      worker.on('message', (reply: RenderReply) => {
        if (reply.type === 'ready') {
          clearTimeout(startTimer);
          if (this.closed) {
            void worker.terminate();
            return resolve(false);
          }
          slot.ready = true;
          worker.unref();
          this.slots.push(slot);
          resolve(true);
          this.dispatch();
          return;
        }
        this.finish(slot, reply);
      });
      worker.on('error', (error) => {
        this.options.logger?.error({ err: error }, 'render worker failed');
        if (!slot.ready) {
          clearTimeout(startTimer);
          resolve(false);
        }
      });
      worker.on('exit', (code) => {
        clearTimeout(startTimer);
        if (!slot.ready) return resolve(false);
        this.lose(slot, new Error(`a render worker stopped (exit code ${code})`));
      });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      task.startedAt = performance.now();
      // A busy worker keeps the process alive until its picture is back; an idle one does not.
      slot.worker.ref();
      const jobTimeoutMs = this.options.jobTimeoutMs ?? 30_000;
      slot.timer = setTimeout(() => {
        this.options.logger?.error({ kind: task.job.kind, ms: jobTimeoutMs }, 'a picture took too long: replacing its render worker');
        this.lose(slot, new Error(`rendering took longer than ${jobTimeoutMs} ms`));
        void slot.worker.terminate();
      }, jobTimeoutMs);
      const request: RenderRequest = { id: task.id, job: task.job };
      slot.worker.postMessage(request);
    }
    if (this.queue.length > 0 && this.slots.length === 0 && this.inProcess) {
      const draw = this.inProcess;
      for (const task of this.queue.splice(0)) this.renderHere(task.job, draw).then(task.resolve, task.reject);
    }
  }

  private finish(slot: Slot, reply: Exclude<RenderReply, { type: 'ready' }>): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
    if (reply.type === 'done') {
      const png = Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
      this.options.onRendered?.({ kind: task.job.kind, renderMs: reply.ms, cpuMs: reply.cpuMs, queuedMs: task.startedAt - task.enqueuedAt, bytes: png.length });
      task.resolve(png);
    } else {
      task.reject(new Error(`rendering a ${task.job.kind} failed in a worker: ${reply.error}`));
    }
    this.dispatch();
  }

  /** A worker died or hung: its picture fails, and another worker takes its place. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = null;
    if (this.closed) return;
    if (this.respawns < (this.options.maxRespawns ?? 5)) {
      this.respawns += 1;
      void this.addWorker().then((ok) => {
        if (!ok && this.slots.length === 0) void this.useInProcess().then(() => this.dispatch());
      });
    } else if (this.slots.length === 0) {
      void this.useInProcess().then(() => this.dispatch());
    }
  }
}
