import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng, isPng, pngSize } from '../../render/png.js';
import { decodePng, pixel } from './pixels.js';

describe('encodePng', () => {
  it('writes a PNG that decodes back to the same pixels', async () => {
    const canvas = createCanvas(37, 23);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#102030';
    ctx.fillRect(0, 0, 37, 23);
    ctx.fillStyle = '#ff8000';
    ctx.fillRect(10, 5, 7, 4);
    const png = await encodePng(canvas);
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 37, height: 23 });
    const decoded = await decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    expect(pixel(decoded.ctx, 12, 6)).toEqual([255, 128, 0, 255]);
    expect(pixel(decoded.ctx, 2, 2)).toEqual([16, 32, 48, 255]);
  });

  it('tells a PNG from other bytes', () => {
    expect(isPng(Buffer.from('not a png at all'))).toBe(false);
    expect(pngSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});
