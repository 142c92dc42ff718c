import { describe, expect, it } from 'vitest';
import { parseCardLine, sectionFromLabel } from '../../src/decks/formats/text-lines.js';
import { detectAndParse } from '../../src/decks/parse.js';
import { resolveDeck } from '../../src/decks/resolve.js';
import type { ParsedDeckList, ResolvedDeck } from '../../src/decks/types.js';
import { CGS_TEXT, fixtureCatalog, MAIN_NAMES, MATERIAL_NAMES, OMNIDECK_TEXT, OMNIDEX_JSON, PLAIN_TEXT, silvieJson } from './sample-decks.js';

const { catalog, search } = fixtureCatalog();

function parse(input: string): ParsedDeckList {
  const result = detectAndParse(input);
  if (!result.ok) throw new Error(`unexpected: ${result.error.message}`);
  return result.deck;
}

function resolve(list: ParsedDeckList): ResolvedDeck {
  const result = resolveDeck(list, catalog, search);
  if (!result.ok) throw new Error(`unresolved: ${result.unresolved.map((item) => item.query).join(', ')}`);
  return result.deck;
}

function summary(deck: ResolvedDeck) {
  const section = (cards: ResolvedDeck['main']) => cards.map(({ card, quantity }) => `${quantity} ${card.name}`).sort();
  return { material: section(deck.material), main: section(deck.main), sideboard: section(deck.sideboard) };
}

const expected = {
  material: MATERIAL_NAMES.map((name) => `1 ${name}`).sort(),
  main: MAIN_NAMES.map((name) => `4 ${name}`).sort(),
  sideboard: ['1 Spirit of Water', '2 Bolt of Diamonds'],
};

describe('deck list formats', () => {
  it('reads Omnideck text', () => {
    const list = parse(OMNIDECK_TEXT);
    expect(list.format).toBe('omnideck');
    expect(list.entries[0]).toEqual({ section: 'material', ref: { name: 'Spirit of Fire' }, quantity: 1, line: 2 });
    expect(summary(resolve(list))).toEqual(expected);
  });

  it('reads Card Game Simulator text with CRLF line ends', () => {
    const list = parse(CGS_TEXT);
    expect(list.format).toBe('cgs');
    expect(summary(resolve(list))).toEqual(expected);
  });

  it('reads plain lines and sends champions and regalia to the material deck', () => {
    const list = parse(PLAIN_TEXT);
    expect(list.format).toBe('plain');
    expect(list.entries.every((entry) => entry.section === 'unsorted')).toBe(true);
    expect(summary(resolve(list))).toEqual({ ...expected, sideboard: [] });
  });

  it('reads the Omnidex JSON, with cards as names or objects', () => {
    const list = parse(OMNIDEX_JSON);
    expect(list.format).toBe('omnidex-json');
    expect(list.entries[0]?.ref).toEqual({ slug: 'spirit-of-fire' });
    expect(summary(resolve(list))).toEqual(expected);
  });

  it('reads flattened Omnidex entries and string quantities', () => {
    const list = parse(JSON.stringify({ main: [{ name: 'Fireball', quantity: '3' }, 'Blazing Throw'], material: [{ uuid: 'LMyKyVC2O9', count: 1 }] }));
    expect(summary(resolve(list))).toEqual({ material: ['1 Spirit of Fire'], main: ['1 Blazing Throw', '3 Fireball'], sideboard: [] });
  });

  it('reads the silvie.org export, by card or printing uuid', () => {
    const list = parse(silvieJson(catalog));
    expect(list.format).toBe('silvie-json');
    expect(summary(resolve(list))).toEqual(expected);
    const byPrinting = parse(JSON.stringify({ cards: { main: [{ uuid: 'jFUcHe4DNg', quantity: 2 }] } }));
    expect(summary(resolve(byPrinting)).main).toEqual(['2 Fireball']);
  });

  it('accepts the usual quantity spellings, comments, titles and labels', () => {
    expect(parseCardLine('3x Fireball')).toEqual({ quantity: 3, name: 'Fireball' });
    expect(parseCardLine('3 x Fireball')).toEqual({ quantity: 3, name: 'Fireball' });
    expect(parseCardLine('3 Fireball')).toEqual({ quantity: 3, name: 'Fireball' });
    expect(parseCardLine('Fireball x3')).toEqual({ quantity: 3, name: 'Fireball' });
    expect(parseCardLine('Fireball')).toBeUndefined();
    expect(sectionFromLabel('Main Deck (60)')).toBe('main');
    expect(sectionFromLabel('Sideboard:')).toBe('sideboard');
    expect(sectionFromLabel('Maybeboard')).toBeUndefined();
    const list = parse(['# My fire deck', '// a comment', 'Material:', '1 Spirit of Fire', 'Main:', '2x Fireball', 'Fireball x2'].join('\n'));
    expect(summary(resolve(list))).toEqual({ material: ['1 Spirit of Fire'], main: ['4 Fireball'], sideboard: [] });
  });
});
