import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Opaque canvases kept per thread and size, so a picture does not allocate and clear a fresh
 * surface of several megabytes each time. A kept canvas is shared: draw on it and read its pixels
 * back (encodeOpaquePng does that at once) without awaiting anything in between.
 */
const kept = new Map<string, Canvas>();
/** Sizes kept at most (a board, a few hand sizes); the least recently used goes first. */
const MAX_KEPT = 4;

export function opaqueCanvas(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const key = `${width}x${height}`;
  let canvas = kept.get(key);
  if (canvas) {
    kept.delete(key);
  } else {
    canvas = createCanvas(width, height);
    // alpha: false makes every pixel opaque, so the stored (premultiplied) pixels are the
    // picture's own colours and can be encoded without converting them.
    canvas.getContext('2d', { alpha: false });
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, canvas);
  const ctx = canvas.getContext('2d');
  ctx.reset();
  return { canvas, ctx };
}
