import { z } from 'zod';

/**
 * Every component the bot sends carries a custom_id of the form `<kind>:<fields...>`.
 * Clicks are untrusted input: they are parsed with zod here and nowhere else.
 */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const int = z.coerce.number().int().min(0).max(1_000_000_000);

const schemas = {
  /** Pick legal action <index> of match <matchId> at state <version>. */
  m: z.tuple([id, int, int]).transform(([matchId, version, index]) => ({ kind: 'action' as const, matchId, version, index })),
  /** A select menu holding page <page> of the legal actions. */
  ms: z.tuple([id, int, int]).transform(([matchId, version, page]) => ({ kind: 'select' as const, matchId, version, page })),
  /** Show page <page> of the legal actions. */
  mp: z.tuple([id, int, int]).transform(([matchId, version, page]) => ({ kind: 'page' as const, matchId, version, page })),
  /** Open my prompt (public button in the thread). */
  op: z.tuple([id]).transform(([matchId]) => ({ kind: 'openPrompt' as const, matchId })),
  /** Show my hand (ephemeral), for players whose DMs are closed. */
  hand: z.tuple([id]).transform(([matchId]) => ({ kind: 'hand' as const, matchId })),
  /** Accept or decline a challenge. */
  ch: z
    .tuple([z.enum(['a', 'd']), id])
    .transform(([answer, challengeId]) => ({ kind: 'challenge' as const, accept: answer === 'a', challengeId })),
} as const;

export type CustomIdKind = keyof typeof schemas;
export type ParsedCustomId = z.output<(typeof schemas)[CustomIdKind]>;

export const MAX_CUSTOM_ID_LENGTH = 100;

export function parseCustomId(customId: string): ParsedCustomId | null {
  if (customId.length > MAX_CUSTOM_ID_LENGTH) return null;
  const [prefix, ...fields] = customId.split(':');
  if (!prefix || !Object.hasOwn(schemas, prefix)) return null;
  const parsed = schemas[prefix as CustomIdKind].safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** The prefix a custom_id is routed by (the command module that owns it registers it). */
export function customIdPrefix(customId: string): string {
  return customId.split(':', 1)[0] ?? '';
}

function build(...parts: (string | number)[]): string {
  const s = parts.join(':');
  if (s.length > MAX_CUSTOM_ID_LENGTH) throw new Error(`custom_id too long: ${s.length}`);
  return s;
}

export const customIds = {
  action: (matchId: string, version: number, index: number) => build('m', matchId, version, index),
  select: (matchId: string, version: number, page: number) => build('ms', matchId, version, page),
  page: (matchId: string, version: number, page: number) => build('mp', matchId, version, page),
  openPrompt: (matchId: string) => build('op', matchId),
  hand: (matchId: string) => build('hand', matchId),
  challenge: (challengeId: string, accept: boolean) => build('ch', accept ? 'a' : 'd', challengeId),
};

/** Select option values are action indices; zod-parsed like custom_ids. */
export const actionIndexValue = z.coerce.number().int().min(0).max(100_000);
