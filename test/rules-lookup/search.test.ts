import { describe, expect, it } from 'vitest';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { buildRulesIndex, MAX_CHOICE_LENGTH, MAX_CHOICES, truncate } from '../../src/rules/search.js';
import { expandPhrases, processQueryTerm, stem } from '../../src/rules/text-analysis.js';
import { FIXTURE_RULES } from './helpers.js';

const index = buildRulesIndex(await loadRulesCorpus(FIXTURE_RULES));
const topIds = (query: string, n = 3): string[] => index.search(query, n).map((h) => h.section.id);

describe('rules search', () => {
  it('finds a keyword entry from a player question', () => {
    expect(topIds('what does brace do')[0]).toBe('keywords-and-abilities/brace-n');
    expect(topIds('how does lantern work')[0]).toBe('keywords-and-abilities/lantern');
  });

  it('matches inflected words through stemming', () => {
    // One answer per page: the heading holding rule 3 stands for it.
    expect(topIds('tipped sentries standing up')[0]).toMatch(/^basics-turn-flow\/phase-order/);
  });

  it('tolerates typos', () => {
    expect(topIds('skyword')[0]).toBe('keywords-and-abilities/skyward');
  });

  it('understands words from other card games through synonyms', () => {
    expect(processQueryTerm('tapped')).toEqual(['tap', 'rest']);
    expect(topIds('exhausted')[0]).toBe('game-terms/exhaust');
    expect(expandPhrases('can I attack on my first turn')).toContain('turn one');
  });

  it('drops stopwords and returns nothing for a question made only of them', () => {
    expect(processQueryTerm('what')).toBeNull();
    expect(index.search('what is the', 5)).toEqual([]);
    expect(index.search('   ', 5)).toEqual([]);
  });

  it('stems lightly and consistently', () => {
    expect(stem('sentries')).toBe('sentry');
    expect(stem('attacking')).toBe('attack');
    expect(stem('dies')).toBe('die');
    expect(stem('class')).toBe('class');
    // A verb meets its -ing and -ed forms.
    expect(stem('naming')).toBe(stem('name'));
    expect(stem('timing')).toBe(stem('time'));
    expect(stem('based')).toBe(stem('base'));
  });

  it('respects the limit', () => {
    expect(index.search('sentry', 2)).toHaveLength(2);
  });
});

describe('autocomplete', () => {
  it('completes the word being typed', () => {
    const choices = index.autocomplete('skyw');
    expect(choices[0]?.value).toBe('keywords-and-abilities/skyward');
  });

  it('offers pages for an empty query', () => {
    const choices = index.autocomplete('');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => index.getSection(c.value)?.kind === 'page')).toBe(true);
  });

  it('stays within Discord limits: at most 25 choices, names and values at most 100 chars', () => {
    for (const query of ['s', 'sentry', 'a', 'the turn', 'x'.repeat(500), 'phase order 3']) {
      const choices = index.autocomplete(query);
      expect(choices.length).toBeLessThanOrEqual(MAX_CHOICES);
      for (const choice of choices) {
        expect(choice.name.length).toBeGreaterThan(0);
        expect(choice.name.length).toBeLessThanOrEqual(MAX_CHOICE_LENGTH);
        expect(choice.value.length).toBeLessThanOrEqual(MAX_CHOICE_LENGTH);
        expect(index.getSection(choice.value)).toBeDefined();
      }
    }
  });

  it('labels a rule with its heading, number and text', () => {
    const choice = index.autocomplete('granary').find((c) => c.value === 'basics-turn-flow/phase-order:2');
    expect(choice?.name).toMatch(/^Turn Flow › Phase Order 2: The active player may skip/);
  });

  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});

describe('lookups', () => {
  it('gets a section by id and resolves citations', () => {
    expect(index.getSection('game-terms/exhaust')?.heading).toBe('Exhaust');
    expect(index.getSection('nope')).toBeUndefined();
    expect(index.resolve('glossary/game-terms.md#lineage-term')?.id).toBe('game-terms/lineage-term');
    expect(index.resolve('keywords-and-abilities/lantern')?.id).toBe('keywords-and-abilities/lantern');
  });

  it('lists glossary keywords and game terms, sorted', () => {
    const keywords = index.keywords();
    expect(keywords.map((k) => `${k.kind}:${k.name}`)).toEqual([
      'keyword:Brace N',
      "term:Crowd's Cheer",
      'term:Departs',
      'term:Exhaust',
      'term:Fallen/Falls',
      'keyword:Lantern',
      'term:Lineage (term)',
      'keyword:Skyward',
    ]);
  });

  it('finds a keyword by the name players use', () => {
    expect(index.findKeyword('brace')?.id).toBe('keywords-and-abilities/brace-n');
    expect(index.findKeyword('Falls')?.id).toBe('game-terms/fallen');
    expect(index.findKeyword('lineage')?.id).toBe('game-terms/lineage-term');
    expect(index.findKeyword('skywrd')?.id).toBe('keywords-and-abilities/skyward');
    expect(index.findKeyword('')).toBeUndefined();
  });

  it('offers keyword choices by prefix first', () => {
    const choices = index.keywordChoices('l');
    expect(choices.map((c) => c.value).slice(0, 2)).toEqual(['keywords-and-abilities/lantern', 'game-terms/lineage-term']);
    expect(choices[0]?.name).toBe('Lantern (keyword)');
    expect(index.keywordChoices('').length).toBe(8);
  });
});
