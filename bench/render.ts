// Board picture benchmark: renders a crowded board many times and prints p50/p99 render time
// (drawing plus PNG encoding) and the PNG size. Target: p99 under 50 ms.
//   npx tsx bench/render.ts [runs]
//   npx tsx -e "import('./bench/render.ts').then(m=>m.benchRender())"
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { renderBoard } from '../render/board.js';
import { renderHand } from '../render/hand.js';
import { busyView } from '../test/render/fixtures.js';

export interface RenderBenchResult {
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time per render (all threads), which other load on the machine barely changes. */
  cpuMsPerRender: number;
  pngBytes: number;
  handP50Ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

export async function benchRender(opts: { runs?: number; out?: string } = {}): Promise<RenderBenchResult> {
  const runs = opts.runs ?? 200;
  const view = busyView('public');
  for (let i = 0; i < 10; i++) await renderBoard(view); // warm-up: fonts, JIT
  const times: number[] = [];
  let png: Buffer = Buffer.alloc(0);
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    png = await renderBoard(view);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);

  const me = busyView('alice').players[0]!;
  const handTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await renderHand(me.hand ?? [], me.memory);
    handTimes.push(performance.now() - start);
  }
  handTimes.sort((a, b) => a - b);

  const result: RenderBenchResult = {
    runs,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: times[times.length - 1]!,
    cpuMsPerRender: (cpu.user + cpu.system) / 1000 / runs,
    pngBytes: png.length,
    handP50Ms: percentile(handTimes, 0.5),
  };
  console.log(
    `board render (${runs} runs, 1600x1000, 13 objects, 3 on the stack): ` +
      `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms, ` +
      `CPU ${result.cpuMsPerRender.toFixed(1)} ms/render, ` +
      `PNG ${(result.pngBytes / 1024).toFixed(1)} KiB; hand render p50 ${result.handP50Ms.toFixed(1)} ms`,
  );
  if (opts.out) {
    await writeFile(opts.out, png);
    console.log(`wrote ${opts.out}`);
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? '200');
  await benchRender({ runs: Number.isFinite(runs) && runs > 0 ? runs : 200 });
}
