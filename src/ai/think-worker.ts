// Entry of one thinking thread, started by src/ai/think-pool.ts: it is sent a game state and the
// bot's seat, computes the legal actions itself, and posts back the chosen action.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { legalActions } from '../engine/index.js';
import { agentForLevel } from './levels.js';
import type { ThinkReply, ThinkRequest, ThinkWorkerData } from './think-protocol.js';

const port = parentPort;
if (!port) throw new Error('think-worker.ts runs as a worker thread (see src/ai/think-pool.ts)');

const niceness = (workerData as Partial<ThinkWorkerData> | null)?.niceness ?? 0;
if (niceness !== 0) {
  try {
    setPriority(0, niceness);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

port.on('message', (request: ThinkRequest) => {
  const started = performance.now();
  try {
    const actions = legalActions(request.state, request.player);
    if (actions.length === 0) throw new Error(`${request.player} has no legal action`);
    const action = agentForLevel(request.level, request.seed).choose(request.state, request.player, actions);
    const reply: ThinkReply = { type: 'done', id: request.id, action, ms: performance.now() - started };
    port.postMessage(reply);
  } catch (error) {
    const reply: ThinkReply = { type: 'failed', id: request.id, error: error instanceof Error ? error.stack ?? error.message : String(error) };
    port.postMessage(reply);
  }
});

port.postMessage({ type: 'ready' } satisfies ThinkReply);
