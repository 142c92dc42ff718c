import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRulesCorpus, rulesCacheDir } from '../../src/rules/corpus.js';
import { openRulesIndex } from '../../src/rules/index.js';
import { readRulesManifest, RULES_RAW_BASE, RulesSyncError, syncRules } from '../../src/rules/sync.js';
import type { FetchLike } from '../../src/rules/sync.js';
import { FIXTURE_RULES, hasSharedRules, SHARED_RULES } from './helpers.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'archivist-rules-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A fetch that serves the fixture tree as if it were raw.githubusercontent.com, recording each call. */
function fixtureFetch(calls: { url: string; headers: Record<string, string> }[], failOn?: string): FetchLike {
  return async (url, init) => {
    calls.push({ url, headers: init.headers });
    const relative = decodeURIComponent(url.slice(RULES_RAW_BASE.length));
    if (failOn && relative === failOn) return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' };
    try {
      const body = await readFile(path.join(FIXTURE_RULES, relative), 'utf8');
      return { ok: true, status: 200, text: async () => body };
    } catch {
      return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' };
    }
  };
}

const offline: FetchLike = async () => {
  throw new TypeError('fetch failed: getaddrinfo ENOTFOUND raw.githubusercontent.com');
};

describe('rules sync', () => {
  it('imports a local copy with --from into <data>/rules, with a manifest', async () => {
    const result = await syncRules({ dataDir, from: FIXTURE_RULES });
    expect(result.dir).toBe(rulesCacheDir(dataDir));
    expect(result.pageCount).toBe(8);
    expect(result.version).toBe('2031-03-03');
    const cached = await loadRulesCorpus(result.dir);
    const original = await loadRulesCorpus(FIXTURE_RULES);
    expect(cached).toEqual(original);
    const manifest = await readRulesManifest(result.dir);
    expect(manifest?.version).toBe('2031-03-03');
    expect(manifest?.pages).toContain('glossary/game-terms.md');
    expect(await readdir(dataDir)).toEqual(['rules']);
  });

  it('downloads SUMMARY.md and every listed page with a descriptive User-Agent', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const result = await syncRules({ dataDir, fetch: fixtureFetch(calls) });
    expect(result.pageCount).toBe(8);
    expect(calls[0]?.url).toBe(`${RULES_RAW_BASE}SUMMARY.md`);
    expect(calls.map((c) => c.url)).toContain(`${RULES_RAW_BASE}glossary/keywords-and-abilities.md`);
    expect(calls.every((c) => /^Archivist-rules-sync\/\S+ \(.+\)$/.test(c.headers['User-Agent'] ?? ''))).toBe(true);
    expect(calls.some((c) => c.url.includes('example.invalid'))).toBe(false);
  });

  it('fails clearly without network and keeps the last cache intact', async () => {
    await syncRules({ dataDir, from: FIXTURE_RULES });
    const cacheDir = rulesCacheDir(dataDir);
    const before = await readFile(path.join(cacheDir, 'manifest.json'), 'utf8');

    const attempt = syncRules({ dataDir, fetch: offline });
    await expect(attempt).rejects.toBeInstanceOf(RulesSyncError);
    await expect(attempt).rejects.toThrow(/Could not reach https:\/\/raw\.githubusercontent\.com\/.*SUMMARY\.md/);

    expect(await readFile(path.join(cacheDir, 'manifest.json'), 'utf8')).toBe(before);
    expect((await loadRulesCorpus(cacheDir)).pages).toHaveLength(8);
    expect(await readdir(dataDir)).toEqual(['rules']);
  });

  it('writes nothing when one page fails to download', async () => {
    await syncRules({ dataDir, from: FIXTURE_RULES });
    const before = await readFile(path.join(rulesCacheDir(dataDir), 'manifest.json'), 'utf8');
    const calls: { url: string; headers: Record<string, string> }[] = [];
    await expect(syncRules({ dataDir, fetch: fixtureFetch(calls, 'glossary/game-terms.md') })).rejects.toThrow(/HTTP 404/);
    expect(await readFile(path.join(rulesCacheDir(dataDir), 'manifest.json'), 'utf8')).toBe(before);
    expect(await readdir(dataDir)).toEqual(['rules']);
  });

  it('fails on a missing local copy without creating a cache', async () => {
    await expect(syncRules({ dataDir, from: path.join(dataDir, 'nowhere') })).rejects.toBeInstanceOf(RulesSyncError);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('never requests paths outside the rules tree listed by a hostile SUMMARY.md', async () => {
    const urls: string[] = [];
    const hostile: FetchLike = async (url) => {
      urls.push(url);
      const body = url.endsWith('SUMMARY.md') ? '* [Ok](ok.md)\n* [Bad](../../secret.md)\n* [Abs](/etc/passwd.md)\n' : '# Ok\n';
      return { ok: true, status: 200, text: async () => body };
    };
    const result = await syncRules({ dataDir, fetch: hostile });
    expect(result.pageCount).toBe(1);
    expect(urls).toEqual([`${RULES_RAW_BASE}SUMMARY.md`, `${RULES_RAW_BASE}ok.md`]);
  });

  it('opens the index from the synced cache, and says how to sync when there is none', async () => {
    await expect(openRulesIndex(dataDir)).rejects.toThrow(/npm run rules:sync/);
    await syncRules({ dataDir, from: FIXTURE_RULES });
    const index = await openRulesIndex(dataDir);
    expect(index.version).toBe('2031-03-03');
    expect(index.getSection('game-terms/exhaust')?.anchor).toBe('exhaust');
  });

  it.skipIf(!hasSharedRules)('imports the reference copy of the real rules', async () => {
    const result = await syncRules({ dataDir, from: SHARED_RULES });
    expect(result.pageCount).toBeGreaterThan(100);
    expect(result.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
