import { loadConfigOrExit } from './config.js';
import { createLogger } from './log.js';
import { ArchivistStore } from './store/match-store.js';
import { createBot } from './bot/client.js';
import { createDeckResolver } from './bot/deck-resolver.js';
import * as engine from './engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from './cards/fixtures/index.js';
import { DeckStore } from './decks/deck-store.js';
import { renderBoard, renderHand } from '../render/index.js';
import { commands } from '../commands/index.js';

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
const store = await ArchivistStore.open(config.STORE_URL, { parseState: engine.parseGameState });
const decks = new DeckStore(store.backend.keyv);
const bot = createBot({
  config,
  store,
  logger,
  engine,
  renderers: { renderBoard: (view) => renderBoard(view), renderHand: (cards, memory) => renderHand(cards, memory) },
  defs: FIXTURE_DEFS,
  resolveDeck: createDeckResolver({ defs: FIXTURE_DEFS, houseDecks: FIXTURE_DECKS, saved: decks }),
  defaultDecks: ['fire', 'water'],
  commands,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await bot.stop();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await bot.start();
