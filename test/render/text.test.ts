import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { font, fontsAvailable } from '../../render/fonts.js';
import { fitText, truncateToWidth, wrapText } from '../../render/text.js';

const ctx = createCanvas(10, 10).getContext('2d');

describe.skipIf(!fontsAvailable())('text fitting', () => {
  it('leaves text that fits alone', () => {
    ctx.font = font(20);
    expect(truncateToWidth(ctx, 'Blitz Mage', 1000)).toBe('Blitz Mage');
  });

  it('truncates a long name with an ellipsis within the width', () => {
    ctx.font = font(20, 'bold');
    const name = 'Lorraine, Wandering Warrior';
    const out = truncateToWidth(ctx, name, 120);
    expect(out.endsWith('…')).toBe(true);
    expect(name.startsWith(out.slice(0, -1).trimEnd())).toBe(true);
    expect(ctx.measureText(out).width).toBeLessThanOrEqual(120);
    expect(out.length).toBeGreaterThan(3);
  });

  it('shrinks the font before truncating', () => {
    ctx.font = font(30, 'bold');
    const full = ctx.measureText('Sword Saint of Everflame').width;
    const fitted = fitText(ctx, 'Sword Saint of Everflame', full * 0.9, 30, 20, 'bold');
    expect(fitted.text).toBe('Sword Saint of Everflame');
    expect(fitted.size).toBeLessThan(30);
    const tight = fitText(ctx, 'Sword Saint of Everflame', 60, 30, 20, 'bold');
    expect(tight.size).toBe(20);
    expect(tight.text.endsWith('…')).toBe(true);
    expect(ctx.measureText(tight.text).width).toBeLessThanOrEqual(60);
  });

  it('returns an empty string when not even the ellipsis fits', () => {
    ctx.font = font(20);
    expect(truncateToWidth(ctx, 'Fireball', 2)).toBe('');
  });

  it('wraps onto lines and truncates the last one', () => {
    ctx.font = font(20);
    const lines = wrapText(ctx, 'Kraal, Stonescale Tyrant of the very long test name', 150, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(150);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});
