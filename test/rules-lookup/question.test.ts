import { describe, expect, it } from 'vitest';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { analyzeQuestion, containsPhrase } from '../../src/rules/question.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import { expandPhrases, processQueryTerm } from '../../src/rules/text-analysis.js';
import { FIXTURE_RULES } from './helpers.js';

const index = buildRulesIndex(await loadRulesCorpus(FIXTURE_RULES));

describe('what a question asks', () => {
  it('tells a definition from a timing, a permission, a count and a consequence', () => {
    expect(analyzeQuestion('what does lantern do').intent).toBe('define');
    expect(analyzeQuestion('whats brace mean').intent).toBe('define');
    expect(analyzeQuestion('when do sentries stand up').intent).toBe('when');
    expect(analyzeQuestion('can i send out two sentries').intent).toBe('can');
    expect(analyzeQuestion('how many sentries per turn').intent).toBe('how-many');
    expect(analyzeQuestion('what happens if the granary is empty').intent).toBe('what-happens');
    expect(analyzeQuestion('how does skyward work').intent).toBe('how');
    expect(analyzeQuestion('where does a fallen sentry go').intent).toBe('where');
  });

  it('keeps the topic words apart from the question words', () => {
    expect(analyzeQuestion('what does lantern do').focus).toEqual(['lantern']);
    expect(analyzeQuestion('how does skyward work exactly').focus).toEqual(['skyward']);
  });

  it('finds a phrase only as a contiguous run of words', () => {
    expect(containsPhrase(['on', 'enter', 'trigger'], ['on', 'enter'])).toBe(true);
    expect(containsPhrase(['enter', 'on', 'trigger'], ['on', 'enter'])).toBe(false);
    expect(containsPhrase(['on'], ['on', 'enter'])).toBe(false);
    expect(containsPhrase(['on'], [])).toBe(false);
  });

  it('reads the short forms players type', () => {
    expect(processQueryTerm('champ')).toContain('champion');
    expect(processQueryTerm('opps')).toContain('opponent');
    expect(expandPhrases('what is lki')).toContain('last known information');
    expect(expandPhrases('my lv 2+ card')).toContain('level restriction');
    expect(expandPhrases('one card says can, the other says cant')).toContain('permission');
    expect(expandPhrases('does card text beat the rules')).toContain('default case');
    expect(expandPhrases('all its targets are gone')).toContain('fizzle');
    expect(expandPhrases('can i attack')).not.toContain('permission');
  });
});

describe('ranking answers', () => {
  it('gives one answer per rules page, the glossary entries each counting as their own', () => {
    const hits = index.search('sentry phase skyward', 10);
    const keys = hits.map((h) => (h.section.page.startsWith('glossary/') ? `${h.section.page}#${h.section.anchor}` : h.section.page));
    expect(new Set(keys).size).toBe(keys.length);
    expect(hits.length).toBeGreaterThan(1);
  });

  it('answers "what is X" with the glossary entry named X', () => {
    expect(index.search('what is skyward', 1)[0]?.section.id).toBe('keywords-and-abilities/skyward');
    expect(index.search('what does exhaust mean', 1)[0]?.section.id).toBe('game-terms/exhaust');
  });
});
