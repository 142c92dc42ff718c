import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { CardDef } from '../engine/types.js';
import type { ArchivistStore } from '../store/match-store.js';
import { ChallengeService, type DeckResolver } from './challenge-service.js';
import type { CommandModule } from './command-module.js';
import { DiscordIO } from './discord-io.js';
import { cardTextFrom, withCatalogDefs } from './game-defs.js';
import type { LookupDeps } from './lookup-deps.js';
import { MatchService, type BotMetrics } from './match-service.js';
import { systemClock, systemScheduler, type Clock, type EnginePort, type Renderers, type Scheduler } from './ports.js';
import { createRouter, type Router } from './router.js';
import type { PlayDeps } from '../../commands/play.js';
import type { LeagueDeps } from '../../commands/league.js';
import { createLeagueService } from '../league/service/wire.js';
import { createSeriesService, type SeriesService } from './series-service.js';
import { PracticeService, type Thinker } from './practice-service.js';
import { poolDeck } from './practice-deck.js';
import { GAME_POOL_DEFS } from '../cards/scripts/index.js';
import { ThinkPool } from '../ai/think-pool.js';

export type BotConfig = Pick<
  Config,
  | 'DISCORD_TOKEN'
  | 'DISCORD_APP_ID'
  | 'DISCORD_API_URL'
  | 'TURN_TIMER_SECONDS'
  | 'TURN_WARNING_SECONDS'
  | 'TURN_TIMEOUTS_BEFORE_FORFEIT'
  | 'CHALLENGE_TTL_SECONDS'
>;

/** What every command handler receives; the lookup part is absent on a bot built without it. */
export interface BotDeps extends PlayDeps, Partial<LookupDeps>, LeagueDeps {
  store: ArchivistStore;
  /** Runs the games of best-of-3 league matches (sideboarding, Ready, the next game). */
  series?: SeriesService;
}

export interface PracticeOptions {
  /** The least time between two moves of the bot (default 1500 ms). */
  paceMs?: number;
  /** Worker threads the bot thinks on (default: one fewer than the cores, at least one). */
  workers?: number;
  /** Another thinker (tests); default the think pool. */
  thinker?: () => Promise<Thinker>;
  /** The seed of the bot's deck from the scripted pool (tests); default random. */
  deckSeed?: () => number;
}

export interface BotOptions {
  config: BotConfig;
  store: ArchivistStore;
  logger: Logger;
  engine: EnginePort;
  renderers: Renderers;
  defs: CardDef[];
  resolveDeck: DeckResolver;
  defaultDecks: [string, string];
  commands: CommandModule<BotDeps>[];
  /** Rules, cards and saved decks for /rule, /keyword, /card, /deck; with a catalog, games get real card definitions. */
  lookup?: LookupDeps;
  clock?: Clock;
  scheduler?: Scheduler;
  metrics?: BotMetrics;
  /** Extra @discordjs/rest options (the fake Discord lifts the client-side global rate limit). */
  restOptions?: { globalRequestsPerSecond?: number; timeout?: number };
  practice?: PracticeOptions;
}

export interface Bot {
  client: Client;
  matches: MatchService;
  challenges: ChallengeService;
  router: Router;
  deps: BotDeps;
  /** Logs in, and once ready resumes every live match and open challenge (timers included). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot(options: BotOptions): Bot {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const scheduler = options.scheduler ?? systemScheduler;
  // Guilds only: slash commands, components and modals arrive as interactions, which need no
  // intent, and DMs are sent through REST (opening a DM channel needs no intent either).
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}), ...options.restOptions },
  });
  client.rest.setToken(config.DISCORD_TOKEN);
  const io = new DiscordIO(client.rest, config.DISCORD_APP_ID, clock, logger);
  const matches = new MatchService({
    store: options.store,
    engine: options.lookup?.catalog ? withCatalogDefs(options.engine, options.lookup.catalog) : options.engine,
    renderers: options.renderers,
    defs: options.defs,
    io,
    clock,
    scheduler,
    logger,
    metrics: options.metrics,
    ...(options.lookup?.catalog ? { cardText: cardTextFrom(options.lookup.catalog) } : {}),
    timers: {
      turnMs: config.TURN_TIMER_SECONDS * 1000,
      warningMs: config.TURN_WARNING_SECONDS * 1000,
      timeoutsBeforeForfeit: config.TURN_TIMEOUTS_BEFORE_FORFEIT,
    },
  });
  const challenges = new ChallengeService({
    store: options.store,
    matches,
    io,
    clock,
    scheduler,
    logger,
    ttlMs: config.CHALLENGE_TTL_SECONDS * 1000,
    resolveDeck: options.resolveDeck,
    defaultDecks: options.defaultDecks,
  });
  const leagues = createLeagueService({ store: options.store, decks: options.lookup?.decks, matches, messenger: io, clock, logger });
  const series = createSeriesService({
    backend: options.store.backend,
    namespace: options.store.namespace,
    leagues,
    matches,
    io,
    resolveDeck: options.resolveDeck,
    defs: options.defs,
    catalog: options.lookup?.catalog ?? null,
    clock,
    logger,
  });
  const practice = new PracticeService({
    matches,
    store: options.store,
    engine: options.engine,
    scheduler,
    logger,
    resolveDeck: options.resolveDeck,
    houseDecks: options.defaultDecks,
    poolDeck: (seed) => poolDeck(GAME_POOL_DEFS, seed),
    ...(options.practice?.deckSeed ? { deckSeed: options.practice.deckSeed } : {}),
    bot: { id: config.DISCORD_APP_ID, name: 'Archivist' },
    thinker: options.practice?.thinker ?? (() => ThinkPool.start({ logger, ...(options.practice?.workers ? { size: options.practice.workers } : {}) })),
    paceMs: options.practice?.paceMs ?? 1500,
  });
  const deps: BotDeps = {
    ...options.lookup,
    store: options.store,
    matches,
    challenges,
    clock,
    logger,
    renderBoard: (record) => matches.renderPublicBoard(record),
    leagues,
    series,
    practice,
  };
  const router = createRouter(options.commands, deps, logger);
  const storeKind = options.store.backend.kind;
  const unsubscribeHealth = options.store.onHealth((healthy, error) => {
    if (!healthy) {
      logger.error({ err: error, store: storeKind }, 'store unreachable: clicks and new challenges are refused until it answers again');
      return;
    }
    // Timers that fell due while the store was away failed; arm them all again.
    logger.info({ store: storeKind }, 'store reachable again: re-arming turn timers and challenge expiries, publishing what was saved meanwhile');
    Promise.all([matches.catchUp(), challenges.resumeAll()]).catch((e: unknown) =>
      logger.error({ err: e, store: storeKind }, 'could not re-arm timers after the store came back'),
    );
  });
  client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  // Discord's faults, each logged once where it happens: discord.js waits out rate limits, retries 5xx
  // answers and resumes a dropped gateway session by itself.
  client.rest.on('rateLimited', (info) =>
    logger.warn({ route: info.route, method: info.method, retryAfterMs: info.retryAfter, global: info.global, scope: info.scope }, 'Discord rate limit: waiting before retrying'),
  );
  client.on(Events.ShardDisconnect, (event, shardId) => logger.warn({ shardId, code: event.code }, 'gateway connection closed'));
  client.on(Events.ShardResume, (shardId, replayed) => logger.info({ shardId, replayed }, 'gateway session resumed'));

  return {
    client,
    matches,
    challenges,
    router,
    deps,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      const [durability, fresh] = await Promise.all([options.store.backend.durabilityWarning(), options.store.markFirstStart()]);
      if (durability) logger.warn({ store: storeKind, emptyStore: fresh }, `store without persistence: ${durability}`);
      else if (fresh) logger.info({ store: storeKind }, 'store is empty: first start on it');
      await client.login(config.DISCORD_TOKEN);
      await ready;
      const [live, open] = await Promise.all([matches.resumeAll(), challenges.resumeAll()]);
      await practice.resumeAll();
      logger.info({ user: client.user?.tag, liveMatches: live, openChallenges: open }, 'bot ready');
    },
    async stop() {
      unsubscribeHealth();
      matches.stop();
      challenges.stop();
      await practice.stop();
      await client.destroy();
    },
  };
}
