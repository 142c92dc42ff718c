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
  /** Pass now, and keep passing until the stop <code> ends (m: my turn, e: something happens, x: end of turn). */
  sp: z.tuple([id, int, z.enum(['m', 'e', 'x'])]).transform(([matchId, version, code]) => ({ kind: 'stop' as const, matchId, version, code })),
  /** A select menu choosing N legal actions at once (a reserve cost of N, N cards to discard). */
  mm: z.tuple([id, int]).transform(([matchId, version]) => ({ kind: 'multi' as const, matchId, version })),
  /** A rematch of a finished match (same players, same decks). */
  rm: z.tuple([id]).transform(([matchId]) => ({ kind: 'rematch' as const, matchId })),
  /** Open my prompt (public button in the thread). */
  op: z.tuple([id]).transform(([matchId]) => ({ kind: 'openPrompt' as const, matchId })),
  /** Show my hand (ephemeral), for players whose DMs are closed. */
  hand: z.tuple([id]).transform(([matchId]) => ({ kind: 'hand' as const, matchId })),
  /** Accept or decline a challenge. */
  ch: z
    .tuple([z.enum(['a', 'd']), id])
    .transform(([answer, challengeId]) => ({ kind: 'challenge' as const, accept: answer === 'a', challengeId })),
} as const;

export type StopCode = 'm' | 'e' | 'x';

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
  stop: (matchId: string, version: number, code: StopCode) => build('sp', matchId, version, code),
  multi: (matchId: string, version: number) => build('mm', matchId, version),
  rematch: (matchId: string) => build('rm', matchId),
  openPrompt: (matchId: string) => build('op', matchId),
  hand: (matchId: string) => build('hand', matchId),
  challenge: (challengeId: string, accept: boolean) => build('ch', accept ? 'a' : 'd', challengeId),
};

/** Select option values are action indices; zod-parsed like custom_ids. */
export const actionIndexValue = z.coerce.number().int().min(0).max(100_000);

/** The values of a multi-select: distinct action indices, at most one menu's worth. */
export const actionIndexValues = z
  .array(actionIndexValue)
  .min(1)
  .max(25)
  .refine((xs) => new Set(xs).size === xs.length, 'each choice at most once');
