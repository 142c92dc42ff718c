import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { loadConfigOrExit, multiProcess } from './config.js';
import { createLogger } from './log.js';
import { ArchivistStore } from './store/match-store.js';
import { createBot } from './bot/client.js';
import { createDeckResolver } from './bot/deck-resolver.js';
import * as engine from './engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from './cards/fixtures/index.js';
import { isScripted } from './cards/game-defs.js';
import { createLookupDeps, loadLookupData } from './bot/lookup-setup.js';
import { RenderPool } from './bot/render-pool.js';
import { commands } from '../commands/index.js';
import { cardSearchFor } from '../commands/card.js';
import { ArchivistMetrics, startOpsServer } from './bot/ops.js';

const config = loadConfigOrExit();
const instanceId = config.INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
const shared = multiProcess(config);
const logger = createLogger(config.LOG_LEVEL, undefined, { secrets: [config.DISCORD_TOKEN] }).child(shared ? { instance: instanceId } : {});
const metrics = new ArchivistMetrics();
const store = await ArchivistStore.open(config.STORE_URL, {
  parseState: engine.parseGameState,
  resilience: { onFailure: metrics.storeFailed },
  // Each failed reconnect attempt; the outage itself is logged once when calls start failing.
  onConnectionError: (error) => logger.debug({ err: error }, 'store connection error'),
});
const lookupData = await loadLookupData(config.ARCHIVIST_DATA_DIR, logger);
// Build the card search index now rather than on the first /card keystroke.
if (lookupData.catalog) cardSearchFor(lookupData.catalog);
// Pictures are drawn in worker threads so rendering never blocks the event loop (acks stay fast).
const renderers = await RenderPool.start({ logger, ...(config.RENDER_WORKERS === undefined ? {} : { size: config.RENDER_WORKERS }) });
const lookup = createLookupDeps({ ...lookupData, backend: store.backend, keyPrefix: 'archivist:', apiUrl: config.DISCORD_API_URL });
const bot = createBot({
  config,
  store,
  logger,
  engine,
  renderers,
  defs: FIXTURE_DEFS,
  resolveDeck: createDeckResolver({ houseDecks: FIXTURE_DECKS, saved: lookup.decks, catalog: lookupData.catalog, isScripted }),
  defaultDecks: ['fire', 'water'],
  commands,
  lookup,
  metrics: metrics.bot,
  onInteraction: metrics.onInteraction,
  // Several processes on one store: each turn timer and challenge expiry runs in the process holding its lease.
  ...(shared ? { cluster: { instanceId, leaseTtlMs: config.LEASE_TTL_SECONDS * 1000 } } : {}),
  ...(config.SHARD_COUNT !== undefined ? { shards: { count: config.SHARD_COUNT, ...(config.SHARD_IDS ? { ids: config.SHARD_IDS } : {}) } } : {}),
});
metrics.watch({ bot, store, renderQueue: () => renderers.queued });

let stopping = false;
const ops =
  config.HTTP_PORT === undefined
    ? null
    : await startOpsServer({ port: config.HTTP_PORT, metrics, logger, ready: () => !stopping && bot.client.isReady() && store.healthy });

/**
 * SIGTERM: leave the gateway (no new interactions), answer the ones in flight (at most
 * SHUTDOWN_DRAIN_SECONDS), release the timer leases so the other processes take them over at once, exit.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: bot.inFlight }, 'shutting down');
  try {
    await bot.stop({ drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000 });
    await ops?.close();
    metrics.close();
    await renderers.close();
    await store.close();
  } catch (error) {
    logger.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await bot.start();
