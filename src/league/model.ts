import { z } from 'zod';
import { TIEBREAKERS } from './standings.js';

// A league is one JSON document: the store saves it whole under a per-league lock, and
// every operation (registration, rounds, results, ladder, season) is a pure function
// from league to league.

export const LEAGUE_SCHEMA_VERSION = 1;

export const UserId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'user id: 1-64 letters, digits, _ or -');
export const IsoTime = z.iso.datetime({ offset: true });
const Count = z.number().int().min(0).max(99);
const Tiebreakers = z
  .array(z.enum(TIEBREAKERS))
  .min(1)
  .max(3)
  .refine((list) => new Set(list).size === list.length, { message: 'each tiebreaker at most once' });

export const SwissKind = z.object({
  type: z.literal('swiss'),
  rounds: z.number().int().min(1).max(20),
  topCut: z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(8)]),
});

export const LadderKind = z
  .object({
    type: z.literal('ladder'),
    start: IsoTime,
    end: IsoTime,
    periodDays: z.number().int().min(1).max(90),
    tau: z.number().min(0.2).max(1.2).default(0.5),
  })
  .refine((k) => Date.parse(k.end) > Date.parse(k.start), { message: 'the season must end after it starts' });

export const LeagueKind = z.discriminatedUnion('type', [SwissKind, LadderKind]);

export const DeckSnapshot = z.object({
  name: z.string().min(1).max(100),
  entries: z
    .array(
      z.object({
        section: z.enum(['main', 'material', 'sideboard']),
        slug: z.string().min(1).max(120),
        count: z.number().int().min(1).max(60),
      }),
    )
    .max(200),
});

export const Player = z.object({
  userId: UserId,
  joinedAt: IsoTime,
  deckName: z.string().min(1).max(100).nullable(),
  /** The registered list, kept when the league locks decklists. */
  lockedDeck: DeckSnapshot.nullable(),
  dropped: z.boolean(),
  droppedAt: IsoTime.nullable(),
  disqualified: z.boolean(),
  disqualifiedReason: z.string().max(500).nullable(),
  /** Ladder only: the rating period in which the player joined. */
  joinedPeriod: z.number().int().min(0).nullable(),
});

/** Games won by players[0] and players[1], and drawn games. */
export const GameResult = z.object({
  wins: z.tuple([Count, Count]),
  draws: Count,
});

export const MatchStatus = z.enum([
  'open', // nobody has reported
  'reported', // one player reported; waiting for the opponent
  'disputed', // the two reports disagreed: both are asked again
  'confirmed', // counts in standings and ratings
  'void', // closed without a result by the organiser
]);

export const Match = z.object({
  id: z.string().min(1).max(40),
  stage: z.enum(['swiss', 'top-cut', 'ladder']),
  round: z.number().int().min(1).nullable(),
  table: z.number().int().min(1).nullable(),
  /** Ladder only: the rating period the result counts in, fixed when it is confirmed. */
  period: z.number().int().min(0).nullable(),
  /** players[1] is null for a bye. */
  players: z.tuple([UserId, UserId.nullable()]),
  status: MatchStatus,
  result: GameResult.nullable(),
  report: z.object({ by: UserId, result: GameResult, at: IsoTime }).nullable(),
  /** Where a result came from outside /league report, e.g. a hosted match id: used to deduplicate. */
  source: z.string().max(100).nullable(),
});

export const Round = z.object({
  number: z.number().int().min(1),
  stage: z.enum(['swiss', 'top-cut']),
  /** The seed the round was paired from (only round one draws on it). */
  seed: z.number().int().min(0).max(0xffffffff),
  repairs: z.number().int().min(0),
  status: z.enum(['open', 'closed']),
  startedAt: IsoTime,
  closedAt: IsoTime.nullable(),
  matchIds: z.array(z.string()),
});

export const AuditAction = z.enum([
  'create', 'join', 'update-deck', 'drop', 'disqualify',
  'start-round', 'repair-round', 'end-round',
  'report', 'confirm', 'reject', 'set-result', 'void',
  'close-period', 'close-season',
]);

export const AuditEntry = z.object({
  at: IsoTime,
  by: UserId,
  action: AuditAction,
  matchId: z.string().nullable(),
  target: UserId.nullable(),
  before: GameResult.nullable(),
  after: GameResult.nullable(),
  note: z.string().max(500).nullable(),
});

export const League = z.object({
  schemaVersion: z.literal(LEAGUE_SCHEMA_VERSION),
  id: z.string().min(1).max(64),
  guildId: UserId,
  name: z.string().min(1).max(100),
  kind: LeagueKind,
  matchLength: z.union([z.literal(1), z.literal(3)]),
  format: z.literal('standard'),
  decklistsLocked: z.boolean(),
  organiserRoleId: UserId.nullable(),
  tiebreakers: Tiebreakers,
  status: z.enum(['registration', 'running', 'closed']),
  /** Recorded at creation: round one's shuffle is derived from it. */
  seed: z.number().int().min(0).max(0xffffffff),
  createdAt: IsoTime,
  createdBy: UserId,
  players: z.array(Player),
  rounds: z.array(Round),
  matches: z.array(Match),
  nextMatchNo: z.number().int().min(1),
  /** Ladder only: index of the open rating period. */
  currentPeriod: z.number().int().min(0).nullable(),
  audit: z.array(AuditEntry),
});

export type LeagueKind = z.infer<typeof LeagueKind>;
export type SwissKind = z.infer<typeof SwissKind>;
export type LadderKind = z.infer<typeof LadderKind>;
export type DeckSnapshot = z.infer<typeof DeckSnapshot>;
export type Player = z.infer<typeof Player>;
export type GameResult = z.infer<typeof GameResult>;
export type MatchStatus = z.infer<typeof MatchStatus>;
export type Match = z.infer<typeof Match>;
export type Round = z.infer<typeof Round>;
export type AuditAction = z.infer<typeof AuditAction>;
export type AuditEntry = z.infer<typeof AuditEntry>;
export type League = z.infer<typeof League>;

/** Who is acting: the command layer decides isOrganiser (Manage Server or the league's role). */
export const Actor = z.object({ userId: UserId, isOrganiser: z.boolean() });
export type Actor = z.infer<typeof Actor>;

/** What /league create accepts (validated at the boundary). */
export const CreateLeagueInput = z.object({
  id: z.string().min(1).max(64),
  guildId: UserId,
  name: z.string().trim().min(1).max(100),
  kind: LeagueKind,
  matchLength: z.union([z.literal(1), z.literal(3)]),
  format: z.literal('standard').default('standard'),
  decklistsLocked: z.boolean().default(false),
  organiserRoleId: UserId.nullable().default(null),
  tiebreakers: Tiebreakers.optional(),
  seed: z.number().int().min(0).max(0xffffffff),
});
export type CreateLeagueInput = z.input<typeof CreateLeagueInput>;

/** A result as one player reports it, from their own side of the table. */
export const PlayerReport = z.object({
  myWins: Count,
  opponentWins: Count,
  draws: Count.default(0),
});
export type PlayerReport = z.input<typeof PlayerReport>;
