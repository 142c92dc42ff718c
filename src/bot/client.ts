import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
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
import { LeaseStore } from '../store/lease.js';
import { TimerOwnership } from './timer-ownership.js';

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

/** Several processes on one Redis or PostgreSQL store (README, "Run several processes"). */
export interface ClusterOptions {
  /** This process's name in leases and logs. */
  instanceId: string;
  /** Lease time to live of turn timers and challenge expiries (ms). */
  leaseTtlMs: number;
}

/** Gateway shards this process runs (discord.js's own sharding: the Client's `shards` and `shardCount`). */
export interface ShardOptions {
  /** Shards of the whole bot, across every process; `auto`: Discord's recommendation (one process only). */
  count: number | 'auto';
  /** The ones this process runs; all of them when absent. */
  ids?: number[];
}

/** Told about each interaction this process answered (the metrics endpoint counts and times them). */
export interface InteractionObserver {
  (kind: string, ms: number, failed: boolean): void;
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
  /** Shares the store with other bot processes: timers are owned through leases. */
  cluster?: ClusterOptions;
  shards?: ShardOptions;
  onInteraction?: InteractionObserver;
}

export interface StopOptions {
  /**
   * Hand this process's timers to the other processes at once (default). False: a simulated crash
   * (tests, benchmarks): nothing is drained or released, the leases expire and are taken over.
   */
  graceful?: boolean;
  /** Longest wait for interactions in flight (default 10 s). */
  drainMs?: number;
}

export interface Bot {
  client: Client;
  matches: MatchService;
  challenges: ChallengeService;
  router: Router;
  deps: BotDeps;
  /** Present with several processes: which timers this process runs. */
  ownership: TimerOwnership | undefined;
  /** Interactions being answered now. */
  readonly inFlight: number;
  /** Logs in, and once ready resumes every live match and open challenge (timers included). */
  start(): Promise<void>;
  /**
   * Graceful: leaves the gateway (no new interactions), stops arming timers, waits for the
   * interactions in flight (their saves and board edits included), releases its leases, logs out.
   */
  stop(options?: StopOptions): Promise<void>;
}

export function createBot(options: BotOptions): Bot {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const scheduler = options.scheduler ?? systemScheduler;
  // Guilds only: slash commands, components and modals arrive as interactions, which need no
  // intent, and DMs are sent through REST (opening a DM channel needs no intent either).
  const shards = options.shards;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}), ...options.restOptions },
    ...(shards ? { shards: shards.ids ?? (shards.count === 'auto' ? 'auto' : undefined), ...(typeof shards.count === 'number' ? { shardCount: shards.count } : {}) } : {}),
  });
  const ownership = options.cluster
    ? new TimerOwnership({
        leases: new LeaseStore(options.store.backend, { prefix: `${options.store.namespace}:lease:`, now: () => clock.now() }),
        instanceId: options.cluster.instanceId,
        ttlMs: options.cluster.leaseTtlMs,
        scheduler,
        logger,
      })
    : undefined;
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
    ...(ownership ? { ownership } : {}),
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
    ...(ownership ? { ownership } : {}),
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
  // Interactions in flight, so a graceful stop can wait for them.
  const inFlight = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction) => {
    const started = performance.now();
    const kind = interactionKind(interaction);
    let failed = false;
    const handled: Promise<void> = router
      .handle(interaction)
      .catch((error: unknown) => {
        failed = true;
        logger.error({ err: error, kind }, 'interaction failed');
      })
      .finally(() => {
        inFlight.delete(handled);
        options.onInteraction?.(kind, performance.now() - started, failed);
      });
    inFlight.add(handled);
  });
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  // Discord's faults, each logged once where it happens: discord.js waits out rate limits, retries 5xx
  // answers and resumes a dropped gateway session by itself.
  client.rest.on('rateLimited', (info) =>
    logger.warn({ route: info.route, method: info.method, retryAfterMs: info.retryAfter, global: info.global, scope: info.scope }, 'Discord rate limit: waiting before retrying'),
  );
  client.on(Events.ShardDisconnect, (event, shardId) => logger.warn({ shardId, code: event.code }, 'gateway connection closed'));
  client.on(Events.ShardResume, (shardId, replayed) => logger.info({ shardId, replayed }, 'gateway session resumed'));

  let stopped = false;
  return {
    client,
    matches,
    challenges,
    router,
    deps,
    ownership,
    get inFlight() {
      return inFlight.size;
    },
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      const [durability, fresh] = await Promise.all([options.store.backend.durabilityWarning(), options.store.markFirstStart()]);
      if (durability) logger.warn({ store: storeKind, emptyStore: fresh }, `store without persistence: ${durability}`);
      else if (fresh) logger.info({ store: storeKind }, 'store is empty: first start on it');
      await client.login(config.DISCORD_TOKEN);
      await ready;
      const [live, open] = await Promise.all([matches.resumeAll(), challenges.resumeAll()]);
      await practice.resumeAll();
      ownership?.start();
      logger.info({ user: client.user?.tag, liveMatches: live, openChallenges: open, instance: options.cluster?.instanceId, shards: client.options.shards }, 'bot ready');
    },
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      const graceful = stopOptions.graceful ?? true;
      unsubscribeHealth();
      // No new interactions reach this process; REST stays up for the ones in flight.
      // (WebSocketManager#destroy is what client.destroy() calls first; typed private, it is the way to close
      // the gateway alone.)
      await (client.ws as unknown as { destroy(): Promise<void> }).destroy();
      matches.stop();
      challenges.stop();
      if (graceful) {
        const pending = inFlight.size;
        const drained = await drain(inFlight, stopOptions.drainMs ?? 10_000);
        if (pending > 0) logger.info({ pending, drained }, drained ? 'interactions in flight answered' : 'gave up waiting for interactions in flight');
      }
      await ownership?.stop({ release: graceful });
      await practice.stop();
      await client.destroy();
    },
  };
}

/** Waits until every promise of `pending` (a live set) settled, or `ms` passed; true when drained. */
async function drain(pending: Set<Promise<void>>, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (pending.size > 0) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
  return true;
}

function interactionKind(interaction: Interaction): string {
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isAutocomplete()) return 'autocomplete';
  if (interaction.isButton()) return 'button';
  if (interaction.isAnySelectMenu()) return 'select';
  if (interaction.isModalSubmit()) return 'modal';
  return 'other';
}
