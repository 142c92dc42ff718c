import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardsCachePath, loadCatalog } from '../../src/cards/catalog.js';
import { runCardSyncCli } from '../../src/cards/sync-cli.js';
import {
  CardSyncError,
  dataDirFromEnv,
  importCardsFromFile,
  parseCards,
  SYNC_USER_AGENT,
  syncFromIndex,
  writeCardCache,
} from '../../src/cards/sync.js';
import type { FetchLike } from '../../src/cards/sync.js';
import { fixtureCards, fixtureCardsJson } from './fixture-cards.js';
import { hasSharedCards, SHARED_CARDS_FILE, sharedCardsRaw } from './shared-data.js';

function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'archivist-sync-'));
}

/** A fake Index serving the given pages; records every request. */
function fakeIndex(pages: unknown[][], options: { failures?: Map<number, number> } = {}) {
  const requests: { url: string; userAgent: string | undefined }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const failures = options.failures ?? new Map<number, number>();
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, userAgent: init?.headers?.['User-Agent'] });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    const page = Number(new URL(url).searchParams.get('page'));
    const left = failures.get(page) ?? 0;
    if (left > 0) {
      failures.set(page, left - 1);
      throw new TypeError('fetch failed');
    }
    const data = pages[page - 1];
    if (!data) return { ok: false, status: 404, json: async () => ({}) };
    return {
      ok: true,
      status: 200,
      json: async () => ({ data, page, total_pages: pages.length, total_cards: pages.flat().length, page_size: 10 }),
    };
  };
  return { fetch, requests, maxInFlight: () => maxInFlight };
}

const fast = { delayMs: 0, retryDelayMs: 0 };

describe('syncFromIndex', () => {
  it('downloads every page in order, one at a time, and de-duplicates by uuid', async () => {
    const cards = fixtureCardsJson();
    const pages = [cards.slice(0, 10), [...cards.slice(10, 20), cards[0]], cards.slice(20)];
    const index = fakeIndex(pages);
    const dataDir = await tempDir();
    const result = await syncFromIndex({ dataDir, fetch: index.fetch, ...fast });
    expect(result).toMatchObject({ cards: cards.length, pages: 3, rejected: 0 });
    expect(index.requests.map((request) => request.url)).toEqual([1, 2, 3].map((page) => `https://api.gatcg.com/cards/search?page=${page}`));
    expect(index.requests.every((request) => request.userAgent === SYNC_USER_AGENT)).toBe(true);
    expect(SYNC_USER_AGENT).toMatch(/Archivist/);
    expect(index.maxInFlight()).toBe(1);
    const catalog = await loadCatalog(dataDir);
    expect(catalog.size).toBe(cards.length);
    expect(await readdir(path.dirname(cardsCachePath(dataDir)))).toEqual(['index-cards.json']);
  });

  it('retries a failed page once', async () => {
    const index = fakeIndex([fixtureCardsJson()], { failures: new Map([[1, 1]]) });
    const result = await syncFromIndex({ dataDir: await tempDir(), fetch: index.fetch, ...fast });
    expect(result.cards).toBe(fixtureCards().length);
    expect(index.requests).toHaveLength(2);
  });

  it('keeps the last cache and says so when the network fails twice', async () => {
    const dataDir = await tempDir();
    await writeCardCache(dataDir, fixtureCards().slice(0, 3));
    const before = await readFile(cardsCachePath(dataDir), 'utf8');
    const index = fakeIndex([fixtureCardsJson(), fixtureCardsJson()], { failures: new Map([[2, 2]]) });
    const error = await syncFromIndex({ dataDir, fetch: index.fetch, ...fast }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CardSyncError);
    expect((error as Error).message).toMatch(/page=2/);
    expect((error as Error).message).toMatch(/last cache \(3 cards\).*kept/);
    expect(await readFile(cardsCachePath(dataDir), 'utf8')).toBe(before);
  });

  it('says there is no cache when the first sync cannot reach the Index', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.gatcg.com') });
    };
    await expect(syncFromIndex({ dataDir: await tempDir(), fetch, ...fast })).rejects.toThrow(/ENOTFOUND.*no earlier cache/);
  });

  it('refuses a page in an unexpected shape', async () => {
    const fetch: FetchLike = async () => ({ ok: true, status: 200, json: async () => ({ cards: [] }) });
    await expect(syncFromIndex({ dataDir: await tempDir(), fetch, ...fast })).rejects.toThrow(/unexpected shape/);
  });

  it('drops and counts cards that do not match the schema', async () => {
    const cards = fixtureCardsJson();
    const index = fakeIndex([[...cards, { uuid: 'broken', name: 'Broken' }]]);
    const result = await syncFromIndex({ dataDir: await tempDir(), fetch: index.fetch, ...fast });
    expect(result).toMatchObject({ cards: cards.length, rejected: 1 });
  });
});

describe('parseCards', () => {
  it('keeps the first card of each uuid', () => {
    const [first] = fixtureCardsJson() as Record<string, unknown>[];
    const { cards } = parseCards([first, { ...first, name: 'Second Copy' }]);
    expect(cards.map((card) => card.name)).toEqual([first!['name']]);
  });
});

describe('importCardsFromFile and the CLI', () => {
  it('imports a saved JSON array with --from', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'saved.json');
    await writeFile(file, JSON.stringify(fixtureCardsJson()));
    const printed: string[] = [];
    const code = await runCardSyncCli(['--from', file], { env: { ARCHIVIST_DATA_DIR: dataDir }, print: (line) => printed.push(line), logger: silentLogger() });
    expect(code).toBe(0);
    expect(printed.join('\n')).toContain(`Saved ${fixtureCards().length} cards`);
    expect((await loadCatalog(dataDir)).byName('Fireball')).toBeDefined();
  });

  it('imports a saved search page too', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'page.json');
    await writeFile(file, JSON.stringify({ data: fixtureCardsJson(), page: 1, total_pages: 1 }));
    expect((await importCardsFromFile(file, dataDir)).cards).toBe(fixtureCards().length);
  });

  it('fails clearly on a file that is not a card list', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'other.json');
    await writeFile(file, JSON.stringify({ hello: 'world' }));
    const printed: string[] = [];
    const code = await runCardSyncCli(['--from', file, '--data-dir', dataDir], { print: (line) => printed.push(line), logger: silentLogger() });
    expect(code).toBe(1);
    expect(printed.join('\n')).toMatch(/Card sync failed/);
  });

  it('exits 1 with a clear message when the Index cannot be reached', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const printed: string[] = [];
    const code = await runCardSyncCli([], {
      env: { ARCHIVIST_DATA_DIR: await tempDir() },
      fetch,
      delayMs: 0,
      retryDelayMs: 0,
      print: (line) => printed.push(line),
      logger: silentLogger(),
    });
    expect(code).toBe(1);
    expect(printed.join('\n')).toMatch(/Could not reach the Index API/);
  });

  it('rejects unknown options', async () => {
    const printed: string[] = [];
    expect(await runCardSyncCli(['--frm', 'x'], { print: (line) => printed.push(line), logger: silentLogger() })).toBe(2);
    expect(printed.join('\n')).toMatch(/usage/);
  });

  it('defaults the data directory to ./data', () => {
    expect(dataDirFromEnv({})).toBe('./data');
    expect(dataDirFromEnv({ ARCHIVIST_DATA_DIR: '/srv/archivist' })).toBe('/srv/archivist');
  });

  it.skipIf(!hasSharedCards)('imports the whole shared Index snapshot with --from', async () => {
    const dataDir = await tempDir();
    const code = await runCardSyncCli(['--from', SHARED_CARDS_FILE], { env: { ARCHIVIST_DATA_DIR: dataDir }, print: () => {}, logger: silentLogger() });
    expect(code).toBe(0);
    const catalog = await loadCatalog(dataDir);
    const uuids = new Set(sharedCardsRaw().map((card) => (card as { uuid: string }).uuid));
    expect(catalog.size).toBe(uuids.size);
  });
});

function silentLogger() {
  // A pino-compatible logger that drops everything, so test output stays readable.
  const noop = () => {};
  const logger = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => logger, level: 'silent' };
  return logger as unknown as import('pino').Logger;
}
