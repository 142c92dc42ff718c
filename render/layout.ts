/** Row-by-row placement of cards, some of them rested (landscape), in a fixed area. */
export interface FlowItem {
  rested: boolean;
  /** Items of different groups start on different rows when there is room. */
  group?: number;
}

export interface Placement {
  index: number;
  x: number;
  y: number;
}

export interface FlowResult {
  /** Upright card width chosen. */
  cardWidth: number;
  placements: Placement[];
  /** Items that did not fit even at the smallest size. */
  hidden: number;
  height: number;
}

function rowsFor(items: readonly FlowItem[], cardWidth: number, maxWidth: number, gap: number, grouped: boolean): number[][] {
  const cardHeight = Math.round(cardWidth * 1.4);
  const rows: number[][] = [];
  let row: number[] = [];
  let used = 0;
  items.forEach((item, index) => {
    const w = item.rested ? cardHeight : cardWidth;
    const needed = row.length === 0 ? w : used + gap + w;
    const newGroup = grouped && row.length > 0 && items[row[0]!]!.group !== item.group;
    if (row.length > 0 && (needed > maxWidth || newGroup)) {
      rows.push(row);
      row = [index];
      used = w;
    } else {
      row.push(index);
      used = needed;
    }
  });
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * Picks the largest card width (between `minWidth` and `maxWidth`) at which all items fit in
 * `area`, and places rows centred horizontally, anchored to the top or bottom of the area.
 */
export function flowCards(
  items: readonly FlowItem[],
  area: { x: number; y: number; w: number; h: number },
  opts: { maxWidth: number; minWidth: number; gap: number; anchor: 'top' | 'bottom' },
): FlowResult {
  const plain = flowWith(items, area, opts, false);
  if (new Set(items.map((i) => i.group)).size < 2) return plain;
  const grouped = flowWith(items, area, opts, true);
  // Rows by group read better, unless they cost much card size or hide cards.
  return grouped.hidden <= plain.hidden && grouped.cardWidth >= plain.cardWidth * 0.85 ? grouped : plain;
}

function flowWith(
  items: readonly FlowItem[],
  area: { x: number; y: number; w: number; h: number },
  opts: { maxWidth: number; minWidth: number; gap: number; anchor: 'top' | 'bottom' },
  grouped: boolean,
): FlowResult {
  let cardWidth = opts.maxWidth;
  let rows = rowsFor(items, cardWidth, area.w, opts.gap, grouped);
  const heightOf = (n: number, cw: number) => n * Math.round(cw * 1.4) + Math.max(0, n - 1) * opts.gap;
  while (cardWidth > opts.minWidth && heightOf(rows.length, cardWidth) > area.h) {
    cardWidth -= 2;
    rows = rowsFor(items, cardWidth, area.w, opts.gap, grouped);
  }
  const cardHeight = Math.round(cardWidth * 1.4);
  const maxRows = Math.max(1, Math.floor((area.h + opts.gap) / (cardHeight + opts.gap)));
  const shown = rows.slice(0, maxRows);
  const hidden = rows.slice(maxRows).reduce((n, row) => n + row.length, 0);
  const height = heightOf(shown.length, cardWidth);
  const top = opts.anchor === 'top' ? area.y : area.y + area.h - height;
  const placements: Placement[] = [];
  shown.forEach((row, r) => {
    const widths = row.map((i) => (items[i]!.rested ? cardHeight : cardWidth));
    const rowWidth = widths.reduce((a, b) => a + b, 0) + opts.gap * (row.length - 1);
    let x = area.x + Math.max(0, (area.w - rowWidth) / 2);
    row.forEach((index, k) => {
      // Rested cards are shorter: centre them vertically in the row.
      const y = top + r * (cardHeight + opts.gap) + (items[index]!.rested ? (cardHeight - cardWidth) / 2 : 0);
      placements.push({ index, x: Math.round(x), y: Math.round(y) });
      x += widths[k]! + opts.gap;
    });
  });
  return { cardWidth, placements, hidden, height };
}
