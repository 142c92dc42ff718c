import { describe, expect, it } from 'vitest';
import { COST_COLOURS, ELEMENT_COLOURS, elementColours, rgbOf } from '../../render/palette.js';
import { ALL_ELEMENTS } from './fixtures.js';

const dominant = (hex: string): 'r' | 'g' | 'b' => {
  const [r, g, b] = rgbOf(hex);
  return r >= g && r >= b ? 'r' : g >= b ? 'g' : 'b';
};

describe('element colours', () => {
  it('has a distinct colour for every element', () => {
    const bases = ALL_ELEMENTS.map((e) => ELEMENT_COLOURS[e].base);
    expect(bases.every((b) => /^#[0-9a-f]{6}$/i.test(b))).toBe(true);
    expect(new Set(bases).size).toBe(ALL_ELEMENTS.length);
  });

  it('maps the basic elements to their usual hues', () => {
    expect(dominant(ELEMENT_COLOURS.FIRE.base)).toBe('r');
    expect(dominant(ELEMENT_COLOURS.WATER.base)).toBe('b');
    expect(dominant(ELEMENT_COLOURS.WIND.base)).toBe('g');
    const [r, g, b] = rgbOf(ELEMENT_COLOURS.NORM.base);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(30); // grey
    const [cr, cg, cb] = rgbOf(ELEMENT_COLOURS.CRUX.base);
    expect(cr > cb && cg > cb).toBe(true); // gold
    const [ur, ug, ub] = rgbOf(ELEMENT_COLOURS.UMBRA.base);
    expect(ub > ug && ur > ug && ur + ug + ub < 300).toBe(true); // dark violet
  });

  it('frames a card in its first element other than NORM', () => {
    expect(elementColours(['NORM', 'FIRE'])).toBe(ELEMENT_COLOURS.FIRE);
    expect(elementColours(['WATER', 'FIRE'])).toBe(ELEMENT_COLOURS.WATER);
    expect(elementColours(['NORM'])).toBe(ELEMENT_COLOURS.NORM);
    expect(elementColours([])).toBe(ELEMENT_COLOURS.NORM);
    expect(elementColours(['SOMETHING_NEW']).base).toMatch(/^#/);
  });

  it('picks dark ink on light elements and light ink on dark ones', () => {
    expect(ELEMENT_COLOURS.LUXEM.ink).toBe('#1a1a1a');
    expect(ELEMENT_COLOURS.UMBRA.ink).toBe('#ffffff');
  });

  it('colours reserve costs yellow and memory costs blue', () => {
    expect(dominant(COST_COLOURS.memory.fill)).toBe('b');
    const [r, g, b] = rgbOf(COST_COLOURS.reserve.fill);
    expect(r > 200 && g > 150 && b < 100).toBe(true);
  });
});
