// One bot process of bench/scale.ts: the real bot (createBot) on the shared Redis store, running the
// shards it is given, with leases on, talking to the fake Discord of the parent process.
import pino from 'pino';
import * as engine from '../src/engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { ArchivistStore } from '../src/store/match-store.js';
import { createBot } from '../src/bot/client.js';
import { createDeckResolver } from '../src/bot/deck-resolver.js';
import { commands } from '../commands/index.js';
import { tinyRenderers } from '../test/bot/harness.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`scale-worker: ${name} is required`);
  return value;
};

const instanceId = env('SCALE_INSTANCE');
const store = await ArchivistStore.open(env('SCALE_STORE_URL'), { namespace: env('SCALE_NAMESPACE'), parseState: engine.parseGameState });
const bot = createBot({
  config: {
    DISCORD_TOKEN: 'fake-token',
    DISCORD_APP_ID: env('SCALE_APP_ID'),
    DISCORD_API_URL: env('SCALE_API_URL'),
    TURN_TIMER_SECONDS: 300,
    TURN_WARNING_SECONDS: 60,
    TURN_TIMEOUTS_BEFORE_FORFEIT: 3,
    CHALLENGE_TTL_SECONDS: 600,
  },
  store,
  logger: pino({ level: process.env.SCALE_LOG_LEVEL ?? 'warn' }).child({ instance: instanceId }),
  engine,
  renderers: tinyRenderers,
  defs: FIXTURE_DEFS,
  resolveDeck: createDeckResolver({ houseDecks: FIXTURE_DECKS }),
  defaultDecks: ['fire', 'water'],
  commands,
  restOptions: { globalRequestsPerSecond: 100_000, timeout: 60_000 },
  practice: { workers: 1 },
  cluster: { instanceId, leaseTtlMs: Number(env('SCALE_LEASE_TTL_MS')) },
  shards: { count: Number(env('SCALE_SHARD_COUNT')), ids: env('SCALE_SHARD_IDS').split(',').map(Number) },
});
await bot.start();
process.send?.({ ready: instanceId });

process.on('SIGTERM', () => {
  void bot
    .stop()
    .then(() => store.close())
    .then(() => process.exit(0));
});
