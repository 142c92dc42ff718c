import { loadConfigOrExit } from './config.js';
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

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL, undefined, { secrets: [config.DISCORD_TOKEN] });
const store = await ArchivistStore.open(config.STORE_URL, {
  parseState: engine.parseGameState,
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
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await bot.stop();
  await renderers.close();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await bot.start();
