import { existsSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The renderer draws all text in one family. DejaVu Sans (Debian: fonts-dejavu-core) covers
 * Latin names and the few symbols we use; it is registered under our own alias so that text
 * draws even when fontconfig does not list the system fonts.
 */
export const FONT_FAMILY = 'Archivist Sans';

const CANDIDATES: readonly { file: string; dirs: readonly string[] }[] = [
  { file: 'DejaVuSans.ttf', dirs: ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'] },
  { file: 'DejaVuSans-Bold.ttf', dirs: ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'] },
];

let state: { family: string; registered: number } | null = null;

/** Registers the bundled-by-the-system fonts once; returns the CSS family list to draw with. */
export function ensureFonts(extraFontFiles: readonly string[] = []): { family: string; registered: number } {
  if (state && extraFontFiles.length === 0) return state;
  let registered = state?.registered ?? 0;
  const files = [
    ...(state ? [] : CANDIDATES.flatMap((c) => c.dirs.map((dir) => `${dir}/${c.file}`))),
    ...extraFontFiles,
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    if (GlobalFonts.registerFromPath(file, FONT_FAMILY)) registered += 1;
  }
  // Fall back to whatever sans-serif the system offers when no DejaVu file was found.
  const family = registered > 0 ? `"${FONT_FAMILY}", "DejaVu Sans", sans-serif` : '"DejaVu Sans", sans-serif';
  state = { family, registered };
  return state;
}

/** Whether any font at all is available to draw text with. */
export function fontsAvailable(): boolean {
  return ensureFonts().registered > 0 || GlobalFonts.families.length > 0;
}

export function font(size: number, weight: 'normal' | 'bold' = 'normal'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${Math.round(size)}px ${ensureFonts().family}`;
}
