import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The reference Index snapshot beside the project; tests that need it skip when it is absent. */
export const SHARED_CARDS_FILE = path.resolve(repoRoot, '../shared/data/cards/index-cards.json');
export const SHARED_RULES_DIR = path.resolve(repoRoot, '../shared/data/rules');
export const hasSharedCards = existsSync(SHARED_CARDS_FILE);
export const hasSharedRules = existsSync(SHARED_RULES_DIR);

let cached: unknown[] | undefined;

export function sharedCardsRaw(): unknown[] {
  cached ??= JSON.parse(readFileSync(SHARED_CARDS_FILE, 'utf8')) as unknown[];
  return cached;
}
