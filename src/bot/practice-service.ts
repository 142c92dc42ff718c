// /play practice: a match against the bot's own seat. The bot thinks on worker threads (the think
// pool, src/ai/think-pool.ts) from the state, deciding only from what its seat may see
// (src/ai/determinize.ts), then plays through the same path as a click, at a readable pace.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Action, CardDef, DeckList, GameState, PlayerId } from '../engine/types.js';
import type { Level } from '../ai/agent.js';
import { heuristicAgent } from '../ai/heuristic.js';
import type { MatchRecord } from '../store/records.js';
import type { ArchivistStore } from '../store/match-store.js';
import type { DeckResolver } from './challenge-service.js';
import type { MatchService } from './match-service.js';
import type { EnginePort, Scheduler } from './ports.js';
import type { PoolDeck } from './practice-deck.js';
import { randomInt } from 'node:crypto';

/** Picks the bot's action off the event loop (the think pool, or a stand-in in tests). */
export interface Thinker {
  choose(state: GameState, player: PlayerId, level: Level, seed: number): Promise<{ action: Action }>;
  close?(): Promise<void>;
}

export interface PracticeServiceDeps {
  matches: MatchService;
  store: ArchivistStore;
  engine: EnginePort;
  scheduler: Scheduler;
  logger: Logger;
  resolveDeck: DeckResolver;
  /** House decks; a player who names no deck plays the first. */
  houseDecks: string[];
  /** The bot's deck when the player names none for it: one from the scripted pool (src/bot/practice-deck.ts). */
  poolDeck: (seed: number) => PoolDeck;
  /** Picks the pool deck's seed (default: random). */
  deckSeed?: () => number;
  /** The bot's own user (the application's id), so its seat shows as the bot in Discord. */
  bot: { id: string; name: string };
  /** Started on first use. */
  thinker: () => Promise<Thinker>;
  /** The least time between two moves of the bot, so players can follow them in the log. */
  paceMs: number;
}

export type PracticeStart = { kind: 'started'; match: MatchRecord; botDeck: string; deckNote?: string } | { kind: 'error'; error: string };

const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

function decisionSeed(matchId: string, version: number): number {
  return createHash('sha256').update(`${matchId}:${version}`).digest().readUInt32LE(0);
}

export class PracticeService {
  private readonly thinking = new Set<string>();
  private thinker: Promise<Thinker> | null = null;
  private stopped = false;
  /** Moves in flight, so stop() can wait for them. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Pauses between moves, woken early by stop(). */
  private readonly pauses = new Set<() => void>();

  constructor(private readonly d: PracticeServiceDeps) {
    d.matches.changeListeners.push((record) => this.onChange(record));
  }

  async start(options: {
    guildId: string | null; channelId: string; user: { id: string; name: string }; deck: string | null; level: Level;
    /** The bot's deck (a house deck or one of the player's saved decks); absent: one from the scripted pool. */
    botDeck?: string | null;
  }): Promise<PracticeStart> {
    const [fallback] = this.d.houseDecks as [string];
    const mine = await this.d.resolveDeck(options.user.id, options.deck, fallback);
    if ('error' in mine) return { kind: 'error', error: mine.error };
    let theirs: { name: string; deck: DeckList };
    let defs: CardDef[] | undefined;
    if (options.botDeck) {
      // The player's own saved decks are theirs to hand to the bot.
      const given = await this.d.resolveDeck(options.user.id, options.botDeck, fallback);
      if ('error' in given) return { kind: 'error', error: `bot deck: ${given.error}` };
      theirs = given;
    } else {
      const pool = this.d.poolDeck((this.d.deckSeed ?? (() => randomInt(2 ** 31)))());
      theirs = pool;
      defs = pool.defs;
    }
    const match = await this.d.matches.start({
      guildId: options.guildId,
      channelId: options.channelId,
      seats: [
        { id: options.user.id, name: options.user.name, deckName: mine.name, deck: mine.deck },
        { id: this.d.bot.id, name: `${this.d.bot.name} (${options.level})`, deckName: theirs.name, deck: theirs.deck },
      ],
      practice: { bot: this.d.bot.id, level: options.level },
      ...(defs ? { defs } : {}),
    });
    this.d.logger.child({ matchId: match.id }).info({ user: options.user.id, level: options.level }, 'practice match started');
    return { kind: 'started', match, botDeck: theirs.name, ...(mine.note ? { deckNote: mine.note } : {}) };
  }

  /** After a restart: the bot moves again in every live practice match where it is to act. */
  async resumeAll(): Promise<void> {
    for (const id of await this.d.store.liveMatchIds()) {
      const record = await this.d.store.getMatch(id);
      if (record) this.onChange(record);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.pauses) wake();
    await Promise.allSettled([...this.inFlight]);
    const thinker = this.thinker;
    this.thinker = null;
    if (thinker) await (await thinker).close?.();
  }

  private onChange(record: MatchRecord): void {
    const practice = record.meta.practice;
    if (!practice || this.stopped || record.state.result || this.thinking.has(record.id)) return;
    if (!this.d.engine.actingPlayers(record.state).includes(practice.bot)) return;
    this.thinking.add(record.id);
    const move = this.move(record, practice.bot, practice.level)
      .catch((error: unknown) => {
        this.thinking.delete(record.id);
        this.d.logger.child({ matchId: record.id }).error({ err: error }, 'the practice bot could not move');
      })
      .finally(() => {
        this.inFlight.delete(move);
      });
    this.inFlight.add(move);
  }

  private async move(record: MatchRecord, bot: PlayerId, level: Level): Promise<void> {
    const log = this.d.logger.child({ matchId: record.id });
    const started = performance.now();
    let action: Action;
    try {
      this.thinker ??= this.d.thinker();
      action = (await (await this.thinker).choose(record.state, bot, level, decisionSeed(record.id, record.state.version))).action;
    } catch (error) {
      // The heuristic decides in well under a millisecond: the match goes on, and the failure is logged.
      log.error({ err: error }, 'the practice bot failed to think; it plays its plain policy this time');
      const legal = this.d.engine.legalActions(record.state, bot);
      action = heuristicAgent(decisionSeed(record.id, record.state.version)).choose(record.state, bot, legal);
    }
    const wait = this.d.paceMs - (performance.now() - started);
    if (wait > 0 && !this.stopped) {
      await new Promise<void>((resolve) => {
        let handle: unknown;
        const wake = () => {
          this.pauses.delete(wake);
          this.d.scheduler.clearTimeout(handle);
          resolve();
        };
        this.pauses.add(wake);
        handle = this.d.scheduler.setTimeout(wake, wait);
      });
    }
    if (this.stopped) {
      this.thinking.delete(record.id);
      return;
    }
    let out: Awaited<ReturnType<MatchService['act']>>;
    try {
      out = await this.d.matches.act(record.id, bot, record.state.version, (legal) => legal.find((a) => sameAction(a, action)));
    } finally {
      this.thinking.delete(record.id);
    }
    if (out.kind === 'applied') {
      log.debug({ version: out.record.state.version, action: action.type }, 'practice bot moved');
      await this.d.matches.publish(out.record);
    } else if (out.kind === 'stale') {
      this.onChange(out.record);
    } else if (out.kind !== 'over' && out.kind !== 'missing') {
      log.error({ outcome: out.kind }, 'the practice bot’s move was not applied');
    }
  }
}
