import { createCanvas } from '@napi-rs/canvas';
import { drawFitted } from './text.js';
import { fillRoundRect } from './shapes.js';
import { BOARD_COLOURS } from './palette.js';
import { encodePng } from './png.js';

/** A table picture for league standings, leaderboards and pairings. */
export interface LeagueTable {
  title: string;
  subtitle?: string;
  columns: Array<{ label: string; width: number; align?: 'left' | 'right' | 'center' }>;
  rows: string[][];
  /** Rows drawn dimmed (dropped or disqualified players). */
  dimmed?: ReadonlySet<number>;
  /** Rows marked with the accent colour (e.g. the top cut). */
  highlighted?: ReadonlySet<number>;
  footer?: string;
}

export const LEAGUE_TABLE_MAX_ROWS = 64;

const MARGIN = 28;
const TITLE_H = 54;
const SUBTITLE_H = 26;
const HEADER_H = 34;
const ROW_H = 32;
const FOOTER_H = 30;
const CELL_PAD = 10;

export async function renderLeagueTable(table: LeagueTable): Promise<Buffer> {
  const shown = table.rows.slice(0, LEAGUE_TABLE_MAX_ROWS);
  const hidden = table.rows.length - shown.length;
  const footer = hidden > 0 ? `… and ${hidden} more${table.footer ? ` · ${table.footer}` : ''}` : table.footer;
  const tableWidth = table.columns.reduce((sum, c) => sum + c.width, 0);
  const width = Math.max(480, tableWidth + 2 * MARGIN);
  const top = MARGIN + TITLE_H + (table.subtitle ? SUBTITLE_H : 0);
  const height = top + HEADER_H + Math.max(1, shown.length) * ROW_H + (footer ? FOOTER_H : 0) + MARGIN;

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BOARD_COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  drawFitted(ctx, table.title, MARGIN, MARGIN + 34, width - 2 * MARGIN, { size: 30, weight: 'bold', colour: BOARD_COLOURS.accent });
  if (table.subtitle) {
    drawFitted(ctx, table.subtitle, MARGIN, MARGIN + TITLE_H + 16, width - 2 * MARGIN, { size: 17, colour: BOARD_COLOURS.muted });
  }

  fillRoundRect(ctx, MARGIN - 8, top, tableWidth + 16, HEADER_H + Math.max(1, shown.length) * ROW_H + 8, 10, BOARD_COLOURS.panel);
  const cellX = (i: number): number => MARGIN + table.columns.slice(0, i).reduce((sum, c) => sum + c.width, 0);
  const drawRow = (cells: readonly string[], y: number, colour: string, weight: 'normal' | 'bold', size: number) => {
    table.columns.forEach((column, i) => {
      const text = cells[i] ?? '';
      const align = column.align ?? 'left';
      const x0 = cellX(i);
      const x = align === 'left' ? x0 + CELL_PAD : align === 'right' ? x0 + column.width - CELL_PAD : x0 + column.width / 2;
      drawFitted(ctx, text, x, y, column.width - 2 * CELL_PAD, { size, weight, colour, align, baseline: 'middle' });
    });
  };
  drawRow(table.columns.map((c) => c.label), top + HEADER_H / 2 + 2, BOARD_COLOURS.muted, 'bold', 16);
  ctx.fillStyle = BOARD_COLOURS.panelLine;
  ctx.fillRect(MARGIN, top + HEADER_H, tableWidth, 2);

  if (shown.length === 0) {
    drawFitted(ctx, 'Nothing yet.', MARGIN + CELL_PAD, top + HEADER_H + ROW_H / 2 + 2, tableWidth, { size: 17, colour: BOARD_COLOURS.muted, baseline: 'middle' });
  }
  shown.forEach((cells, r) => {
    const y = top + HEADER_H + r * ROW_H;
    if (r % 2 === 1) {
      ctx.fillStyle = 'rgba(255,255,255,0.035)';
      ctx.fillRect(MARGIN, y + 2, tableWidth, ROW_H);
    }
    const colour = table.dimmed?.has(r) ? BOARD_COLOURS.muted : table.highlighted?.has(r) ? BOARD_COLOURS.acting : BOARD_COLOURS.text;
    drawRow(cells, y + ROW_H / 2 + 3, colour, 'normal', 17);
  });
  if (footer) {
    drawFitted(ctx, footer, MARGIN, height - MARGIN - 6, width - 2 * MARGIN, { size: 15, colour: BOARD_COLOURS.muted });
  }
  return encodePng(canvas);
}
