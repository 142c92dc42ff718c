import { parseTextDeck } from './text-lines.js';
import type { ParsedDeckList } from '../types.js';

/** Card Game Simulator's text form: `## Material Deck` style headings over `N Card Name` lines. */
export function looksLikeCgs(text: string): boolean {
  return /^##\s+\S/m.test(text);
}

export function parseCgs(text: string): ParsedDeckList {
  return parseTextDeck(text, 'cgs');
}
