import { randomBytes, randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { Action, CardDef, DeckList, GameEvent, GameState, PlayerId, RuleViolation } from '../engine/types.js';
import { UncertainWriteError, type ArchivistStore } from '../store/match-store.js';
import { isStoreUnavailable } from '../store/resilient-backend.js';
import type { MatchMeta, MatchRecord, TrackedMessage } from '../store/records.js';
import { KeyedLock } from '../store/keyed-lock.js';
import { RULES } from '../engine/rules-refs.js';
import type { DiscordIO } from './discord-io.js';
import { advanceRecord, timeoutAction, type TimerSettings } from './match-rules.js';
import type { Clock, EnginePort, Renderers, Scheduler } from './ports.js';
import { BOARD_FILE, boardContent, showHandRow, turnMessage } from './presenters/board.js';
import { HAND_FILE, privateFingerprint, privateViewText, privateZones } from './presenters/private-view.js';
import { promptComponents, promptOptions, promptText, type Row } from './presenters/prompt.js';
import { withFacts } from './presenters/action-labels.js';
import { multiPickComponents, multiPickOf, stopNote, stopRow } from './presenters/quick-controls.js';
import { newStop, observeStops, passingAction, settle as settleAutoPasses, type StopKind } from './autopilot.js';
import { PlaySettingsStore, type PassingMode } from './play-settings.js';
import { assistedCardBlock, disputeLine, type CardTextLookup } from './presenters/assisted.js';
import type { TimerOwnership } from './timer-ownership.js';

export interface MatchSeat {
  id: string;
  name: string;
  deckName: string;
  deck: DeckList;
}

export interface BotMetrics {
  boardRendered?(ms: number, bytes: number): void;
  boardEdited?(matchId: string, version: number): void;
}

export interface MatchServiceDeps {
  store: ArchivistStore;
  engine: EnginePort;
  renderers: Renderers;
  defs: CardDef[];
  io: DiscordIO;
  clock: Clock;
  scheduler: Scheduler;
  logger: Logger;
  timers: TimerSettings;
  metrics?: BotMetrics;
  /** Per-user play settings (auto-pass); defaults to the match store's backend. */
  settings?: PlaySettingsStore;
  /** The synced card text (Index) shown during assisted resolution; absent without a catalog. */
  cardText?: CardTextLookup;
  /**
   * Several processes on one store: a match's turn timer runs only in the process holding its lease,
   * and is taken over when that process stops renewing it. Absent: this process runs every timer.
   */
  ownership?: TimerOwnership;
}

export type ActOutcome =
  | { kind: 'missing' }
  | { kind: 'stranger' }
  | { kind: 'over'; record: MatchRecord }
  | { kind: 'stale'; record: MatchRecord }
  | { kind: 'not-your-move'; record: MatchRecord }
  | { kind: 'refused'; record: MatchRecord; violation: RuleViolation }
  | { kind: 'applied'; record: MatchRecord; events: GameEvent[] }
  /**
   * The store went away while the action was being saved. `settled` resolves once it answers
   * again: with the saved record when the action counted (already published then), or null.
   */
  | { kind: 'uncertain'; settled: Promise<MatchRecord | null> };

export interface PromptPayload {
  content: string;
  components: Row[];
}

export interface PrivatePayload {
  content: string;
  files: { name: string; data: Buffer }[];
}

/** A promise that never rejects, so pictures started early cannot become unhandled rejections. */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function unwrap<T>(settled: Settled<T>): T {
  if (!settled.ok) throw settled.error;
  return settled.value;
}

export function newId(): string {
  return randomBytes(6).toString('base64url');
}

/** Where one pick of several cards (a multi-select) is refused when a later card is no longer allowed. */
const SEQUENCE_RULE = RULES.cost;

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const isPlayer = (record: MatchRecord, userId: string) => record.meta.players.some((p) => p.id === userId);

/**
 * Everything a match does, apart from answering interactions: starting, applying actions
 * (saved before anyone is told), publishing the board, DMs and prompts, and turn timers.
 */
export class MatchService {
  private readonly publishLock = new KeyedLock();
  private readonly publishedVersion = new Map<string, number>();
  private readonly dmFingerprints = new Map<string, string>();
  private readonly timerHandles = new Map<string, unknown>();
  private stopped = false;
  /** Called once a saved action (a move, a concession, a timeout) has ended the game; e.g. leagues record the result. */
  readonly matchEndListeners: Array<(record: MatchRecord) => Promise<void>> = [];
  /** Called with the saved record once a match has started, and after each change is published (e.g. the practice bot's turn). */
  readonly changeListeners: Array<(record: MatchRecord) => void> = [];

  private notifyChange(record: MatchRecord): void {
    for (const listener of this.changeListeners) {
      try {
        listener(record);
      } catch (error) {
        this.log(record.id).error({ err: error }, 'match change listener failed');
      }
    }
  }

  private notifyMatchEnd(record: MatchRecord): void {
    if (!record.state.result) return;
    for (const listener of this.matchEndListeners) {
      listener(record).catch((error: unknown) => this.log(record.id).error({ err: error }, 'match end listener failed'));
    }
  }

  readonly settings: PlaySettingsStore;
  /** The seed of each new game (benchmarks replace it to replay the same games). */
  seedSource: () => number = () => randomInt(0, 2 ** 31 - 1);

  constructor(private readonly d: MatchServiceDeps) {
    this.settings = d.settings ?? new PlaySettingsStore(d.store.backend, d.store.namespace);
    d.ownership?.register({
      kind: 'match',
      liveIds: () => d.store.liveMatchIds(),
      takeOver: async (id) => {
        const record = await d.store.getMatch(id);
        if (!record || record.state.result || !record.meta.timer) {
          await d.ownership?.forget('match', id);
          return;
        }
        this.lastActing.set(id, d.engine.actingPlayers(record.state).join(','));
        this.scheduleTimer(record);
        // The process that died may have owed the match a move of its own (the practice bot's): it is owed here now.
        this.notifyChange(record);
      },
      drop: (id) => this.clearTimer(id),
    });
  }

  private async passingModes(players: readonly { id: PlayerId }[]): Promise<Record<PlayerId, PassingMode>> {
    const entries = await Promise.all(players.map(async (p) => [p.id, (await this.settings.get(p.id)).passing] as const));
    return Object.fromEntries(entries);
  }

  /**
   * The record once the bot has passed for players with nothing to do or a stop that holds
   * (autopilot.ts); `events` gains the passes' events. One save and one publish cover it all.
   */
  private async settled(record: MatchRecord, state: GameState, events: GameEvent[], actor: PlayerId | null): Promise<MatchRecord> {
    const done = settleAutoPasses(this.d.engine, state, record.meta.stops ?? {}, await this.passingModes(record.meta.players));
    events.push(...done.events);
    const next = advanceRecord(this.d.engine, record, done.state, actor, this.d.clock.now(), this.d.timers);
    next.meta.stops = done.stops;
    return next;
  }

  private log(matchId: string): Logger {
    return this.d.logger.child({ matchId });
  }

  /** `firstPlayer`: who goes first (e.g. the loser of the previous game of a series); random when absent. */
  async start(options: {
    guildId: string | null;
    channelId: string;
    seats: [MatchSeat, MatchSeat];
    firstPlayer?: string;
    /** A practice match: the seat the bot plays (it gets no DMs) and its level. */
    practice?: MatchMeta['practice'];
    /** Definitions the seats' decks need beyond the bot's own (a practice deck from the scripted pool). */
    defs?: readonly CardDef[];
  }): Promise<MatchRecord> {
    const { engine, io, clock } = this.d;
    const id = newId();
    const created = engine.createGame({
      seed: this.seedSource(),
      players: options.seats.map((s) => ({ id: s.id, name: s.name, deck: s.deck })),
      defs: options.defs ? withExtraDefs(this.d.defs, options.defs) : this.d.defs,
      ...(options.firstPlayer !== undefined ? { firstPlayer: options.firstPlayer } : {}),
    });
    // The game starts at the first moment someone has something to choose.
    const { state } = settleAutoPasses(engine, created, {}, await this.passingModes(options.seats));
    const [a, b] = options.seats;
    const view = engine.view(state, 'public');
    // The board is drawn (off the event loop) while the thread is being created.
    const board = settle(this.renderBoard(view));
    const threadId = await io.createThread(options.channelId, `${a.name} vs ${b.name}`);
    const where = threadId ?? options.channelId;
    const boardMessageId = await io.send(where, { content: boardContent(view), files: [unwrap(await board)] });
    const now = clock.now();
    let record: MatchRecord = {
      id,
      rev: 0,
      state,
      meta: {
        guildId: options.guildId,
        channelId: options.channelId,
        threadId,
        boardMessageId,
        turnMessageId: null,
        players: options.seats.map((s) => ({ id: s.id, name: s.name, deck: s.deckName })),
        dmClosed: {},
        dmClosedAnnounced: {},
        prompts: {},
        timer: null,
        timeouts: {},
        logShown: 0,
        createdAt: now,
        finishedAt: null,
        ...(options.practice ? { practice: options.practice } : {}),
      },
    };
    record = advanceRecord(engine, record, state, null, now, this.d.timers);
    const acting = engine.actingPlayers(state);
    record.meta.turnMessageId = await io.send(where, { ...turnMessage(view, id, acting, [], record.meta.timer?.deadline), mentionUsers: acting });
    await this.d.store.createMatch(record);
    for (const seat of [a, b]) if (seat.id !== options.practice?.bot) await this.d.store.setIndex('user-match', seat.id, id);
    if (threadId) await this.d.store.setIndex('thread-match', threadId, id);
    this.publishedVersion.set(id, state.version);
    this.log(id).info({ players: record.meta.players.map((p) => p.id) }, 'match started');
    this.armTimer(record);
    await this.sendPrivateViews(record);
    this.notifyChange(record);
    return record;
  }

  /** The match a command refers to: the one whose thread it is used in, else the user's latest. */
  async findMatch(channelId: string | null, userId: string): Promise<MatchRecord | undefined> {
    if (channelId) {
      const byThread = await this.d.store.getIndex('thread-match', channelId);
      if (byThread) return this.d.store.getMatch(byThread);
    }
    const byUser = await this.d.store.getIndex('user-match', userId);
    return byUser ? this.d.store.getMatch(byUser) : undefined;
  }

  getMatch(id: string): Promise<MatchRecord | undefined> {
    return this.d.store.getMatch(id);
  }

  /**
   * Applies the action (or the actions, in order, all or none) `pick` chooses among the player's
   * legal actions, if the player saw the current version (null: whatever is current); then
   * passes for whoever has nothing to do (autopilot.ts). `stop`: the click was a "pass until"
   * button, which sets that stop; another move made where passing was allowed clears the
   * player's stop. Saved before this returns.
   */
  async act(
    matchId: string,
    userId: string,
    expectedVersion: number | null,
    pick: (legal: Action[]) => Action | Action[] | undefined,
    prompt?: TrackedMessage,
    options: { stop?: StopKind } = {},
  ): Promise<ActOutcome> {
    const { engine } = this.d;
    let result;
    try {
      result = await this.d.store.withMatch<ActOutcome>(matchId, expectedVersion, async (record) => {
        if (!isPlayer(record, userId)) return { value: { kind: 'stranger' } };
        if (record.state.result) return { value: { kind: 'over', record } };
        const legal = engine.legalActions(record.state, userId);
        const picked = pick(legal);
        const actions = picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
        if (actions.length === 0) return { value: { kind: 'not-your-move', record } };
        let state = record.state;
        const events: GameEvent[] = [];
        let stops = { ...(record.meta.stops ?? {}) };
        // Acting where passing was allowed replaces the player's stop; answering a choice that
        // must be made (a retaliation, a trigger's target) leaves it on.
        if (passingAction(legal)) delete stops[userId];
        for (const [n, action] of actions.entries()) {
          // Each later action of a sequence must still be legal after the ones before it.
          if (n > 0 && !engine.legalActions(state, userId).some((a) => sameAction(a, action))) {
            return { value: { kind: 'refused', record, violation: { message: 'That choice is no longer possible after the ones before it; nothing was changed.', rule: SEQUENCE_RULE } } };
          }
          const outcome = engine.apply(state, userId, action);
          if (!outcome.ok) return { value: { kind: 'refused', record, violation: outcome.violation } };
          state = outcome.state;
          events.push(...outcome.events);
          stops = observeStops(stops, state, outcome.events);
        }
        if (options.stop) stops[userId] = newStop(options.stop, state);
        const next = await this.settled({ ...record, meta: { ...record.meta, stops } }, state, events, userId);
        if (prompt) next.meta.prompts = { ...next.meta.prompts, [userId]: prompt };
        return { save: next, value: { kind: 'applied', record: next, events } };
      });
    } catch (error) {
      if (!(error instanceof UncertainWriteError)) throw error;
      this.log(matchId).warn({ userId }, 'store went away while saving an action; it is checked when the store is back');
      const settled = error.confirm().then(async (record) => {
        this.log(matchId).info({ userId, counted: record !== null }, 'action whose save was in doubt checked');
        if (record) {
          this.armTimer(record);
          this.notifyMatchEnd(record);
          await this.publish(record);
        }
        return record;
      });
      return { kind: 'uncertain', settled };
    }
    if (result.kind === 'missing') return { kind: 'missing' };
    if (result.kind === 'stale') return isPlayer(result.record, userId) ? { kind: 'stale', record: result.record } : { kind: 'stranger' };
    if (result.value.kind === 'applied') {
      this.log(matchId).debug({ userId, version: result.record.state.version }, 'action applied');
      await this.announceDispute(result.record, result.value.events);
      this.armTimer(result.record);
      this.notifyMatchEnd(result.record);
    }
    return result.value;
  }

  /** An objection to an assisted resolution gets a public line in the match thread, and a log entry. */
  private async announceDispute(record: MatchRecord, events: GameEvent[]): Promise<void> {
    const line = disputeLine(record.state, events);
    if (!line) return;
    const e = events.find((ev) => ev.type === 'disputed');
    const log = this.log(record.id);
    log.warn({ dispute: e }, 'assisted resolution objected to');
    try {
      await this.d.io.send(this.where(record), { content: line });
    } catch (error) {
      // The objection is applied and saved; only its announcement failed (the board log still shows it).
      log.error({ err: error }, 'could not announce the objection');
    }
  }

  /** Remembers the newest ephemeral prompt of a player, to refresh it while its token lives. */
  async rememberPrompt(matchId: string, userId: string, prompt: TrackedMessage): Promise<void> {
    await this.d.store.withMatch(matchId, null, (record) =>
      isPlayer(record, userId) ? { save: { ...record, meta: { ...record.meta, prompts: { ...record.meta.prompts, [userId]: prompt } } }, value: null } : { value: null },
    );
  }

  publicView(record: MatchRecord): ReturnType<EnginePort['view']> {
    return this.d.engine.view(record.state, 'public');
  }

  async renderPublicBoard(record: MatchRecord): Promise<Buffer> {
    return (await this.renderBoard(this.publicView(record))).data;
  }

  /** The prompt of one player, built from that player's own view. */
  prompt(record: MatchRecord, userId: string, page = 0, note?: string): PromptPayload {
    const { engine } = this.d;
    const view = engine.view(record.state, userId);
    const options = record.state.result ? [] : withFacts(view, promptOptions(engine, record.state, userId));
    const multi = multiPickOf(record.state, userId, options);
    const { version } = record.state;
    const stop = stopNote(record.meta.stops?.[userId]);
    const assisted = assistedCardBlock(record.state, this.d.cardText);
    const text = promptText(view, userId, options.length > 0, [note, stop].filter(Boolean).join('\n') || undefined);
    return {
      content: assisted ? `${assisted}\n${text}`.slice(0, 2000) : text,
      components: multi
        ? multiPickComponents(record.id, version, multi, options)
        : [...promptComponents(record.id, version, options, page), ...stopRow(record.id, version, options)],
    };
  }

  /** The private zones of a player as an ephemeral or DM message (text and hand picture). */
  async privateView(record: MatchRecord, userId: string): Promise<PrivatePayload> {
    const view = this.d.engine.view(record.state, userId);
    const zones = privateZones(view, userId);
    const label = record.meta.players.map((p) => p.name).join(' vs ');
    const files = zones ? [{ name: HAND_FILE, data: await this.d.renderers.renderHand(zones.hand, zones.memory) }] : [];
    return { content: privateViewText(view, userId, label), files };
  }

  private async renderBoard(view: ReturnType<EnginePort['view']>): Promise<{ name: string; data: Buffer }> {
    const started = performance.now();
    const data = await this.d.renderers.renderBoard(view);
    this.d.metrics?.boardRendered?.(performance.now() - started, data.length);
    return { name: BOARD_FILE, data };
  }

  /**
   * Shows a saved change to everyone: the board, the turn message, DMs, and the prompts of
   * players whose tokens still live. Serialised per match; an older version never overwrites a newer one.
   */
  publish(record: MatchRecord, options: { except?: string } = {}): Promise<void> {
    return this.publishLock.run(record.id, async () => {
      const log = this.log(record.id);
      let latest: MatchRecord;
      try {
        latest = (await this.d.store.getMatch(record.id)) ?? record;
      } catch (error) {
        if (!isStoreUnavailable(error)) throw error;
        // The action is saved; its board, prompts and DMs follow when the store is back (catchUp).
        log.warn('store away: this match is published when it answers again');
        return;
      }
      if ((this.publishedVersion.get(record.id) ?? -1) >= latest.state.version) return;
      this.publishedVersion.set(record.id, latest.state.version);
      try {
        await this.publishNow(latest, options.except);
      } catch (error) {
        log.error({ err: error }, 'publishing the match failed');
        if (isStoreUnavailable(error)) this.publishedVersion.delete(record.id);
      }
      if (latest.state.result) this.forget(record.id);
      this.notifyChange(latest);
    });
  }

  /** Drops the in-memory bookkeeping of a finished match. */
  private forget(matchId: string): void {
    this.publishedVersion.delete(matchId);
    this.lastActing.delete(matchId);
    for (const key of [...this.dmFingerprints.keys()]) if (key.startsWith(`${matchId}:`)) this.dmFingerprints.delete(key);
  }

  private where(record: MatchRecord): string {
    return record.meta.threadId ?? record.meta.channelId;
  }

  private async publishNow(record: MatchRecord, except: string | undefined): Promise<void> {
    const { engine, io } = this.d;
    const view = engine.view(record.state, 'public');
    const where = this.where(record);
    // Every picture this change needs is queued at once, the board first: the render pool draws
    // them in parallel while the board edit and the turn message go out.
    const board = record.meta.boardMessageId ? settle(this.renderBoard(view)) : null;
    const privates = this.preparePrivateViews(record);
    if (record.meta.boardMessageId && board) {
      await io.edit(where, record.meta.boardMessageId, { content: boardContent(view), files: [unwrap(await board)] });
      this.d.metrics?.boardEdited?.(record.id, record.state.version);
    }
    await this.updateTurnMessage(record, view);
    await this.deliverPrivateViews(record, privates);
    const acting = new Set(engine.actingPlayers(record.state));
    for (const player of record.meta.players) {
      if (player.id === except) continue;
      const tracked = record.meta.prompts[player.id];
      if (!tracked || (!acting.has(player.id) && !record.state.result)) continue;
      try {
        const outcome = await io.editResponse(tracked, this.prompt(record, player.id));
        if (outcome === 'expired') await this.forgetPrompt(record.id, player.id);
      } catch (error) {
        this.log(record.id).debug({ err: error, player: player.id }, 'could not refresh a prompt');
      }
    }
  }

  private async forgetPrompt(matchId: string, userId: string): Promise<void> {
    await this.d.store.withMatch(matchId, null, (r) => {
      if (!r.meta.prompts[userId]) return { value: null };
      const prompts = { ...r.meta.prompts };
      delete prompts[userId];
      return { save: { ...r, meta: { ...r.meta, prompts } }, value: null };
    });
  }

  private async updateTurnMessage(record: MatchRecord, view: ReturnType<EnginePort['view']>): Promise<void> {
    const { engine, io } = this.d;
    const acting = engine.actingPlayers(record.state);
    const dmClosed = Object.keys(record.meta.dmClosed).filter((id) => record.meta.dmClosed[id]);
    const message = withAssistedText(turnMessage(view, record.id, record.state.result ? [] : acting, dmClosed, record.meta.timer?.deadline), assistedCardBlock(record.state, this.d.cardText));
    const where = this.where(record);
    const previousActing = this.lastActing.get(record.id);
    const actingKey = acting.join(',');
    this.lastActing.set(record.id, actingKey);
    if (record.meta.turnMessageId && (previousActing === actingKey || record.state.result)) {
      await io.edit(where, record.meta.turnMessageId, message);
      return;
    }
    // A new actor gets a new message, so the mention notifies them; the old one loses its buttons.
    const id = await io.send(where, { ...message, mentionUsers: acting });
    const old = record.meta.turnMessageId;
    await this.d.store.withMatch(record.id, null, (r) => ({ save: { ...r, meta: { ...r.meta, turnMessageId: id } }, value: null }));
    if (old) await io.edit(where, old, { content: '⋯', components: [] }).catch(() => undefined);
  }
  private readonly lastActing = new Map<string, string>();

  /** DMs each player whose private zones changed; announces closed DMs once in the thread. */
  private async sendPrivateViews(record: MatchRecord): Promise<void> {
    await this.deliverPrivateViews(record, this.preparePrivateViews(record));
  }

  /**
   * Starts drawing the private view of each player whose hand or memory (their card ids)
   * changed since the last DM; the others get nothing, so no picture is drawn for them.
   */
  private preparePrivateViews(record: MatchRecord): { playerId: string; payload: Promise<Settled<PrivatePayload>> }[] {
    const { engine } = this.d;
    const pending: { playerId: string; payload: Promise<Settled<PrivatePayload>> }[] = [];
    for (const player of record.meta.players) {
      if (record.meta.dmClosed[player.id] || record.meta.practice?.bot === player.id) continue;
      const view = engine.view(record.state, player.id);
      const key = `${record.id}:${player.id}`;
      const fingerprint = privateFingerprint(view, player.id);
      if (this.dmFingerprints.get(key) === fingerprint) continue;
      this.dmFingerprints.set(key, fingerprint);
      pending.push({ playerId: player.id, payload: settle(this.privateView(record, player.id)) });
    }
    return pending;
  }

  private async deliverPrivateViews(record: MatchRecord, pending: { playerId: string; payload: Promise<Settled<PrivatePayload>> }[]): Promise<void> {
    for (const { playerId, payload } of pending) {
      const status = await this.d.io.dm(playerId, unwrap(await payload));
      if (status === 'closed') await this.announceClosedDms(record, playerId);
    }
  }

  private async announceClosedDms(record: MatchRecord, userId: string): Promise<void> {
    const result = await this.d.store.withMatch(record.id, null, (r) => {
      if (r.meta.dmClosedAnnounced[userId]) return { value: false };
      return {
        save: {
          ...r,
          meta: { ...r.meta, dmClosed: { ...r.meta.dmClosed, [userId]: true }, dmClosedAnnounced: { ...r.meta.dmClosedAnnounced, [userId]: true } },
        },
        value: true,
      };
    });
    if (result.kind !== 'done' || !result.value) return;
    await this.d.io.send(this.where(record), {
      content: `<@${userId}>, I cannot send you direct messages, so your hand will not come by DM. Use **Show my hand** (only you will see it) or \`/play hand\`.`,
      components: [showHandRow(record.id)],
      mentionUsers: [userId],
    });
  }

  // ---------- turn timers ----------

  /**
   * Arms the turn timer of a saved record. With several processes, only the holder of the match's
   * lease arms it: a process that saves a change to a match whose timer another process runs leaves
   * it there (that timer fires at its old time, finds the new version and re-arms for the new deadline,
   * which is never earlier).
   */
  private armTimer(record: MatchRecord): void {
    const own = this.d.ownership;
    if (!own) return this.scheduleTimer(record);
    if (!record.meta.timer || this.stopped) {
      this.clearTimer(record.id);
      if (record.state.result) {
        own.forget('match', record.id).catch((error: unknown) => this.log(record.id).error({ err: error }, 'could not remove the timer lease of a finished match'));
      }
      return;
    }
    if (own.owns('match', record.id)) return this.scheduleTimer(record);
    own.claim('match', record.id).then(
      (ok) => {
        if (ok) this.scheduleTimer(record);
      },
      (error: unknown) => this.log(record.id).error({ err: error }, 'could not claim the turn timer lease (another process takes it over when it expires)'),
    );
  }

  private clearTimer(matchId: string): void {
    const existing = this.timerHandles.get(matchId);
    if (existing !== undefined) this.d.scheduler.clearTimeout(existing);
    this.timerHandles.delete(matchId);
  }

  private scheduleTimer(record: MatchRecord): void {
    const { scheduler, clock } = this.d;
    this.clearTimer(record.id);
    const timer = record.meta.timer;
    if (!timer || this.stopped) return;
    const at = timer.warned ? timer.deadline : timer.warnAt;
    const handle = scheduler.setTimeout(() => {
      this.timerHandles.delete(record.id);
      this.onTimer(record.id, timer.version, timer.player).catch((error: unknown) =>
        this.log(record.id).error({ err: error }, 'turn timer failed'),
      );
    }, at - clock.now());
    this.timerHandles.set(record.id, handle);
  }

  /** Runs when a turn timer falls due: a warning first, then the bot acts for the idle player. */
  async onTimer(matchId: string, version: number, player: PlayerId): Promise<void> {
    const { engine, clock } = this.d;
    type TimerOutcome = { kind: 'warned' | 'early' | 'none' } | { kind: 'timeout' | 'forfeit'; action: Action };
    const result = await this.d.store.withMatch<TimerOutcome>(matchId, version, async (record) => {
      const timer = record.meta.timer;
      if (!timer || timer.version !== version || timer.player !== player || record.state.result) return { value: { kind: 'none' } };
      const now = clock.now();
      if (now < timer.deadline) {
        if (timer.warned || now < timer.warnAt) return { value: { kind: 'early' } };
        return { save: { ...record, meta: { ...record.meta, timer: { ...timer, warned: true } } }, value: { kind: 'warned' } };
      }
      const count = (record.meta.timeouts[player] ?? 0) + 1;
      const forfeit = count >= this.d.timers.timeoutsBeforeForfeit;
      const action: Action | null = forfeit ? { type: 'concede' } : timeoutAction(engine.legalActions(record.state, player));
      if (!action) return { value: { kind: 'none' } };
      const outcome = engine.apply(record.state, player, action);
      if (!outcome.ok) return { value: { kind: 'none' } };
      const next = await this.settled(record, outcome.state, [...outcome.events], null);
      next.meta.timeouts = { ...next.meta.timeouts, [player]: count };
      return { save: next, value: { kind: forfeit ? 'forfeit' : 'timeout', action } };
    });
    if (result.kind === 'stale') {
      // Someone moved (in this process or another): the timer now runs for the new version.
      this.armTimer(result.record);
      return;
    }
    if (result.kind !== 'done') return;
    const record = result.record;
    const outcome = result.value;
    this.armTimer(record);
    if (result.saved) this.notifyMatchEnd(record);
    if (outcome.kind === 'early' || outcome.kind === 'none') return;
    const where = this.where(record);
    const name = record.meta.players.find((p) => p.id === player)?.name ?? player;
    if (outcome.kind === 'warned') {
      const left = Math.max(0, Math.round((record.meta.timer!.deadline - clock.now()) / 1000));
      await this.d.io.send(where, { content: `⏳ <@${player}>, ${left} seconds left to act.`, mentionUsers: [player] });
      return;
    }
    this.log(matchId).info({ player, kind: outcome.kind }, 'turn timer ran out');
    await this.d.io.send(where, {
      content:
        outcome.kind === 'forfeit'
          ? `⌛ ${name} ran out of time ${this.d.timers.timeoutsBeforeForfeit} times in a row and forfeits.`
          : `⌛ ${name} ran out of time; the bot chose for them.`,
    });
    await this.publish(record);
  }

  /**
   * After the store was away: re-arms every live match's timer (those that fell due meanwhile failed)
   * and publishes the matches whose last action was saved but not yet shown.
   */
  async catchUp(): Promise<number> {
    const ids = await this.d.store.liveMatchIds();
    for (const id of ids) {
      const record = await this.d.store.getMatch(id);
      if (!record || record.state.result) continue;
      this.armTimer(record);
      if ((this.publishedVersion.get(id) ?? -1) < record.state.version) await this.publish(record);
    }
    return ids.length;
  }

  /** After a restart: re-arms the timer of every live match (a deadline already past fires at once). */
  async resumeAll(): Promise<number> {
    const ids = await this.d.store.liveMatchIds();
    for (const id of ids) {
      const record = await this.d.store.getMatch(id);
      if (!record || record.state.result) continue;
      this.publishedVersion.set(id, record.state.version);
      this.lastActing.set(id, this.d.engine.actingPlayers(record.state).join(','));
      this.armTimer(record);
    }
    return ids.length;
  }

  stop(): void {
    this.stopped = true;
    for (const handle of this.timerHandles.values()) this.d.scheduler.clearTimeout(handle);
    this.timerHandles.clear();
  }

  get liveTimers(): number {
    return this.timerHandles.size;
  }
}

/** The public turn message, with the text of the card being carried out (assisted resolution) above it. */
function withAssistedText<M extends { content: string }>(message: M, block: string | null): M {
  return block ? { ...message, content: `${block}\n${message.content}`.slice(0, 2000) } : message;
}

/** `base`, plus the definitions of `extra` it lacks. */
function withExtraDefs(base: readonly CardDef[], extra: readonly CardDef[]): CardDef[] {
  const known = new Set(base.map((d) => d.slug));
  return [...base, ...extra.filter((d) => !known.has(d.slug))];
}
