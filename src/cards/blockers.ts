import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the cards left unscripted are listed, each with the mechanic the engine lacks: src/cards/blockers/<area>.json. */
export const BLOCKERS_DIR = fileURLToPath(new URL('./blockers/', import.meta.url));

const BlockerFile = z.record(z.string().regex(/^[a-z0-9-]+$/), z.string().regex(/^[a-z0-9-]+:\s*\S/, 'write "mechanic-name: reason"'));

/** Every recorded blocker, by slug ("mechanic: reason"); a slug recorded twice is an error. */
export function loadBlockers(dir = BLOCKERS_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const entries = BlockerFile.parse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    for (const [slug, reason] of Object.entries(entries)) {
      if (slug in out) throw new Error(`${slug} has a blocker in two files (again in ${name})`);
      out[slug] = reason;
    }
  }
  return out;
}
