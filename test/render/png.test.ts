import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng, encodePng, isPng, pngSize } from '../../render/png.js';
import { opaqueCanvas } from '../../render/opaque-canvas.js';
import { renderBoard } from '../../render/board.js';
import { busyView, finishedView, openingView } from './fixtures.js';
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

  it('encodes an opaque canvas to the same bytes as encodePng, from a kept canvas that starts clean', async () => {
    const draw = (ctx: ReturnType<typeof opaqueCanvas>['ctx']) => {
      ctx.fillStyle = '#102030';
      ctx.fillRect(0, 0, 37, 23);
      ctx.fillStyle = 'rgba(255, 128, 0, 0.5)';
      ctx.fillRect(10, 5, 7, 4);
    };
    const reference = createCanvas(37, 23);
    draw(reference.getContext('2d'));
    const expected = await encodePng(reference);
    const first = opaqueCanvas(37, 23);
    first.ctx.translate(5, 5); // state left over from an earlier picture must not carry over
    first.ctx.globalAlpha = 0.2;
    draw(first.ctx);
    const again = opaqueCanvas(37, 23);
    expect(again.canvas).toBe(first.canvas);
    draw(again.ctx);
    expect((await encodeOpaquePng(again.canvas)).equals(expected)).toBe(true);
  });

  it('draws each board alike however boards before it were drawn (kept canvas)', async () => {
    const once = await renderBoard(openingView());
    await Promise.all([renderBoard(busyView('public')), renderBoard(finishedView())]);
    expect((await renderBoard(openingView())).equals(once)).toBe(true);
  });

  it('tells a PNG from other bytes', () => {
    expect(isPng(Buffer.from('not a png at all'))).toBe(false);
    expect(pngSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});
