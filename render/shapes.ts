import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from './fonts.js';

export type Fill = SKRSContext2D['fillStyle'];

export function fillRoundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, fill: Fill): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

export function strokeRoundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, stroke: string, lineWidth: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.strokeStyle = stroke;
  ctx.lineWidth = lineWidth;
  ctx.stroke();
}

export function fillCircle(ctx: SKRSContext2D, cx: number, cy: number, r: number, fill: string, stroke?: string): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = Math.max(1, r * 0.12);
    ctx.stroke();
  }
}

/**
 * A rounded label ("pill") with centred text; returns its width so callers can lay out a row.
 * `x` is the left edge, `cy` the vertical centre.
 */
export function drawPill(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  cy: number,
  opts: { size: number; fill: string; ink: string; weight?: 'normal' | 'bold'; padX?: number; stroke?: string },
): number {
  ctx.font = font(opts.size, opts.weight ?? 'bold');
  const padX = opts.padX ?? Math.round(opts.size * 0.45);
  const h = Math.round(opts.size * 1.45);
  const w = Math.max(h, Math.ceil(ctx.measureText(text).width) + padX * 2);
  fillRoundRect(ctx, x, cy - h / 2, w, h, h / 2, opts.fill);
  if (opts.stroke) strokeRoundRect(ctx, x, cy - h / 2, w, h, h / 2, opts.stroke, Math.max(1, opts.size * 0.1));
  ctx.fillStyle = opts.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + w / 2, cy + opts.size * 0.05);
  return w;
}

export function pillWidth(ctx: SKRSContext2D, text: string, size: number, weight: 'normal' | 'bold' = 'bold'): number {
  ctx.font = font(size, weight);
  const h = Math.round(size * 1.45);
  return Math.max(h, Math.ceil(ctx.measureText(text).width) + Math.round(size * 0.45) * 2);
}
