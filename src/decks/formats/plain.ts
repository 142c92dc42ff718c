import { parseTextDeck } from './text-lines.js';
import type { ParsedDeckList } from '../types.js';

/**
 * Plain lines, `Nx Card Name` or `N Card Name`. Bare "Material:" style labels are
 * honoured when present; otherwise entries stay unsorted and are placed at resolution.
 */
export function parsePlain(text: string): ParsedDeckList {
  return parseTextDeck(text, 'plain');
}
