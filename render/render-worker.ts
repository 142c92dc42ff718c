// Entry of one render worker thread, started by src/bot/render-pool.ts: draws the pictures it
// is sent and posts back the PNG bytes (transferred, not copied) with the time the drawing took.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { ensureFonts } from './fonts.js';
import { runRenderJob, type RenderJob } from './jobs.js';

export interface RenderWorkerData {
  /** Nice value for this thread (Linux: setpriority on pid 0 applies to the calling thread only). */
  niceness: number;
}

export interface RenderRequest {
  id: number;
  job: RenderJob;
}

export type RenderReply =
  | { type: 'ready'; fonts: number }
  | { type: 'done'; id: number; png: Uint8Array; ms: number; cpuMs: number | null }
  | { type: 'failed'; id: number; error: string };

/**
 * CPU time this thread has run, in ms (Linux), so a report can tell the cost of a picture from
 * the time the thread spent waiting for a core on a busy machine.
 */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'ascii').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** A view of the bytes that owns its whole ArrayBuffer, so it can be transferred. */
function transferable(png: Buffer): Uint8Array {
  if (png.byteOffset === 0 && png.byteLength === png.buffer.byteLength) return png;
  return new Uint8Array(png);
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (see src/bot/render-pool.ts)');

const niceness = (workerData as Partial<RenderWorkerData> | null)?.niceness ?? 0;
if (niceness !== 0) {
  try {
    setPriority(0, niceness);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

port.on('message', (request: RenderRequest) => {
  const started = performance.now();
  const cpuStarted = threadCpuMs();
  runRenderJob(request.job).then(
    (png) => {
      const bytes = transferable(png);
      const cpuEnded = cpuStarted === null ? null : threadCpuMs();
      const cpuMs = cpuStarted === null || cpuEnded === null ? null : cpuEnded - cpuStarted;
      const reply: RenderReply = { type: 'done', id: request.id, png: bytes, ms: performance.now() - started, cpuMs };
      port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: RenderReply = { type: 'failed', id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      port.postMessage(reply);
    },
  );
});

// Fonts are registered per thread before the first picture, so text draws the same as in-process.
const ready: RenderReply = { type: 'ready', fonts: ensureFonts().registered };
port.postMessage(ready);
