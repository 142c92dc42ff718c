import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { ArchivistStore } from '../store/match-store.js';
import type { Bot, InteractionObserver } from './client.js';
import type { BotMetrics } from './match-service.js';
import { LATENCY_BUCKETS, MetricsRegistry } from './metrics.js';

/**
 * What operators watch: the metrics of one bot process (Prometheus, GET /metrics) and its health
 * (GET /healthz: the process answers; GET /readyz: connected to Discord, the store answering, not
 * shutting down). Every process of a cluster serves its own; Prometheus scrapes them all and sums.
 */
export class ArchivistMetrics {
  readonly registry = new MetricsRegistry();
  private readonly interactions = this.registry.counter('archivist_interactions_total', 'Interactions answered, by kind (command, button, select, modal, autocomplete) and outcome (ok, failed).');
  private readonly latency = this.registry.histogram('archivist_interaction_duration_seconds', 'Time from receiving an interaction to having answered it (its save and board edit included).', LATENCY_BUCKETS);
  private readonly renders = this.registry.histogram('archivist_board_render_seconds', 'Time to draw a board picture, its wait in the render queue included.', LATENCY_BUCKETS);
  private readonly boardEdits = this.registry.counter('archivist_board_edits_total', 'Board messages edited after a change.');
  private readonly storeErrors = this.registry.counter('archivist_store_errors_total', 'Store calls that failed after their retries, by operation.');
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.loopDelay.enable();
    this.registry.gauge('archivist_event_loop_delay_p99_seconds', 'p99 delay of the event loop since the last scrape.', () => {
      const p99 = this.loopDelay.percentile(99) / 1e9;
      this.loopDelay.reset();
      return p99;
    });
    this.registry.gauge('process_resident_memory_bytes', 'Resident memory of this process.', () => process.memoryUsage().rss);
  }

  /** Pass to createBot as `onInteraction`. */
  readonly onInteraction: InteractionObserver = (kind, ms, failed) => {
    this.interactions.inc({ kind, outcome: failed ? 'failed' : 'ok' });
    this.latency.observe(ms / 1000, { kind });
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
    this.registry.gauge('archivist_matches_live', 'Matches not yet finished (in the whole store, shared by every process).', async () => {
      if (Date.now() - live.at > 5_000) live = { at: Date.now(), value: (await store.liveMatchIds()).length };
      return live.value;
    });
    this.registry.gauge('archivist_timers_armed', 'Turn timers armed in this process.', () => bot.matches.liveTimers);
    this.registry.gauge('archivist_timer_leases', 'Timer leases this process holds (several processes only).', () => bot.ownership?.ownedCount ?? 0);
    this.registry.gauge('archivist_interactions_in_flight', 'Interactions being answered now.', () => bot.inFlight);
    this.registry.gauge('archivist_render_queue', 'Pictures waiting for a render worker.', () => sources.renderQueue?.() ?? 0);
    this.registry.gauge('archivist_store_healthy', '1 while the store answers, 0 during an outage.', () => (store.healthy ? 1 : 0));
    this.registry.gauge('archivist_gateway_shards_ready', 'Gateway shards of this process connected and ready.', () => (bot.client.isReady() ? bot.client.ws.shards.filter((s) => s.status === 0).size : 0));
  }

  close(): void {
    this.loopDelay.disable();
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
      options.metrics.registry.render().then(
        (text) => res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(text),
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
