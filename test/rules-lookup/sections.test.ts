import { describe, expect, it } from 'vitest';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { explicitAnchor, slugifyHeading, toDisplayMarkdown } from '../../src/rules/markdown.js';
import {
  buildSections,
  compactId,
  extractRulesVersion,
  MAX_SECTION_ID_LENGTH,
  pageKey,
  shortTitle,
  splitPage,
} from '../../src/rules/sections.js';
import { parseSummary } from '../../src/rules/toc.js';
import type { RulesSection } from '../../src/rules/types.js';
import { FIXTURE_RULES } from './helpers.js';

const corpus = await loadRulesCorpus(FIXTURE_RULES);
const sections = buildSections(corpus);
const byId = new Map(sections.map((s) => [s.id, s]));
const get = (id: string): RulesSection => {
  const section = byId.get(id);
  if (!section) throw new Error(`missing section ${id}; have ${[...byId.keys()].join(', ')}`);
  return section;
};

describe('table of contents', () => {
  it('lists local pages with their parents and skips external links', () => {
    const toc = parseSummary(`* [A](a.md)\n  * [A - B](a/b.md)\n    * [B - C](a/b/c.md)\n* [Out](https://x.invalid/y)\n* [Up](../etc/passwd.md)\n`);
    expect(toc).toEqual([
      { path: 'a.md', title: 'A', parents: [] },
      { path: 'a/b.md', title: 'A - B', parents: ['A'] },
      { path: 'a/b/c.md', title: 'B - C', parents: ['A', 'A - B'] },
    ]);
  });

  it('loads every listed page of the fixture corpus in order', () => {
    expect(corpus.pages.map((p) => p.path)).toEqual([
      'README.md',
      'table-of-contents.md',
      'basics/README.md',
      'basics/basics-turn-flow.md',
      'basics/basics-winning-and-losing.md',
      'glossary/README.md',
      'glossary/keywords-and-abilities.md',
      'glossary/game-terms.md',
    ]);
  });
});

describe('rules version', () => {
  it('is the newest changelog date, wherever it appears', () => {
    expect(corpus.version).toBe('2031-03-03');
    expect(extractRulesVersion('May 2nd, 2024\nand June 30th 2023')).toBe('2024-05-02');
    expect(extractRulesVersion('no dates here')).toBeNull();
  });
});

describe('anchors', () => {
  it('slugifies headings the way GitBook links to them', () => {
    expect(slugifyHeading('General Rules:')).toBe('general-rules');
    expect(slugifyHeading('Lineage (term)')).toBe('lineage-term');
    expect(slugifyHeading('Fast vs Slow&#x20;')).toBe('fast-vs-slow');
    expect(slugifyHeading('Memory N+')).toBe('memory-n');
    expect(slugifyHeading('Die Results / D Effects')).toBe('die-results-d-effects');
    expect(slugifyHeading("Crowd's Cheer")).toBe('crowds-cheer');
  });

  it('prefers an explicit id written into the heading', () => {
    expect(explicitAnchor('Tempo and Timing <a href="#tempo" id="tempo"></a>')).toBe('tempo');
    expect(explicitAnchor('Plain heading')).toBeNull();
    expect(get('basics-turn-flow/tempo').anchor).toBe('tempo');
    expect(get('basics-turn-flow/tempo').heading).toBe('Tempo and Timing');
  });

  it('gives a reused explicit id only to its first heading', () => {
    expect(get('game-terms/fallen').heading).toBe('Fallen/Falls');
    expect(get('game-terms/departs').anchor).toBe('departs');
  });

  it('uses heading slugs for ordinary headings, with entities and trailing colons removed', () => {
    expect(get('basics-turn-flow/phase-order').anchor).toBe('phase-order');
    expect(get('basics-turn-flow/fast-vs-steady').anchor).toBe('fast-vs-steady');
    expect(get('game-terms/lineage-term').anchor).toBe('lineage-term');
    expect(get('game-terms/crowds-cheer').anchor).toBe('crowds-cheer');
  });
});

describe('sections', () => {
  it('makes a page section with the front-matter description and intro', () => {
    const page = get('basics-turn-flow');
    expect(page.kind).toBe('page');
    expect(page.anchor).toBe('');
    expect(page.breadcrumb).toEqual(['Basics', 'Turn Flow']);
    expect(page.text).toContain('How a pretend turn moves');
    expect(page.text).toContain('walks through the phases');
  });

  it('numbers nested rules from the list structure', () => {
    const rule = get('basics-turn-flow/phase-order:3.2.1');
    expect(rule.kind).toBe('subrule');
    expect(rule.number).toBe('3.2.1');
    expect(rule.text).toBe('A tipped sentry stands back up during the next Stretch phase.');
    expect(rule.parentId).toBe('basics-turn-flow/phase-order:3.2');
    expect(rule.breadcrumb).toEqual(['Basics', 'Turn Flow', 'Phase Order', '3.2.1']);
    const parent = get('basics-turn-flow/phase-order:3');
    expect(parent.kind).toBe('rule');
    expect(parent.subRules.map((r) => r.number)).toEqual(['3.1', '3.2']);
    expect(parent.subRules[1]?.subRules.map((r) => r.number)).toEqual(['3.2.1', '3.2.2']);
  });

  it('keeps numbering across a hint block and attaches the hint to the rule above it', () => {
    const heading = get('basics-turn-flow/phase-order');
    expect(heading.subRules.map((r) => r.number)).toEqual(['1', '2', '3', '4', '5']);
    const four = get('basics-turn-flow/phase-order:4');
    expect(four.examples).toHaveLength(1);
    expect(four.examples[0]).toMatch(/^E\.g\., a player holding two sentries/);
    expect(four.examples[0]).not.toContain('<img');
    expect(get('basics-turn-flow/phase-order:5').text).toBe('Cards with Skyward ignore the sentry limit.');
    expect(heading.examples).toHaveLength(1);
  });

  it('treats a bold line as a pseudo-heading that keeps the enclosing anchor', () => {
    const opening = get('basics-turn-flow/opening-turn');
    expect(opening.kind).toBe('heading');
    expect(opening.anchor).toBe('phase-order');
    expect(opening.parentId).toBe('basics-turn-flow/phase-order');
    expect(opening.breadcrumb).toEqual(['Basics', 'Turn Flow', 'Phase Order', 'Opening Turn']);
    expect(opening.subRules.map((r) => r.number)).toEqual(['1', '2']);
    expect(opening.examples).toHaveLength(1);
  });

  it('nests an unindented bullet list under the numbered rule that introduces it', () => {
    const two = get('basics-winning-and-losing:2');
    expect(two.subRules.map((r) => r.text)).toEqual([
      'Their banner runs out of threads',
      'They must take a scroll from an empty archive',
      'They fold',
    ]);
    expect(get('basics-winning-and-losing:3').kind).toBe('rule');
    expect(get('basics-winning-and-losing').subRules.map((r) => r.number)).toEqual(['1', '2', '3']);
  });

  it('numbers bullet lists by position', () => {
    const lantern = get('keywords-and-abilities/lantern');
    expect(lantern.subRules.map((r) => r.number)).toEqual(['1', '2']);
  });

  it('makes relative links absolute deep links', () => {
    const rule = get('basics-turn-flow/phase-order:3.2.2');
    expect(rule.text).toBe('See [Exhaust](https://rules.gatcg.com/glossary/game-terms#exhaust) for what tipping means.');
    expect(toDisplayMarkdown('[x](../a/README.md) [y](/broken/pages/abc) ![i](p.png)', 'b/c.md')).toBe(
      '[x](https://rules.gatcg.com/a) y',
    );
  });

  it('marks glossary headings and leaves navigation pages out', () => {
    expect(get('keywords-and-abilities/brace-n').glossary).toBe('keyword');
    expect(get('game-terms/exhaust').glossary).toBe('term');
    expect(get('basics-turn-flow/tempo').glossary).toBeNull();
    expect(sections.some((s) => s.page === 'README.md' || s.page === 'table-of-contents.md')).toBe(false);
  });

  it('gives every section a unique id short enough for a button custom_id', () => {
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id.length).toBeLessThanOrEqual(MAX_SECTION_ID_LENGTH);
      expect(id).toMatch(/^[a-z0-9][a-z0-9._:/~-]*$/);
    }
  });

  it('is stable: splitting the same page twice gives the same ids', () => {
    const page = corpus.pages.find((p) => p.path === 'basics/basics-turn-flow.md');
    expect(page).toBeDefined();
    if (!page) return;
    expect(splitPage(page).map((s) => s.id)).toEqual(splitPage(page).map((s) => s.id));
  });

  it('compacts over-long ids deterministically', () => {
    const long = `${'a'.repeat(80)}/${'b'.repeat(40)}:1.2`;
    const compact = compactId(long);
    expect(compact.length).toBe(MAX_SECTION_ID_LENGTH);
    expect(compact).toBe(compactId(long));
    expect(compact).not.toBe(compactId(`${long}.3`));
    expect(compactId('short')).toBe('short');
  });

  it('derives page keys and short titles', () => {
    expect(pageKey('a/b/README.md')).toBe('b');
    expect(pageKey('a/b/c-d.md')).toBe('c-d');
    expect(shortTitle('Abilities -  Activated Abilities')).toBe('Activated Abilities');
    expect(shortTitle('Glossary')).toBe('Glossary');
  });
});
