import { describe, expect, it } from 'vitest';
import { createTypoCorrector, slipDistance } from '../../src/rules/typos.js';

describe('typo tolerance', () => {
  it('counts a swap of neighbouring letters as one slip', () => {
    expect(slipDistance('tuant', 'taunt', 1)).toBe(1);
    expect(slipDistance('gaveyard', 'graveyard', 1)).toBe(1);
    expect(slipDistance('banishmnet', 'banishment', 2)).toBe(1);
    expect(slipDistance('moat', 'harvest', 2)).toBe(Infinity);
  });

  const counts = new Map([
    ['taunt', 3],
    ['graveyard', 9],
    ['retaliate', 4],
    ['retaliation', 1],
    ['staff', 1],
  ]);
  const correct = createTypoCorrector(counts, { isKnown: (word) => word === 'stuff' });

  it('reads a word the rules never use as the rules word one slip away, keeping the rest of the text', () => {
    expect(correct('what does tuant do?')).toBe('what does taunt do?');
    expect(correct('Retalliate from the gaveyard')).toBe('retaliate from the graveyard');
  });

  it('leaves short words, known words and words out of reach alone', () => {
    expect(correct('can i do stuff')).toBe('can i do stuff');
    expect(correct('tant and zzzzzzz')).toBe('tant and zzzzzzz');
    expect(correct('taunt')).toBe('taunt');
  });
});
