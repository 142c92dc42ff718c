import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';
import { assembleCorpus, rulesCacheDir, SUMMARY_FILE } from './corpus.js';
import { parseSummary, rulesPagePathSchema } from './toc.js';

export const RULES_RAW_BASE = 'https://raw.githubusercontent.com/weebsoftheshore/gitbook-rules/main/';
export const RULES_USER_AGENT =
  'Archivist-rules-sync/0.1 (Discord bot hosting Grand Archive TCG games; reads the public Comprehensive Rules)';
export const MANIFEST_FILE = 'manifest.json';

export interface FetchResponseLike {
  ok: boolean;
  status: number;
  statusText?: string;
  text(): Promise<string>;
}

/** The slice of `fetch` the sync uses; injectable so tests can simulate an outage. */
export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<FetchResponseLike>;

export class RulesSyncError extends Error {
  override name = 'RulesSyncError';
}

export interface SyncOptions {
  dataDir: string;
  /** Import a local copy of the rules repository instead of downloading. */
  from?: string;
  fetch?: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
  concurrency?: number;
  logger?: Logger;
}

export interface SyncResult {
  dir: string;
  source: string;
  pageCount: number;
  version: string | null;
}

export const rulesManifestSchema = z.object({
  source: z.string(),
  syncedAt: z.string(),
  version: z.string().nullable(),
  pages: z.array(rulesPagePathSchema),
});
export type RulesManifest = z.infer<typeof rulesManifestSchema>;

type ReadPage = (pagePath: string) => Promise<string>;

function remoteReader(options: SyncOptions): ReadPage {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const base = (options.baseUrl ?? RULES_RAW_BASE).replace(/\/?$/, '/');
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async (pagePath) => {
    const url = base + pagePath.split('/').map(encodeURIComponent).join('/');
    let response: FetchResponseLike;
    try {
      response = await doFetch(url, {
        headers: { 'User-Agent': RULES_USER_AGENT, Accept: 'text/plain, text/markdown' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const detail = cause?.code ?? cause?.message;
      throw new RulesSyncError(`Could not reach ${url}: ${(error as Error).message}${detail ? ` (${detail})` : ''}`, { cause: error });
    }
    if (!response.ok) {
      throw new RulesSyncError(`Downloading ${url} failed: HTTP ${response.status} ${response.statusText ?? ''}`.trim());
    }
    return response.text();
  };
}

function localReader(dir: string): ReadPage {
  const root = path.resolve(dir);
  return async (pagePath) => {
    try {
      return await readFile(path.join(root, pagePath), 'utf8');
    } catch (error) {
      throw new RulesSyncError(`Cannot read ${pagePath} from ${root}: ${(error as Error).message}`, { cause: error });
    }
  };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Downloads (or imports with `from`) SUMMARY.md and every page it lists into
 * `<dataDir>/rules`. Everything is read first and written to a temp dir that
 * replaces the cache only once complete, so a failed sync keeps the last cache.
 */
export async function syncRules(options: SyncOptions): Promise<SyncResult> {
  const source = options.from ? path.resolve(options.from) : (options.baseUrl ?? RULES_RAW_BASE);
  const read = options.from ? localReader(options.from) : remoteReader(options);
  const log = options.logger;
  log?.info({ source }, 'rules sync: reading table of contents');

  const summary = await read(SUMMARY_FILE);
  const entries = parseSummary(summary);
  if (entries.length === 0) throw new RulesSyncError(`${SUMMARY_FILE} from ${source} lists no pages`);

  const bodies = await mapLimited(entries, options.concurrency ?? 4, async (entry) => {
    const body = await read(entry.path);
    if (body.trim() === '') throw new RulesSyncError(`${entry.path} from ${source} is empty`);
    return body;
  });
  const byPath = new Map(entries.map((entry, i) => [entry.path, bodies[i] ?? '']));
  const corpus = await assembleCorpus(summary, async (p) => byPath.get(p) ?? null);

  const cacheDir = rulesCacheDir(options.dataDir);
  await mkdir(options.dataDir, { recursive: true });
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const tempDir = path.join(options.dataDir, `.rules-tmp-${suffix}`);
  const oldDir = path.join(options.dataDir, `.rules-old-${suffix}`);
  try {
    await mkdir(tempDir, { recursive: true });
    await writeFile(path.join(tempDir, SUMMARY_FILE), summary);
    for (const [pagePath, body] of byPath) {
      const target = path.join(tempDir, pagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    }
    const manifest: RulesManifest = {
      source,
      syncedAt: new Date().toISOString(),
      version: corpus.version,
      pages: entries.map((e) => e.path),
    };
    await writeFile(path.join(tempDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const hadCache = await exists(cacheDir);
    if (hadCache) await rename(cacheDir, oldDir);
    try {
      await rename(tempDir, cacheDir);
    } catch (error) {
      if (hadCache) await rename(oldDir, cacheDir);
      throw error;
    }
    if (hadCache) await rm(oldDir, { recursive: true, force: true });
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
  log?.info({ dir: cacheDir, pages: entries.length, version: corpus.version }, 'rules sync: done');
  return { dir: cacheDir, source, pageCount: entries.length, version: corpus.version };
}

export async function readRulesManifest(cacheDir: string): Promise<RulesManifest | null> {
  try {
    const raw = JSON.parse(await readFile(path.join(cacheDir, MANIFEST_FILE), 'utf8')) as unknown;
    const parsed = rulesManifestSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
