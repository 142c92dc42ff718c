import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { cardsCachePath } from './catalog.js';
import { INDEX_API_ORIGIN, IndexCardSchema, IndexSearchPageSchema } from './index-schema.js';
import type { IndexCard } from './index-schema.js';

export const SYNC_USER_AGENT =
  'Archivist/0.1 (Discord bot for Grand Archive TCG games; card catalog sync, one request at a time)';

/** A runaway total_pages must not turn the sync into a crawl. */
const MAX_PAGES = 1000;

export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface SyncOptions {
  dataDir: string;
  fetch?: FetchLike;
  logger?: Logger;
  /** Pause between requests, to stay polite to the Index. */
  delayMs?: number;
  /** Pause before the single retry of a failed page. */
  retryDelayMs?: number;
  timeoutMs?: number;
  baseUrl?: string;
}

export interface SyncResult {
  file: string;
  cards: number;
  pages: number;
  /** Cards dropped because they did not match the schema. */
  rejected: number;
}

export class CardSyncError extends Error {
  override readonly name = 'CardSyncError';
}

export interface ParsedCards {
  cards: IndexCard[];
  rejected: { index: number; reason: string }[];
}

/** Validates raw card objects, keeps the first of each uuid, and reports the rest. */
export function parseCards(raw: readonly unknown[]): ParsedCards {
  const cards: IndexCard[] = [];
  const rejected: ParsedCards['rejected'] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const parsed = IndexCardSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      rejected.push({ index, reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` });
      return;
    }
    if (seen.has(parsed.data.uuid)) return;
    seen.add(parsed.data.uuid);
    cards.push(parsed.data);
  });
  return { cards, rejected };
}

/** Writes beside the target and renames, so a reader never sees half a file. */
export async function writeCardCache(dataDir: string, cards: readonly IndexCard[]): Promise<string> {
  const file = cardsCachePath(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temp, JSON.stringify(cards), 'utf8');
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return file;
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

async function fetchPageOnce(fetchFn: FetchLike, url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetchFn(url, {
    headers: { 'User-Agent': SYNC_USER_AGENT, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

async function fetchPage(
  fetchFn: FetchLike,
  url: string,
  options: { timeoutMs: number; retryDelayMs: number; logger?: Logger },
): Promise<unknown> {
  try {
    return await fetchPageOnce(fetchFn, url, options.timeoutMs);
  } catch (first) {
    options.logger?.warn({ url, err: String(first) }, 'Index page fetch failed, retrying once');
    await sleep(options.retryDelayMs);
    try {
      return await fetchPageOnce(fetchFn, url, options.timeoutMs);
    } catch (second) {
      throw new CardSyncError(`Could not reach the Index API (GET ${url} failed twice: ${describe(second)})`, { cause: second });
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

async function describeExistingCache(dataDir: string): Promise<string> {
  try {
    const raw: unknown = JSON.parse(await readFile(cardsCachePath(dataDir), 'utf8'));
    return Array.isArray(raw)
      ? `The last cache (${raw.length} cards) at ${cardsCachePath(dataDir)} was kept.`
      : `The file at ${cardsCachePath(dataDir)} was left untouched.`;
  } catch {
    return `There is no earlier cache at ${cardsCachePath(dataDir)}.`;
  }
}

/** Downloads every page of the Index card search, validates, de-duplicates, and replaces the cache. */
export async function syncFromIndex(options: SyncOptions): Promise<SyncResult> {
  const fetchFn: FetchLike = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const baseUrl = options.baseUrl ?? INDEX_API_ORIGIN;
  const delayMs = options.delayMs ?? 250;
  const pageOptions = {
    timeoutMs: options.timeoutMs ?? 30_000,
    retryDelayMs: options.retryDelayMs ?? 2_000,
    ...(options.logger ? { logger: options.logger } : {}),
  };

  const raw: unknown[] = [];
  let totalPages = 1;
  let page = 1;
  try {
    for (; page <= totalPages; page += 1) {
      if (page > 1) await sleep(delayMs);
      const url = `${baseUrl}/cards/search?page=${page}`;
      const parsed = IndexSearchPageSchema.safeParse(await fetchPage(fetchFn, url, pageOptions));
      if (!parsed.success) {
        throw new CardSyncError(`The Index answered page ${page} in an unexpected shape: ${parsed.error.issues[0]?.message}`);
      }
      if (page === 1) {
        totalPages = parsed.data.total_pages;
        if (totalPages > MAX_PAGES) throw new CardSyncError(`The Index reports ${totalPages} pages, more than the ${MAX_PAGES} allowed.`);
      }
      raw.push(...parsed.data.data);
      options.logger?.info({ page, totalPages, cards: raw.length }, 'Index page fetched');
    }
  } catch (error) {
    const kept = await describeExistingCache(options.dataDir);
    const message = error instanceof CardSyncError ? error.message : `Could not reach the Index API: ${describe(error)}`;
    throw new CardSyncError(`${message}. ${kept}`, { cause: error });
  }

  const result = await storeCards(options.dataDir, raw, options.logger);
  return { ...result, pages: totalPages };
}

/** Imports a saved JSON array of Index cards (or a saved search page) instead of calling the API. */
export async function importCardsFromFile(file: string, dataDir: string, logger?: Logger): Promise<SyncResult> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CardSyncError(`Could not read ${file} as JSON: ${describe(error)}. ${await describeExistingCache(dataDir)}`, {
      cause: error,
    });
  }
  const page = IndexSearchPageSchema.safeParse(raw);
  const items = Array.isArray(raw) ? raw : page.success ? page.data.data : undefined;
  if (!items) {
    throw new CardSyncError(`${file} holds neither an array of cards nor an Index search page. ${await describeExistingCache(dataDir)}`);
  }
  return { ...(await storeCards(dataDir, items, logger)), pages: 0 };
}

async function storeCards(dataDir: string, raw: readonly unknown[], logger?: Logger): Promise<Omit<SyncResult, 'pages'>> {
  const { cards, rejected } = parseCards(raw);
  for (const bad of rejected.slice(0, 20)) logger?.warn(bad, 'Index card rejected by the schema');
  if (cards.length === 0) {
    throw new CardSyncError(`No valid card among ${raw.length} received. ${await describeExistingCache(dataDir)}`);
  }
  const file = await writeCardCache(dataDir, cards);
  logger?.info({ file, cards: cards.length, rejected: rejected.length }, 'Card cache written');
  return { file, cards: cards.length, rejected: rejected.length };
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['ARCHIVIST_DATA_DIR'];
  return dir && dir.trim() !== '' ? dir : './data';
}
