import { createCanvas } from '@napi-rs/canvas';
import type { CardFace } from '../src/engine/view-types.js';
import type { CardArt } from './card-art.js';
import { artFor, drawSection, gridWidth, sectionHeight } from './grid.js';
import type { GridMetrics, GridSection } from './grid.js';
import { BOARD_COLOURS } from './palette.js';
import { encodePng } from './png.js';

export interface HandOptions {
  art?: CardArt | null;
  artWaitMs?: number;
}

/**
 * A player's private cards, for their DM only: the hand, and the memory when given
 * (`null` leaves the memory section out).
 */
export async function renderHand(cards: readonly CardFace[], memory: readonly CardFace[] | null, opts: HandOptions = {}): Promise<Buffer> {
  const slugs = [...cards, ...(memory ?? [])].map((c) => c.slug);
  const art = await artFor(opts.art, slugs, opts.artWaitMs);
  const spec = (face: CardFace) => ({ face, art: art.get(face.slug) ?? null });
  const sections: GridSection[] = [
    { title: `Your hand (${cards.length})`, cards: cards.map(spec), emptyText: 'Your hand is empty.' },
  ];
  if (memory) sections.push({ title: `Your memory (${memory.length})`, cards: memory.map(spec), emptyText: 'Your memory is empty.' });

  const most = Math.max(...sections.map((s) => s.cards.length));
  const metrics: GridMetrics = { cardWidth: 200, columns: Math.min(6, Math.max(4, most)), gap: 16, margin: 24, titleH: 56 };
  const width = gridWidth(metrics);
  const height = metrics.margin / 2 + sections.reduce((sum, s) => sum + sectionHeight(s, metrics), 0);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BOARD_COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  let y = metrics.margin / 2;
  for (const section of sections) y = drawSection(ctx, section, y, metrics);
  return encodePng(canvas);
}
