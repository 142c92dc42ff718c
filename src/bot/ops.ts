import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ArchivistStore } from '../store/match-store.js';
import type { Bot, InteractionObserver } from './client.js';
import type { BotMetrics } from './match-service.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds buckets for interaction and render latencies (Discord's acknowledgement window is 3 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];

/**
 * What operators watch: the metrics of one bot process (Prometheus, GET /metrics, through prom-client,
 * with Node's default process metrics: memory, event loop lag, GC) and its health (GET /healthz: the
 * process answers; GET /readyz: connected to Discord, the store answering, not shutting down). Every
 * process of a cluster serves its own; Prometheus scrapes them all and sums.
 */
export class ArchivistMetrics {
  readonly registry = new Registry();
  private readonly interactions = new Counter({
    name: 'archivist_interactions_total', help: 'Interactions answered, by kind (command, button, select, modal, autocomplete) and outcome (ok, failed).',
    labelNames: ['kind', 'outcome'] as const, registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'archivist_interaction_duration_seconds', help: 'Time from receiving an interaction to having answered it (its save and board edit included).',
    labelNames: ['kind'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'archivist_board_render_seconds', help: 'Time to draw a board picture, its wait in the render queue included.', buckets: LATENCY_BUCKETS, registers: [this.registry],
  });
  private readonly boardEdits = new Counter({ name: 'archivist_board_edits_total', help: 'Board messages edited after a change.', registers: [this.registry] });
  private readonly storeErrors = new Counter({
    name: 'archivist_store_errors_total', help: 'Store calls that failed after their retries, by operation.', labelNames: ['operation'] as const, registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge read when Prometheus scrapes. Only the live-match count reads the store; during a store
   * outage it shows NaN for that scrape instead of failing the whole scrape (the outage itself is
   * logged by the store and counted in archivist_store_errors_total and archivist_store_healthy).
   */
  private gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name, help, registers: [this.registry],
      async collect() {
        this.set(await Promise.resolve().then(read).catch(() => NaN));
      },
    });
  }

  /** Pass to createBot as `onInteraction`. */
  readonly onInteraction: InteractionObserver = (kind, ms, failed) => {
    this.interactions.inc({ kind, outcome: failed ? 'failed' : 'ok' });
    this.latency.observe({ kind }, ms / 1000);
  };

  /** Pass to createBot as `metrics`. */
  readonly bot: BotMetrics = {
    boardRendered: (ms) => this.renders.observe(ms / 1000),
    boardEdited: () => this.boardEdits.inc(),
  };

  /** Pass as the store's `resilience.onFailure`. */
  readonly storeFailed = (operation: string): void => this.storeErrors.inc({ operation });

  /** Gauges read from the running bot. */
  watch(sources: { bot: Bot; store: ArchivistStore; renderQueue?: () => number }): void {
    const { bot, store } = sources;
    // Counting live matches lists keys: at most once every 5 s, however often Prometheus scrapes.
    let live = { at: 0, value: 0 };
    this.gauge('archivist_matches_live', 'Matches not yet finished (in the whole store, shared by every process).', async () => {
      if (Date.now() - live.at > 5_000) live = { at: Date.now(), value: (await store.liveMatchIds()).length };
      return live.value;
    });
    this.gauge('archivist_timers_armed', 'Turn timers armed in this process.', () => bot.matches.liveTimers);
    this.gauge('archivist_timer_leases', 'Timer leases this process holds (several processes only).', () => bot.ownership?.ownedCount ?? 0);
    this.gauge('archivist_interactions_in_flight', 'Interactions being answered now.', () => bot.inFlight);
    this.gauge('archivist_render_queue', 'Pictures waiting for a render worker.', () => sources.renderQueue?.() ?? 0);
    this.gauge('archivist_store_healthy', '1 while the store answers, 0 during an outage.', () => (store.healthy ? 1 : 0));
    this.gauge('archivist_gateway_shards_ready', 'Gateway shards of this process connected and ready.', () => (bot.client.isReady() ? bot.client.ws.shards.filter((s) => s.status === 0).size : 0));
  }

  close(): void {
    this.registry.clear();
  }
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** GET /healthz, /readyz and /metrics on `port` (0: any free port). */
export async function startOpsServer(options: { port: number; host?: string; metrics: ArchivistMetrics; ready: () => boolean; logger: Logger }): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    if (path === '/readyz') {
      const ready = options.ready();
      res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' }).end(ready ? 'ready\n' : 'not ready\n');
      return;
    }
    if (path === '/metrics') {
      options.metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': options.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          options.logger.error({ err: error }, 'metrics could not be rendered');
          res.writeHead(500).end();
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'health and metrics endpoint listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
