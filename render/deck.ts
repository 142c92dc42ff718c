import { createCanvas } from '@napi-rs/canvas';
import type { CardFace } from '../src/engine/view-types.js';
import type { CardArt } from './card-art.js';
import { artFor, drawSection, gridWidth, sectionHeight } from './grid.js';
import type { GridMetrics, GridSection } from './grid.js';
import { BOARD_COLOURS } from './palette.js';
import { encodePng } from './png.js';
import { drawFitted } from './text.js';

export interface DeckEntry {
  face: CardFace;
  count: number;
}

export interface DeckPicture {
  material: readonly DeckEntry[];
  main: readonly DeckEntry[];
  sideboard?: readonly DeckEntry[];
}

export interface DeckOptions {
  art?: CardArt | null;
  artWaitMs?: number;
  /** Shown above the lists, e.g. the deck's name. */
  title?: string;
}

const total = (entries: readonly DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

/** A deck list as a picture, one card per distinct entry with its number of copies. */
export async function renderDeck(deck: DeckPicture, opts: DeckOptions = {}): Promise<Buffer> {
  const all = [...deck.material, ...deck.main, ...(deck.sideboard ?? [])];
  const art = await artFor(opts.art, all.map((e) => e.face.slug), opts.artWaitMs);
  const specs = (entries: readonly DeckEntry[]) => entries.map((e) => ({ face: e.face, count: e.count, art: art.get(e.face.slug) ?? null }));
  const sections: GridSection[] = [
    { title: `Material deck · ${total(deck.material)} cards`, cards: specs(deck.material), emptyText: 'No material deck.' },
    { title: `Main deck · ${total(deck.main)} cards`, cards: specs(deck.main), emptyText: 'No main deck.' },
  ];
  if (deck.sideboard && deck.sideboard.length > 0) {
    sections.push({ title: `Sideboard · ${total(deck.sideboard)} cards`, cards: specs(deck.sideboard), emptyText: '' });
  }
  const metrics: GridMetrics = { cardWidth: 150, columns: 8, gap: 12, margin: 24, titleH: 56 };
  const width = gridWidth(metrics);
  const heading = opts.title ? 64 : 0;
  const height = heading + metrics.margin / 2 + sections.reduce((sum, s) => sum + sectionHeight(s, metrics), 0);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BOARD_COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  let y = metrics.margin / 2;
  if (opts.title) {
    drawFitted(ctx, opts.title, metrics.margin, y + 44, width - metrics.margin * 2, { size: 38, minSize: 22, weight: 'bold', colour: BOARD_COLOURS.text });
    y += heading;
  }
  for (const section of sections) y = drawSection(ctx, section, y, metrics);
  return encodePng(canvas);
}
