import type { GameState, PlayerId } from '../engine/types.js';

/** A message the bot may need to edit later. `token` is set when it is an interaction response. */
export interface TrackedMessage {
  channelId: string | null;
  messageId: string | null;
  token?: string;
  /** When the interaction token was issued (ms since epoch); it may be used for 15 minutes. */
  issuedAt?: number;
  ephemeral?: boolean;
}

export interface MatchPlayer {
  id: PlayerId; // the Discord user id
  name: string;
  deck: string;
}

/** The turn timer of whoever must act now; kept in the store so a restart resumes it. */
export interface TurnTimer {
  player: PlayerId;
  version: number;
  warnAt: number;
  deadline: number;
  warned: boolean;
}

/**
 * A stop a player set ("pass until ..."): the bot passes for them while it holds.
 * `turn`: the turn it was set in; `stack`: the fewest stack items seen since (an item above
 * that is new); `seen`: something of the kind asked about has happened.
 */
export interface PassStop {
  kind: 'myTurn' | 'event' | 'endOfTurn';
  turn: number;
  stack: number;
  seen: boolean;
}

export interface MatchMeta {
  guildId: string | null;
  channelId: string;
  threadId: string | null;
  boardMessageId: string | null;
  /** The public "your move" message in the thread, edited as the acting player changes. */
  turnMessageId: string | null;
  players: MatchPlayer[];
  dmClosed: Record<PlayerId, boolean>;
  dmClosedAnnounced: Record<PlayerId, boolean>;
  /** The last ephemeral prompt each player was shown (editable through its token for 15 minutes). */
  prompts: Record<PlayerId, TrackedMessage>;
  timer: TurnTimer | null;
  /** Consecutive timeouts per player; reset when the player acts. */
  timeouts: Record<PlayerId, number>;
  /** How many log entries the thread has been shown. */
  logShown: number;
  createdAt: number;
  finishedAt: number | null;
  /** Stops set by players (absent in records saved before stops existed). */
  stops?: Record<PlayerId, PassStop>;
  /** A practice match (/play practice): the seat the bot plays, and how well. Never counted for leagues. */
  practice?: { bot: PlayerId; level: 'easy' | 'normal' | 'hard' };
}

export interface MatchRecord {
  id: string;
  /** Bumped on every write (state or meta); the compare-and-swap guards the whole record. */
  rev: number;
  state: GameState;
  meta: MatchMeta;
}

export type ChallengeStatus = 'open' | 'accepted' | 'declined' | 'expired';

export interface ChallengeRecord {
  id: string;
  rev: number;
  guildId: string | null;
  channelId: string;
  challenger: { id: string; name: string; deck: string | null };
  /** `deck`: set when the opponent's deck is decided by the challenge (a rematch). */
  opponent: { id: string; name: string; deck?: string | null };
  status: ChallengeStatus;
  createdAt: number;
  expiresAt: number;
  message: TrackedMessage | null;
  matchId: string | null;
}
