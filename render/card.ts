import { createCanvas } from '@napi-rs/canvas';
import type { CardFace } from '../src/engine/view-types.js';
import type { CardArt } from './card-art.js';
import { cardBox, drawCard } from './card-frame.js';
import { BOARD_COLOURS } from './palette.js';
import { encodePng } from './png.js';

export interface SingleCardOptions {
  art?: CardArt | null;
  /** How long to wait for a picture that is not cached yet. */
  artWaitMs?: number;
  /** Card width in pixels. */
  width?: number;
}

/** One card, large: for card look-ups and "show me that card". */
export async function renderCard(face: CardFace, opts: SingleCardOptions = {}): Promise<Buffer> {
  const width = opts.width ?? 420;
  const margin = Math.round(width * 0.04);
  const box = cardBox(width);
  const canvas = createCanvas(box.w + margin * 2, box.h + margin * 2);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BOARD_COLOURS.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const art = opts.art ? (await opts.art.getMany([face.slug], opts.artWaitMs)).get(face.slug) ?? null : null;
  // The picture of a whole card is legible at this size: no overlays on it.
  drawCard(ctx, { face, art, plain: true }, margin, margin, width);
  return encodePng(canvas);
}
