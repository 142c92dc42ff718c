import { describe, expect, it } from 'vitest';
import { citation, deepLink, pageUrl, parseCitation, sectionCitation, sectionLink } from '../../src/rules/citation.js';

describe('citations', () => {
  it('links a page without its .md extension', () => {
    expect(pageUrl('glossary/game-terms.md')).toBe('https://rules.gatcg.com/glossary/game-terms');
    expect(deepLink('glossary/game-terms.md', 'exhaust')).toBe('https://rules.gatcg.com/glossary/game-terms#exhaust');
  });

  it('links a README.md at its folder, the root one at the site root', () => {
    expect(pageUrl('basics/README.md')).toBe('https://rules.gatcg.com/basics');
    expect(pageUrl('README.md')).toBe('https://rules.gatcg.com/');
  });

  it('omits an empty anchor', () => {
    expect(deepLink('a/b.md', '')).toBe('https://rules.gatcg.com/a/b');
    expect(citation('a/b.md', '')).toBe('a/b.md');
  });

  it('cites as path.md#anchor, the format the engine uses', () => {
    const section = { page: 'glossary/keywords-and-abilities.md', anchor: 'brace-n' };
    expect(sectionCitation(section)).toBe('glossary/keywords-and-abilities.md#brace-n');
    expect(sectionLink(section)).toBe('https://rules.gatcg.com/glossary/keywords-and-abilities#brace-n');
    expect(parseCitation('glossary/keywords-and-abilities.md#brace-n')).toEqual(section);
    expect(parseCitation('not a citation')).toBeNull();
    expect(parseCitation('a.md#Bad Anchor')).toBeNull();
  });
});
