import { describe, expect, it } from 'vitest';
import { detectAndParse } from '../../src/decks/parse.js';
import { resolveCardRef, resolveDeck } from '../../src/decks/resolve.js';
import { fixtureCatalog } from './sample-decks.js';

const { catalog, search } = fixtureCatalog();

function resolveText(text: string) {
  const parsed = detectAndParse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return resolveDeck(parsed.deck, catalog, search);
}

describe('resolveDeck', () => {
  it('matches names whatever their case and punctuation', () => {
    const result = resolveText('# Main Deck\n4 LORRAINE wandering warrior\n2 spirit blade ascension\n1 alchemists kit');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.deck.main.map(({ card }) => card.name)).toEqual(['Lorraine, Wandering Warrior', 'Spirit Blade: Ascension', "Alchemist's Kit"]);
    }
  });

  it('accepts slugs and set markers after the name', () => {
    expect(resolveCardRef(catalog, { name: 'fireball-doa1e' })?.name).toBe('Fireball');
    expect(resolveCardRef(catalog, { name: 'Fireball [DOA]' })?.name).toBe('Fireball');
    expect(resolveCardRef(catalog, { name: 'Fireball (DOA 1st) 134' })?.name).toBe('Fireball');
    expect(resolveCardRef(catalog, { uuid: 'nope', name: 'Fireball' })?.name).toBe('Fireball');
  });

  it('merges repeated lines of one card in a section', () => {
    const result = resolveText('# Main Deck\n2 Fireball\n1 fireball\n# Sideboard\n1 Fireball');
    expect(result.ok && result.deck.main).toEqual([{ card: catalog.byName('Fireball'), quantity: 3 }]);
    expect(result.ok && result.deck.sideboard[0]?.quantity).toBe(1);
  });

  it('imports nothing when a name is unknown, and suggests the three closest cards', () => {
    const result = resolveText('# Main Deck\n4 Fireball\n4 Fireboll\n# Material Deck\n1 Lorraine Wandring Warior');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.unresolved).toHaveLength(2);
      expect(result.unresolved[0]).toMatchObject({ query: 'Fireboll', line: 3, section: 'main' });
      expect(result.unresolved[0]?.suggestions).toHaveLength(3);
      expect(result.unresolved[0]?.suggestions[0]).toBe('Fireball');
      expect(result.unresolved[1]?.suggestions[0]).toBe('Lorraine, Wandering Warrior');
    }
  });

  it('suggests names for the first ten unknown cards only', () => {
    const result = resolveText(Array.from({ length: 30 }, (_, index) => `1 Unknown Card ${index}`).join('\n'));
    expect(!result.ok && result.unresolved.length).toBe(30);
    expect(!result.ok && result.unresolved.filter((item) => item.suggestions.length === 3).length).toBe(10);
  });

  it('reports an unknown uuid from a JSON export by its uuid', () => {
    const result = resolveText(JSON.stringify({ cards: { main: [{ uuid: 'zzzzzzzzzz', quantity: 1 }] } }));
    expect(!result.ok && result.unresolved[0]?.query).toBe('zzzzzzzzzz');
  });
});
