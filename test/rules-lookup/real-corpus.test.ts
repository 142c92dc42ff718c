import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import type { RulesIndex } from '../../src/rules/search.js';
import type { RulesCorpus } from '../../src/rules/types.js';
import { hasSharedRules, SHARED_RULES } from './helpers.js';
import { PLAYER_QUESTIONS } from './player-questions.js';
import { PAGE_TOPICS } from '../../src/rules/page-topics.js';

describe.skipIf(!hasSharedRules)('the real Comprehensive Rules (../shared)', () => {
  let corpus: RulesCorpus;
  let index: RulesIndex;
  // Loaded when the suite runs: a skipped suite's body still runs at collection.
  let ready: Promise<void>;
  beforeAll(() => {
    ready = (async () => {
      corpus = await loadRulesCorpus(SHARED_RULES);
      index = buildRulesIndex(corpus);
    })();
    return ready;
  });

  it('indexes every page of the table of contents', async () => {
    await ready;
    expect(corpus.pages.length).toBeGreaterThan(100);
    expect(corpus.version).toMatch(/^20\d\d-\d\d-\d\d$/);
    const pagesWithSections = new Set(index.sections.map((s) => s.page));
    for (const page of corpus.pages) {
      if (page.path === 'README.md' || page.path === 'table-of-contents.md') continue;
      expect(pagesWithSections.has(page.path), page.path).toBe(true);
    }
    expect(index.sections.filter((s) => s.kind === 'rule').length).toBeGreaterThan(1000);
  });

  it('names real pages in the player-words table of the search (a renamed page would lose its words silently)', async () => {
    await ready;
    const pages = new Set(corpus.pages.map((page) => page.path));
    for (const page of Object.keys(PAGE_TOPICS)) expect(pages.has(page), page).toBe(true);
    // Every page with rules of its own has player words, the glossary and the folders' index pages aside.
    const withRules = new Set(index.sections.filter((s) => s.kind === 'rule').map((s) => s.page));
    const missing = [...withRules].filter((page) => !(page in PAGE_TOPICS) && !page.startsWith('glossary/') && !page.endsWith('README.md'));
    expect(missing).toEqual([]);
  });

  it('generates the anchors the rules themselves link to', async () => {
    await ready;
    const anchors = new Set(index.sections.map((s) => `${s.page}#${s.anchor}`));
    let total = 0;
    let found = 0;
    for (const page of corpus.pages) {
      if (page.path === 'README.md') continue; // the changelog keeps links to headings renamed since
      for (const match of page.markdown.matchAll(/\]\(([^)\s#]*\.md)#([^)\s"]+)/g)) {
        total++;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(page.path), match[1] ?? ''));
        if (anchors.has(`${target}#${match[2]}`)) found++;
      }
    }
    expect(total).toBeGreaterThan(30);
    expect(found / total).toBeGreaterThanOrEqual(0.95);
  });

  it('lists the glossary keywords and game terms for /keyword', async () => {
    await ready;
    const keywords = index.keywords();
    expect(keywords.filter((k) => k.kind === 'keyword').length).toBeGreaterThanOrEqual(60);
    expect(keywords.filter((k) => k.kind === 'term').length).toBeGreaterThanOrEqual(60);
    expect(index.findKeyword('taunt')?.anchor).toBe('taunt');
    expect(index.findKeyword('floating memory')?.anchor).toBe('floating-memory');
    expect(index.findKeyword('agility')?.anchor).toBe('agility-n');
  });

  it.each(PLAYER_QUESTIONS.map((q) => [q.question, q.pages] as const))('answers “%s” within the top 3', async (question, pages) => {
    await ready;
    const top = index.search(question, 3).map((hit) => hit.section.page);
    expect(top.some((page) => pages.includes(page)), `top 3 were: ${top.join(', ')}`).toBe(true);
  });

  it('keeps at least 30 player questions', () => {
    expect(PLAYER_QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });
});
