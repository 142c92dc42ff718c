import { z } from 'zod';

const tracked = z.object({
  channelId: z.string().nullable(),
  messageId: z.string().nullable(),
  token: z.string().optional(),
  issuedAt: z.number().optional(),
  ephemeral: z.boolean().optional(),
});

export const MatchMetaSchema = z.object({
  guildId: z.string().nullable(),
  channelId: z.string(),
  threadId: z.string().nullable(),
  boardMessageId: z.string().nullable(),
  turnMessageId: z.string().nullable(),
  players: z.array(z.object({ id: z.string(), name: z.string(), deck: z.string() })),
  dmClosed: z.record(z.string(), z.boolean()),
  dmClosedAnnounced: z.record(z.string(), z.boolean()),
  prompts: z.record(z.string(), tracked),
  timer: z
    .object({ player: z.string(), version: z.number().int(), warnAt: z.number(), deadline: z.number(), warned: z.boolean() })
    .nullable(),
  timeouts: z.record(z.string(), z.number().int()),
  logShown: z.number().int(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  stops: z
    .record(z.string(), z.object({ kind: z.enum(['myTurn', 'event', 'endOfTurn']), turn: z.number().int(), stack: z.number().int(), seen: z.boolean() }))
    .optional(),
  practice: z.object({ bot: z.string(), level: z.enum(['easy', 'normal', 'hard']) }).optional(),
});

export const ChallengeSchema = z.object({
  id: z.string(),
  rev: z.number().int(),
  guildId: z.string().nullable(),
  channelId: z.string(),
  challenger: z.object({ id: z.string(), name: z.string(), deck: z.string().nullable() }),
  opponent: z.object({ id: z.string(), name: z.string(), deck: z.string().nullable().optional() }),
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  createdAt: z.number(),
  expiresAt: z.number(),
  message: tracked.nullable(),
  matchId: z.string().nullable(),
});

export const StoredMatchSchema = z.object({
  id: z.string(),
  rev: z.number().int(),
  state: z.unknown(),
  meta: MatchMetaSchema,
  /** Ids of the last writes, so a write whose answer was lost can be recognised later. */
  writes: z.array(z.string()).default([]),
});
