import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractRulesVersion } from './sections.js';
import { parseSummary } from './toc.js';
import type { RulesCorpus, RulesPage } from './types.js';

export const SUMMARY_FILE = 'SUMMARY.md';
export const CHANGELOG_FILE = 'README.md';

/** Where the synced rules live under a data dir. */
export function rulesCacheDir(dataDir: string): string {
  return path.join(dataDir, 'rules');
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env['ARCHIVIST_DATA_DIR']?.trim();
  return path.resolve(value ? value : './data');
}

/** Builds a corpus from SUMMARY.md and a reader for each listed page. */
export async function assembleCorpus(
  summary: string,
  readPage: (pagePath: string) => Promise<string | null>,
): Promise<RulesCorpus> {
  const pages: RulesPage[] = [];
  let version: string | null = null;
  for (const entry of parseSummary(summary)) {
    const markdown = await readPage(entry.path);
    if (markdown === null) continue;
    if (entry.path === CHANGELOG_FILE) version = extractRulesVersion(markdown);
    pages.push({ path: entry.path, title: entry.title, parents: entry.parents, markdown });
  }
  return { pages, version };
}

/** Loads a rules tree (a sync cache or a checkout of the GitBook repository). */
export async function loadRulesCorpus(dir: string): Promise<RulesCorpus> {
  const summary = await readFile(path.join(dir, SUMMARY_FILE), 'utf8');
  return assembleCorpus(summary, async (pagePath) => {
    try {
      return await readFile(path.join(dir, pagePath), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  });
}
