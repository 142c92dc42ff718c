import type { Logger } from 'pino';
import type { DeckList } from '../engine/types.js';
import type { ArchivistStore } from '../store/match-store.js';
import type { ChallengeRecord, MatchRecord, TrackedMessage } from '../store/records.js';
import type { DiscordIO } from './discord-io.js';
import { newId, type MatchService } from './match-service.js';
import type { Clock, Scheduler } from './ports.js';
import type { TimerOwnership } from './timer-ownership.js';

/** `note`: what players should know about the deck (how much of it the engine scripts). */
export type DeckChoice = { name: string; deck: DeckList; note?: string } | { error: string };

/** Finds the deck a player brings: a saved deck by name, else a house deck. */
export type DeckResolver = (userId: string, deckName: string | null, fallback: string) => Promise<DeckChoice>;

export interface ChallengeServiceDeps {
  store: ArchivistStore;
  matches: MatchService;
  io: DiscordIO;
  clock: Clock;
  scheduler: Scheduler;
  logger: Logger;
  ttlMs: number;
  resolveDeck: DeckResolver;
  /** House decks the two sides fall back to. */
  defaultDecks: [string, string];
  /** Several processes on one store: a challenge's expiry runs only in the process holding its lease. */
  ownership?: TimerOwnership;
}

export type AnswerOutcome =
  | { kind: 'missing' }
  | { kind: 'not-yours'; challenge: ChallengeRecord }
  | { kind: 'closed'; challenge: ChallengeRecord }
  | { kind: 'expired'; challenge: ChallengeRecord }
  | { kind: 'declined'; challenge: ChallengeRecord }
  | { kind: 'withdrawn'; challenge: ChallengeRecord }
  | { kind: 'failed'; challenge: ChallengeRecord; error: string }
  | { kind: 'accepted'; challenge: ChallengeRecord; match: MatchRecord };

export function challengeText(c: ChallengeRecord): string {
  switch (c.status) {
    case 'open':
      return `⚔️ <@${c.opponent.id}>, <@${c.challenger.id}> challenges you to a game of Grand Archive${c.challenger.deck ? ` (deck: ${c.challenger.deck})` : ''}. The challenge expires <t:${Math.floor(c.expiresAt / 1000)}:R>.`;
    case 'accepted':
      return `⚔️ ${c.opponent.name} accepted ${c.challenger.name}'s challenge.${c.matchId ? ' The match is on.' : ''}`;
    case 'declined':
      return `${c.opponent.name} declined ${c.challenger.name}'s challenge.`;
    case 'expired':
      return `${c.challenger.name}'s challenge to ${c.opponent.name} expired unanswered.`;
  }
}

export class ChallengeService {
  private readonly expiryHandles = new Map<string, unknown>();

  constructor(private readonly d: ChallengeServiceDeps) {
    d.ownership?.register({
      kind: 'challenge',
      liveIds: () => d.store.openChallengeIds(),
      takeOver: async (id) => {
        const challenge = await d.store.getChallenge(id);
        if (challenge?.status === 'open') this.schedule(challenge);
        else await d.ownership?.forget('challenge', id);
      },
      drop: (id) => this.disarm(id),
    });
  }

  /** The challenge is closed: its expiry lease goes (whichever process held it). */
  private closed(id: string): void {
    this.disarm(id);
    this.d.ownership?.forget('challenge', id).catch((error: unknown) => this.d.logger.error({ err: error, challengeId: id }, 'could not remove a challenge expiry lease'));
  }

  async create(options: {
    guildId: string | null;
    channelId: string;
    challenger: { id: string; name: string };
    opponent: { id: string; name: string; bot: boolean };
    deck: string | null;
    /** The deck the opponent will bring (a rematch); absent: their default. */
    opponentDeck?: string | null;
  }): Promise<(ChallengeRecord & { deckNote?: string }) | { error: string }> {
    if (options.opponent.id === options.challenger.id) return { error: 'You cannot challenge yourself.' };
    if (options.opponent.bot) return { error: 'Bots do not play; challenge a person.' };
    const deck = await this.d.resolveDeck(options.challenger.id, options.deck, this.d.defaultDecks[0]);
    if ('error' in deck) return deck;
    const now = this.d.clock.now();
    const challenge: ChallengeRecord = {
      id: newId(),
      rev: 0,
      guildId: options.guildId,
      channelId: options.channelId,
      challenger: { ...options.challenger, deck: options.deck },
      opponent: { id: options.opponent.id, name: options.opponent.name, ...(options.opponentDeck ? { deck: options.opponentDeck } : {}) },
      status: 'open',
      createdAt: now,
      expiresAt: now + this.d.ttlMs,
      message: null,
      matchId: null,
    };
    await this.d.store.createChallenge(challenge);
    this.armExpiry(challenge);
    return deck.note ? { ...challenge, deckNote: deck.note } : challenge;
  }

  get(id: string): Promise<ChallengeRecord | undefined> {
    return this.d.store.getChallenge(id);
  }

  async attachMessage(id: string, message: TrackedMessage): Promise<void> {
    await this.d.store.updateChallenge(id, (c) => ({ save: { ...c, message }, value: null }));
  }

  /** Accept or decline. Only the challenged player may accept; either side may call it off. */
  async answer(id: string, userId: string, accept: boolean): Promise<AnswerOutcome> {
    const now = this.d.clock.now();
    type Step = AnswerOutcome['kind'];
    const result = await this.d.store.updateChallenge<Step>(id, (c) => {
      if (c.status !== 'open') return { value: 'closed' };
      if (now >= c.expiresAt) return { save: { ...c, status: 'expired' }, value: 'expired' };
      const isOpponent = userId === c.opponent.id;
      if (!isOpponent && !(userId === c.challenger.id && !accept)) return { value: 'not-yours' };
      if (!accept) return { save: { ...c, status: 'declined' }, value: isOpponent ? 'declined' : 'withdrawn' };
      return { save: { ...c, status: 'accepted' }, value: 'accepted' };
    });
    if (result.kind === 'missing') return { kind: 'missing' };
    const challenge = result.challenge;
    if (result.value !== 'accepted') {
      if (result.saved) this.closed(id);
      return { kind: result.value, challenge } as AnswerOutcome;
    }
    this.closed(id);
    const [first, second] = await Promise.all([
      this.d.resolveDeck(challenge.challenger.id, challenge.challenger.deck, this.d.defaultDecks[0]),
      this.d.resolveDeck(challenge.opponent.id, challenge.opponent.deck ?? null, this.d.defaultDecks[1]),
    ]);
    if ('error' in first || 'error' in second) {
      const error = 'error' in first ? first.error : 'error' in second ? second.error : '';
      return { kind: 'failed', challenge, error };
    }
    const match = await this.d.matches.start({
      guildId: challenge.guildId,
      channelId: challenge.channelId,
      seats: [
        { ...challenge.challenger, deckName: first.name, deck: first.deck },
        { ...challenge.opponent, deckName: second.name, deck: second.deck },
      ],
    });
    const saved = await this.d.store.updateChallenge(id, (c) => ({ save: { ...c, matchId: match.id }, value: null }));
    return { kind: 'accepted', challenge: saved.kind === 'done' ? saved.challenge : challenge, match };
  }

  private disarm(id: string): void {
    const handle = this.expiryHandles.get(id);
    if (handle !== undefined) this.d.scheduler.clearTimeout(handle);
    this.expiryHandles.delete(id);
  }

  private armExpiry(challenge: ChallengeRecord): void {
    const own = this.d.ownership;
    if (!own) return this.schedule(challenge);
    own.claim('challenge', challenge.id).then(
      (ok) => {
        if (ok) this.schedule(challenge);
      },
      (error: unknown) => this.d.logger.error({ err: error, challengeId: challenge.id }, 'could not claim a challenge expiry lease (another process takes it over when it expires)'),
    );
  }

  private schedule(challenge: ChallengeRecord): void {
    this.disarm(challenge.id);
    const handle = this.d.scheduler.setTimeout(() => {
      this.expiryHandles.delete(challenge.id);
      this.expire(challenge.id).catch((error: unknown) => this.d.logger.error({ err: error, challengeId: challenge.id }, 'challenge expiry failed'));
    }, challenge.expiresAt - this.d.clock.now());
    this.expiryHandles.set(challenge.id, handle);
  }

  /** Closes an unanswered challenge and edits its message (by token while young, else through the channel). */
  async expire(id: string): Promise<boolean> {
    const now = this.d.clock.now();
    const result = await this.d.store.updateChallenge(id, (c) =>
      c.status === 'open' && now >= c.expiresAt ? { save: { ...c, status: 'expired' as const }, value: true } : { value: false },
    );
    if (result.kind === 'done' && result.challenge.status !== 'open') this.closed(id);
    if (result.kind !== 'done' || !result.value) return false;
    const message = result.challenge.message;
    if (message) {
      try {
        await this.d.io.editResponse(message, { content: challengeText(result.challenge), components: [] });
      } catch (error) {
        this.d.logger.warn({ err: error, challengeId: id }, 'could not edit an expired challenge');
      }
    }
    return true;
  }

  async resumeAll(): Promise<number> {
    const ids = await this.d.store.openChallengeIds();
    for (const id of ids) {
      const challenge = await this.d.store.getChallenge(id);
      if (challenge?.status === 'open') this.armExpiry(challenge);
    }
    return ids.length;
  }

  stop(): void {
    for (const id of [...this.expiryHandles.keys()]) this.disarm(id);
  }
}
