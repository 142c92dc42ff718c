// Every keyword of the glossary has at least one test that cites it by anchor
// (glossary/keywords-and-abilities.md). Reads the shared rules, so it runs where ../shared exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explicitAnchor, slugifyHeading } from '../../src/rules/markdown.js';

const glossary = fileURLToPath(new URL('../../../shared/data/rules/glossary/keywords-and-abilities.md', import.meta.url));
const testRoot = fileURLToPath(new URL('..', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

/** The keyword entries: every level-4 heading of the glossary page, with its GitBook anchor. */
function keywordAnchors(markdown: string): { name: string; anchor: string }[] {
  return markdown.split('\n').flatMap((line) => {
    const m = /^####\s+(.*)$/.exec(line);
    if (!m) return [];
    const name = m[1]!.replace(/<a [^>]*><\/a>/, '').trim();
    return [{ name, anchor: explicitAnchor(m[1]!) ?? slugifyHeading(m[1]!) }];
  });
}

describe.skipIf(!existsSync(glossary))('keyword coverage', () => {
  it('the glossary lists 64 keywords', () => {
    expect(keywordAnchors(readFileSync(glossary, 'utf8'))).toHaveLength(64);
  });

  it('every keyword of glossary/keywords-and-abilities.md has a test citing its anchor', () => {
    const citing = testFiles(testRoot)
      .filter((f) => !f.endsWith('keyword-coverage/keywords.test.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .filter((text) => text.includes('keywords-and-abilities.md'));
    const missing = keywordAnchors(readFileSync(glossary, 'utf8')).filter(({ anchor }) => {
      const cite = new RegExp(`(keywords-and-abilities\\.md#|\\(#|[\\s,(]#)${anchor}(?![a-z0-9-])`);
      return !citing.some((text) => cite.test(text));
    });
    expect(missing.map((k) => `${k.name} (#${k.anchor})`)).toEqual([]);
  });
});
