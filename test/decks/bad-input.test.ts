import { describe, expect, it } from 'vitest';
import { MAX_DECK_INPUT_BYTES } from '../../src/decks/input-limits.js';
import { detectAndParse } from '../../src/decks/parse.js';
import type { DeckInputErrorCode } from '../../src/decks/types.js';

function errorOf(input: string | Uint8Array): { code: DeckInputErrorCode; message: string } {
  const result = detectAndParse(input);
  if (result.ok) throw new Error('expected the input to be refused');
  return { code: result.error.code, message: result.error.message };
}

describe('bad deck input', () => {
  it('refuses empty input', () => {
    expect(errorOf('').code).toBe('empty');
    expect(errorOf(' \n\t\n ').code).toBe('empty');
    expect(errorOf(new Uint8Array()).code).toBe('empty');
  });

  it('refuses more than 100 KB, as text or bytes', () => {
    const big = `4 Fireball\n${'x'.repeat(MAX_DECK_INPUT_BYTES)}`;
    expect(errorOf(big)).toMatchObject({ code: 'too-large', message: expect.stringMatching(/100 KB/) });
    expect(errorOf(new TextEncoder().encode(big)).code).toBe('too-large');
    // Multi-byte characters count as bytes, not characters.
    expect(errorOf('é'.repeat(MAX_DECK_INPUT_BYTES / 2 + 1)).code).toBe('too-large');
  });

  it('refuses binary data', () => {
    expect(errorOf(new Uint8Array([0x34, 0x20, 0x46, 0x00, 0x69])).code).toBe('binary');
    expect(errorOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).code).toBe('binary');
    expect(errorOf(new Uint8Array([0x34, 0x20, 0xff, 0xfe])).code).toBe('binary');
    expect(errorOf('4 Fire\u0000ball').code).toBe('binary');
    expect(errorOf('4 Fire\u0007ball').code).toBe('binary');
  });

  it('refuses 10,000 lines', () => {
    expect(errorOf(Array.from({ length: 10_000 }, () => '1 Fireball').join('\n')).code).toMatch(/too-many-lines|too-large/);
    expect(errorOf(Array.from({ length: 10_000 }, () => '1 Ra').join('\n')).code).toBe('too-many-lines');
    expect(errorOf('\n'.repeat(10_000) + '1 Fireball').code).toBe('too-many-lines');
  });

  it('refuses text that is no deck list', () => {
    expect(errorOf('Hello there, here is my deck!').code).toBe('bad-lines');
    expect(errorOf('# Main Deck\n4 Fireball\nnot a card line\n4 Blazing Throw\nanother').message).toMatch(/lines.*3, 5/);
    expect(errorOf('# Main Deck\n// only a comment').code).toBe('unknown-format');
    expect(errorOf('# Main Deck\n4 Fireball\n# Maybeboard\n1 Fireball').code).toBe('unknown-section');
  });

  it('refuses impossible quantities', () => {
    expect(errorOf('0 Fireball').code).toBe('bad-quantity');
    expect(errorOf('100 Fireball').code).toBe('bad-quantity');
    expect(errorOf(Array.from({ length: 6 }, () => '99 Fireball').join('\n')).code).toBe('too-many-cards');
    expect(errorOf(JSON.stringify({ main: [{ card: 'Fireball', quantity: -2 }] })).code).toBe('unknown-format');
  });

  it('refuses JSON of an unknown shape or broken JSON', () => {
    expect(errorOf('{"deck": "Fireball"}').code).toBe('unknown-format');
    expect(errorOf('[1, 2, 3]').code).toBe('unknown-format');
    expect(errorOf('{"main": [').code).toBe('invalid-json');
    expect(errorOf('{"main": [], "material": []}').code).toBe('unknown-format');
    expect(errorOf(JSON.stringify({ cards: { main: [{ name: 'Fireball', quantity: 1 }] } })).message).toMatch(/silvie/);
    expect(errorOf(JSON.stringify({ main: [{ card: {}, quantity: 1 }] })).code).toBe('unknown-format');
  });

  it('never throws, whatever it is given', () => {
    const inputs = ['{', '#', '# ', '##\n##', '1', 'x1', '4x', '\ufeff', '{"cards": null}', '{"cards": []}', '{"main": {}}'];
    for (const input of inputs) expect(() => detectAndParse(input)).not.toThrow();
  });
});
