import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { expect } from 'vitest';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks the signature, decodes the PNG and returns a context holding its pixels. */
export async function decodePng(png: Buffer): Promise<{ ctx: SKRSContext2D; width: number; height: number }> {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { ctx, width: image.width, height: image.height };
}

export function pixel(ctx: SKRSContext2D, x: number, y: number): [number, number, number, number] {
  const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0]!, d[1]!, d[2]!, d[3]!];
}

/** How many pixels differ between two same-sized pictures inside a rectangle. */
export function differingPixels(a: SKRSContext2D, b: SKRSContext2D, x: number, y: number, w: number, h: number): number {
  const da = a.getImageData(x, y, w, h).data;
  const db = b.getImageData(x, y, w, h).data;
  let n = 0;
  for (let i = 0; i < da.length; i += 4) {
    if (da[i] !== db[i] || da[i + 1] !== db[i + 1] || da[i + 2] !== db[i + 2]) n++;
  }
  return n;
}

/** A solid-colour picture, as the Index would serve one. */
export async function solidImage(colour: string, format: 'png' | 'jpeg' = 'png', w = 300, h = 420): Promise<Buffer> {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, w, h);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 95);
}
