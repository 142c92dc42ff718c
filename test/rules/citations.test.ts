import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/engine/index.js';
import { explicitAnchor, slugifyHeading } from '../../src/rules/markdown.js';

const rulesRoot = fileURLToPath(new URL('../../../shared/data/rules/', import.meta.url));

/** GitBook's anchors (the same slugging the /rule command links with): explicit ids, or the heading slugified. */
function anchorsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const line of markdown.split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const explicit = explicitAnchor(m[1]!);
    if (explicit) out.add(explicit);
    out.add(slugifyHeading(m[1]!));
  }
  return out;
}

describe.skipIf(!existsSync(rulesRoot))('rule citations', () => {
  it('every page and anchor the engine cites exists in the Comprehensive Rules', () => {
    const missing: string[] = [];
    for (const ref of Object.values(RULES)) {
      const [path, anchor] = ref.split('#') as [string, string];
      const file = rulesRoot + path;
      if (!existsSync(file)) {
        missing.push(`${ref} (no page)`);
        continue;
      }
      if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) missing.push(`${ref} (no anchor)`);
    }
    expect(missing).toEqual([]);
  });
});
