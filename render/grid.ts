import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CardArt } from './card-art.js';
import { cardBox, drawCard } from './card-frame.js';
import type { ArtSource, CardDrawSpec } from './card-frame.js';
import { BOARD_COLOURS } from './palette.js';
import { drawFitted } from './text.js';

/** A titled section of cards laid out in a grid, as used by the hand and deck pictures. */
export interface GridSection {
  title: string;
  cards: CardDrawSpec[];
  /** Shown instead of cards when there are none. */
  emptyText: string;
}

export interface GridMetrics {
  cardWidth: number;
  columns: number;
  gap: number;
  margin: number;
  titleH: number;
}

export function sectionHeight(section: GridSection, m: GridMetrics): number {
  const rows = Math.max(1, Math.ceil(section.cards.length / m.columns));
  const body = section.cards.length === 0 ? 50 : rows * cardBox(m.cardWidth).h + (rows - 1) * m.gap;
  return m.titleH + body + m.margin;
}

export function gridWidth(m: GridMetrics): number {
  return m.margin * 2 + m.columns * m.cardWidth + (m.columns - 1) * m.gap;
}

/** Draws one section from `y`; returns the y below it. */
export function drawSection(ctx: SKRSContext2D, section: GridSection, y: number, m: GridMetrics): number {
  const width = gridWidth(m);
  drawFitted(ctx, section.title, m.margin, y + m.titleH - 16, width - m.margin * 2, { size: 30, minSize: 20, weight: 'bold', colour: BOARD_COLOURS.accent });
  let top = y + m.titleH;
  if (section.cards.length === 0) {
    drawFitted(ctx, section.emptyText, m.margin, top + 30, width - m.margin * 2, { size: 24, colour: BOARD_COLOURS.muted });
    return top + 50 + m.margin;
  }
  const h = cardBox(m.cardWidth).h;
  section.cards.forEach((spec, i) => {
    const col = i % m.columns;
    const row = Math.floor(i / m.columns);
    drawCard(ctx, spec, m.margin + col * (m.cardWidth + m.gap), top + row * (h + m.gap), m.cardWidth);
  });
  const rows = Math.ceil(section.cards.length / m.columns);
  top += rows * h + (rows - 1) * m.gap;
  return top + m.margin;
}

export async function artFor(art: CardArt | null | undefined, slugs: Iterable<string>, waitMs: number | undefined): Promise<Map<string, ArtSource>> {
  return art ? art.getMany(slugs, waitMs) : new Map();
}
