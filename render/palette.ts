import type { Element } from '../src/cards/vocabulary.js';

export interface ElementColours {
  /** The element's signature colour: frame border and accents. */
  base: string;
  /** Darker shade for the card body. */
  dark: string;
  /** Between the two, for gradients. */
  mid: string;
  /** Text drawn on top of `base`. */
  ink: string;
}

function shade(hex: string, factor: number): string {
  const [r, g, b] = rgbOf(hex);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v * factor)));
  return `#${[f(r), f(g), f(b)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function rgbOf(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function entry(base: string): ElementColours {
  return { base, dark: shade(base, 0.32), mid: shade(base, 0.6), ink: luminance(base) > 0.6 ? '#1a1a1a' : '#ffffff' };
}

export const ELEMENT_COLOURS: Readonly<Record<Element, ElementColours>> = {
  NORM: entry('#c4c8d0'),
  FIRE: entry('#e0472f'),
  WATER: entry('#2f7fe0'),
  WIND: entry('#38b25a'),
  ARCANE: entry('#9b4fd8'),
  CRUX: entry('#c99a1e'),
  UMBRA: entry('#5a2d7a'),
  LUXEM: entry('#f4dc78'),
  ASTRA: entry('#5b6ff0'),
  EXIA: entry('#d6407e'),
  NEOS: entry('#20c0c8'),
  TERA: entry('#9a7444'),
  EXALTED: entry('#f3ead0'),
};

const UNKNOWN: ElementColours = entry('#8a8f99');

/** The colour a card is framed in: its first non-NORM element, else NORM. */
export function elementColours(elements: readonly string[]): ElementColours {
  const chosen = elements.find((e) => e !== 'NORM') ?? elements[0];
  if (chosen === undefined) return ELEMENT_COLOURS.NORM;
  return (ELEMENT_COLOURS as Record<string, ElementColours | undefined>)[chosen] ?? UNKNOWN;
}

export const COST_COLOURS = {
  reserve: { fill: '#f2c230', ink: '#2a2000' },
  memory: { fill: '#2f6fe0', ink: '#ffffff' },
} as const;

export const STAT_COLOURS = {
  power: '#d9482b',
  life: '#2f9e55',
  durability: '#7a828f',
  level: '#6b4fd8',
  damage: '#c0182b',
} as const;

export const BOARD_COLOURS = {
  background: '#141923',
  panel: '#1e2533',
  panelLine: '#2c3547',
  text: '#e9edf5',
  muted: '#9aa4b5',
  accent: '#f2c230',
  acting: '#38d39f',
  attack: '#ff5a3c',
  defend: '#4aa3ff',
} as const;
