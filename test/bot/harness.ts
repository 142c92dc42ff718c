import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import * as engine from '../../src/engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { ArchivistStore, type OpenOptions } from '../../src/store/match-store.js';
import { createBot, type Bot, type BotConfig, type ClusterOptions, type InteractionObserver, type PracticeOptions, type ShardOptions, type StopOptions } from '../../src/bot/client.js';
import { createDeckResolver } from '../../src/bot/deck-resolver.js';
import { ManualTime, type Renderers } from '../../src/bot/ports.js';
import type { BotMetrics } from '../../src/bot/match-service.js';
import type { DeckResolver } from '../../src/bot/challenge-service.js';
import type { LookupDeps } from '../../src/bot/lookup-deps.js';
import { commands } from '../../commands/index.js';
import { buttonsOf, selectsOf, startFakeDiscord, type FakeDiscord, type FakeDiscordOptions, type RecordedMessage } from '../discord/fake-discord.js';

/** A valid 1×1 PNG: most e2e tests do not need real pictures, only the flow. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const tinyRenderers: Renderers = { renderBoard: () => TINY_PNG, renderHand: () => TINY_PNG };

export async function realRenderers(): Promise<Renderers> {
  const render = await import('../../render/index.js');
  return { renderBoard: (view) => render.renderBoard(view), renderHand: (cards, memory) => render.renderHand(cards, memory) };
}

export const USERS = [
  { id: '100000000000000001', username: 'alice' },
  { id: '100000000000000002', username: 'bob' },
  { id: '100000000000000003', username: 'carol' },
];

export interface BotRun {
  bot: Bot;
  store: ArchivistStore;
  /** The gateway session this bot identified with (target it to deliver an interaction to this bot). */
  sessionId: string;
  /** `{ graceful: false }`: as if the process were killed (nothing drained or released). */
  stop(options?: StopOptions): Promise<void>;
}

/** A temp SQLite file per test file; each bot instance opens its own store on it. */
export function tempSqliteUrl(): { url: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'archivist-e2e-'));
  return { url: `sqlite://${join(dir, 'bot.sqlite')}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startFake(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  return startFakeDiscord({ users: USERS, ...options });
}

export async function startBot(
  fake: FakeDiscord,
  options: {
    storeUrl: string;
    namespace: string;
    time: ManualTime;
    renderers?: Renderers;
    config?: Partial<BotConfig>;
    metrics?: BotMetrics;
    /** Builds /rule, /card and /deck dependencies on the bot's store. */
    lookup?: (store: ArchivistStore, api: { restUrl: string }) => LookupDeps;
    /** Defaults to the house decks only. */
    resolveDeck?: (lookup: LookupDeps | undefined) => DeckResolver;
    /** Store call deadlines and retries (the outage tests shorten them). */
    resilience?: OpenOptions['resilience'];
    /** /play practice: pace and thinker (default: no pause between the bot's moves, one worker). */
    practice?: PracticeOptions;
    /** Several bots on one store: each owns timers through leases. */
    cluster?: ClusterOptions;
    onInteraction?: InteractionObserver;
    /** Gateway shards this bot runs. */
    shards?: ShardOptions;
  },
): Promise<BotRun> {
  const store = await ArchivistStore.open(options.storeUrl, {
    namespace: options.namespace,
    parseState: engine.parseGameState,
    ...(options.resilience ? { resilience: options.resilience } : {}),
  });
  const lookup = options.lookup?.(store, { restUrl: fake.restUrl });
  const bot = createBot({
    config: {
      DISCORD_TOKEN: 'fake-token',
      DISCORD_APP_ID: fake.state.applicationId,
      DISCORD_API_URL: fake.restUrl,
      TURN_TIMER_SECONDS: 300,
      TURN_WARNING_SECONDS: 60,
      TURN_TIMEOUTS_BEFORE_FORFEIT: 3,
      CHALLENGE_TTL_SECONDS: 600,
      ...options.config,
    },
    store,
    logger: pino({ level: process.env.E2E_LOG_LEVEL ?? 'silent' }),
    engine,
    renderers: options.renderers ?? tinyRenderers,
    defs: FIXTURE_DEFS,
    resolveDeck: options.resolveDeck?.(lookup) ?? createDeckResolver({ houseDecks: FIXTURE_DECKS }),
    defaultDecks: ['fire', 'water'],
    commands,
    ...(lookup ? { lookup } : {}),
    clock: options.time,
    scheduler: options.time,
    metrics: options.metrics,
    restOptions: { globalRequestsPerSecond: 100_000 },
    practice: { paceMs: 0, workers: 1, deckSeed: () => 7, ...options.practice },
    ...(options.cluster ? { cluster: options.cluster } : {}),
    ...(options.onInteraction ? { onInteraction: options.onInteraction } : {}),
    ...(options.shards ? { shards: options.shards } : {}),
  });
  const identified = fake.identifies.length;
  await bot.start();
  const sessionId = fake.identifies[identified]?.sessionId ?? fake.identifies.at(-1)!.sessionId;
  return {
    bot,
    store,
    sessionId,
    async stop(stopOptions) {
      await bot.stop(stopOptions);
      await store.close();
    },
  };
}

export const newNamespace = () => `e2e-${randomUUID().slice(0, 8)}`;

/** Advances the bot's time and the fake's together (token lifetimes and turn timers). */
export function advanceBoth(fake: FakeDiscord, time: ManualTime, ms: number): void {
  fake.clock.advance(ms);
  time.advance(ms);
}

export function buttonId(message: RecordedMessage, label: string): string {
  const button = buttonsOf(message).find((b) => b.label === label);
  if (!button?.customId) throw new Error(`no button "${label}" on message ${message.id}: ${JSON.stringify(buttonsOf(message))}`);
  return button.customId;
}

/** Every action choice a prompt message offers, as clicks the fake can make (a multi-select: its first N options). */
export function promptChoices(
  message: RecordedMessage,
): Array<{ kind: 'button'; customId: string } | { kind: 'select'; customId: string; value: string; values?: string[] }> {
  const out: Array<{ kind: 'button'; customId: string } | { kind: 'select'; customId: string; value: string; values?: string[] }> = [];
  for (const b of buttonsOf(message)) if (b.customId?.startsWith('m:') && !b.disabled) out.push({ kind: 'button', customId: b.customId });
  for (const s of selectsOf(message)) {
    if (s.customId.startsWith('mm:')) {
      const values = s.options.slice(0, s.minValues).map((o) => o.value);
      out.push({ kind: 'select', customId: s.customId, value: values[0]!, values });
    }
    if (!s.customId.startsWith('ms:')) continue;
    for (const o of s.options) out.push({ kind: 'select', customId: s.customId, value: o.value });
  }
  return out;
}

/** Version encoded in a prompt's first action custom_id. */
export function promptVersion(message: RecordedMessage): number | null {
  const first = promptChoices(message)[0];
  return first ? Number(first.customId.split(':')[2]) : null;
}
