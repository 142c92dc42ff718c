import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURE_RULES = fileURLToPath(new URL('./fixtures/mini-rules', import.meta.url));
/** The reference copy of the real rules, present only on machines that have ../shared. */
export const SHARED_RULES = fileURLToPath(new URL('../../../shared/data/rules', import.meta.url));
export const hasSharedRules = existsSync(`${SHARED_RULES}/SUMMARY.md`);
