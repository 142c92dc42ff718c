import { parseTextDeck } from './text-lines.js';
import type { ParsedDeckList } from '../types.js';

/** Omnideck's text export: `# Material Deck`, `# Main Deck`, `# Sideboard`, then `N Card Name` lines. */
export function looksLikeOmnideck(text: string): boolean {
  return /^#\s+\S/m.test(text);
}

export function parseOmnideck(text: string): ParsedDeckList {
  return parseTextDeck(text, 'omnideck');
}
