import { MAX_COPIES_PER_ENTRY } from '../input-limits.js';
import { DeckInputError } from '../types.js';
import type { DeckFormatId, DeckListEntry, DeckSection, ParsedDeckList } from '../types.js';

const SECTION_NAMES: Record<string, DeckSection> = {
  material: 'material',
  'material deck': 'material',
  materials: 'material',
  main: 'main',
  'main deck': 'main',
  deck: 'main',
  sideboard: 'sideboard',
  side: 'sideboard',
  'side deck': 'sideboard',
  'side board': 'sideboard',
};

/** "Material Deck", "main deck (60)", "Sideboard:" -> the section, or undefined. */
export function sectionFromLabel(label: string): DeckSection | undefined {
  const key = label
    .toLowerCase()
    .replace(/\(\s*\d+\s*\)/g, '')
    .replace(/[:\-–—]+\s*\d*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return SECTION_NAMES[key];
}

export interface CardLine {
  quantity: number;
  name: string;
}

/** "3 Name", "3x Name", "3 x Name", "Name x3". */
export function parseCardLine(line: string): CardLine | undefined {
  const leading = /^(\d{1,6})\s*[x×]?\s+(\S.*?)\s*$/i.exec(line) ?? /^(\d{1,6})[x×](\S.*?)\s*$/i.exec(line);
  if (leading) return { quantity: Number(leading[1]), name: leading[2]! };
  const trailing = /^(\S.*?)\s+[x×]\s*(\d{1,6})\s*$/i.exec(line);
  if (trailing) return { quantity: Number(trailing[2]), name: trailing[1]! };
  return undefined;
}

function isComment(line: string): boolean {
  return line.startsWith('//');
}

/**
 * The shared reader of text lists. Without any section heading, entries are 'unsorted'.
 * Every line must be a heading, a card line, a comment or blank: one stray line fails the whole list.
 */
export function parseTextDeck(text: string, format: DeckFormatId): ParsedDeckList {
  const entries: DeckListEntry[] = [];
  const badLines: number[] = [];
  let section: DeckSection | 'unsorted' = 'unsorted';
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '' || isComment(line)) return;
    const hashHeading = /^#+\s*(.*)$/.exec(line);
    if (hashHeading) {
      const found = sectionFromLabel(hashHeading[1]!);
      if (found) {
        section = found;
        return;
      }
      // A heading before any card and any section is the list's title.
      if (entries.length === 0 && section === 'unsorted' && badLines.length === 0) return;
      throw new DeckInputError('unknown-section', `Line ${lineNo}: "${clip(line)}" is not a section this format knows (Material Deck, Main Deck, Sideboard).`);
    }
    const bareHeading = sectionFromLabel(line);
    if (bareHeading && !/^\d/.test(line)) {
      section = bareHeading;
      return;
    }
    const card = parseCardLine(line);
    if (!card) {
      badLines.push(lineNo);
      return;
    }
    if (!Number.isInteger(card.quantity) || card.quantity < 1 || card.quantity > MAX_COPIES_PER_ENTRY) {
      throw new DeckInputError('bad-quantity', `Line ${lineNo}: the number of copies must be between 1 and ${MAX_COPIES_PER_ENTRY}.`);
    }
    entries.push({ section, ref: { name: card.name }, quantity: card.quantity, line: lineNo });
  });
  if (badLines.length > 0) {
    const shown = badLines.slice(0, 5).join(', ');
    const more = badLines.length > 5 ? ` and ${badLines.length - 5} more` : '';
    throw new DeckInputError('bad-lines', `These lines are not "N Card Name": ${shown}${more}.`);
  }
  if (entries.length === 0) throw new DeckInputError('unknown-format', 'No card line ("N Card Name") was found.');
  return { format, entries };
}

export function clip(text: string, max = 60): string {
  const cleaned = text.replace(/[`*_~|>]/g, '');
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}
