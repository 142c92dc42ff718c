import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from './fonts.js';

const ELLIPSIS = '…';

/** The longest prefix of `text` (plus an ellipsis) that fits `maxWidth` in the current font. */
export function truncateToWidth(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  if (ctx.measureText(ELLIPSIS).width > maxWidth) return '';
  // Binary search over code points, so surrogate pairs are never split.
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const candidate = chars.slice(0, mid).join('').trimEnd() + ELLIPSIS;
    if (ctx.measureText(candidate).width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

export interface FittedText {
  text: string;
  size: number;
}

/**
 * Shrinks the font from `size` down to `minSize` until `text` fits, then truncates with an
 * ellipsis. Leaves `ctx.font` set to the chosen font.
 */
export function fitText(
  ctx: SKRSContext2D,
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  weight: 'normal' | 'bold' = 'normal',
): FittedText {
  let current = size;
  for (;;) {
    ctx.font = font(current, weight);
    if (ctx.measureText(text).width <= maxWidth) return { text, size: current };
    if (current <= minSize) break;
    current = Math.max(minSize, current - Math.max(1, Math.round(current * 0.08)));
  }
  return { text: truncateToWidth(ctx, text, maxWidth), size: current };
}

/** Draws `text` fitted into the box width; `align` is relative to `x`. Returns the fitted text. */
export function drawFitted(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  opts: { size: number; minSize?: number; weight?: 'normal' | 'bold'; colour: string; align?: SKRSContext2D['textAlign']; baseline?: SKRSContext2D['textBaseline'] },
): FittedText {
  const fitted = fitText(ctx, text, maxWidth, opts.size, opts.minSize ?? Math.ceil(opts.size * 0.7), opts.weight ?? 'normal');
  ctx.fillStyle = opts.colour;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = opts.baseline ?? 'alphabetic';
  ctx.fillText(fitted.text, x, y);
  return fitted;
}

/** Splits `text` into at most `maxLines` lines that fit `maxWidth`; the last one is truncated. */
export function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (ctx.measureText(candidate).width <= maxWidth || line === '') {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      line = `${line} ${words.slice(i).join(' ')}`;
      break;
    }
    lines.push(line);
    line = word;
  }
  if (line !== '') lines.push(line);
  return lines.map((l) => truncateToWidth(ctx, l, maxWidth));
}
