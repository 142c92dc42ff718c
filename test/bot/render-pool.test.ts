import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBoard } from '../../render/board.js';
import { renderHand } from '../../render/hand.js';
import { isPng, pngSize } from '../../render/png.js';
import { RenderPool, type RenderReport } from '../../src/bot/render-pool.js';
import type { GameView } from '../../src/engine/view-types.js';
import { busyView, openingView } from '../render/fixtures.js';

/** A worker entry as a data: URL (ESM), for workers that misbehave on purpose. */
function workerSource(onMessage: string): URL {
  const code = `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (request) => { ${onMessage} });
parentPort.postMessage({ type: 'ready', fonts: 0 });`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('RenderPool with worker threads', () => {
  let pool: RenderPool;
  const reports: RenderReport[] = [];

  beforeAll(async () => {
    pool = await RenderPool.start({ size: 2, onRendered: (r) => reports.push(r) });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('starts the workers it was asked for', () => {
    expect(pool.mode).toBe('workers');
    expect(pool.workers).toBe(2);
  });

  it('draws the same board, byte for byte, as in-process (canvas and fonts work in a worker)', async () => {
    const view = busyView('public');
    const [fromWorker, here] = await Promise.all([pool.renderBoard(view), renderBoard(view)]);
    expect(isPng(fromWorker)).toBe(true);
    expect(fromWorker.equals(here)).toBe(true);
  });

  it('draws hands, and answers each of many concurrent requests with its own picture', async () => {
    const me = busyView('alice').players[0]!;
    const views = [busyView('public'), openingView(), busyView('public'), openingView(), busyView('bob')];
    const [hand, ...boards] = await Promise.all([pool.renderHand(me.hand ?? [], me.memory), ...views.map((v) => pool.renderBoard(v))]);
    expect(hand.equals(await renderHand(me.hand ?? [], me.memory))).toBe(true);
    const expected = await Promise.all(views.map((v) => renderBoard(v)));
    boards.forEach((png, i) => expect(png.equals(expected[i]!)).toBe(true));
    expect(boards[0]!.equals(boards[1]!)).toBe(false);
    expect(pool.queued).toBe(0);
  });

  it('reports each picture with its kind and size', async () => {
    reports.length = 0;
    const png = await pool.renderBoard(openingView());
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'board', bytes: png.length });
    expect(reports[0]!.renderMs).toBeGreaterThan(0);
  });

  it('fails a picture the worker cannot draw, and keeps working', async () => {
    await expect(pool.renderBoard({} as GameView)).rejects.toThrow(/rendering a board failed in a worker/);
    expect(pool.workers).toBe(2);
    expect(pngSize(await pool.renderBoard(openingView()))).toEqual({ width: 1600, height: 1000 });
  });
});

describe('RenderPool without working workers', () => {
  it('renders in-process when asked for no workers', async () => {
    const pool = await RenderPool.start({ size: 0 });
    try {
      expect(pool.mode).toBe('in-process');
      expect((await pool.renderBoard(openingView())).equals(await renderBoard(openingView()))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('falls back in-process when no worker can start', async () => {
    const pool = await RenderPool.start({ size: 2, workerUrl: new URL('./no-such-render-worker.js', import.meta.url) });
    try {
      expect(pool.mode).toBe('in-process');
      expect(isPng(await pool.renderBoard(openingView()))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('fails the picture of a worker that dies, then replaces the worker (here: by rendering in-process)', async () => {
    const pool = await RenderPool.start({ size: 1, maxRespawns: 0, workerUrl: workerSource('process.exit(3);') });
    try {
      expect(pool.mode).toBe('workers');
      await expect(pool.renderBoard(openingView())).rejects.toThrow(/exit code 3/);
      expect(isPng(await pool.renderBoard(openingView()))).toBe(true);
      expect(pool.mode).toBe('in-process');
    } finally {
      await pool.close();
    }
  });

  it('fails a picture that hangs and replaces its worker', async () => {
    const pool = await RenderPool.start({ size: 1, jobTimeoutMs: 300, maxRespawns: 1, workerUrl: workerSource('/* never answers */') });
    try {
      await expect(pool.renderBoard(openingView())).rejects.toThrow(/longer than 300 ms/);
      await expect.poll(() => pool.workers).toBe(1);
      expect(pool.mode).toBe('workers');
    } finally {
      await pool.close();
    }
  });

  it('after close, fails what was queued and refuses new pictures', async () => {
    const pool = await RenderPool.start({ size: 1, workerUrl: workerSource('/* never answers */') });
    const first = pool.renderBoard(openingView());
    const queued = pool.renderBoard(openingView());
    expect(pool.queued).toBe(1);
    const failed = Promise.all([expect(first).rejects.toThrow(/closed/), expect(queued).rejects.toThrow(/closed/)]);
    await pool.close();
    await failed;
    await expect(pool.renderBoard(openingView())).rejects.toThrow(/closed/);
    expect(pool.workers).toBe(0);
  });
});
