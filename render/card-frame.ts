import { createCanvas } from '@napi-rs/canvas';
import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import type { CounterKind } from '../src/cards/vocabulary.js';
import type { CardFace, ObjectView } from '../src/engine/view-types.js';
import { font } from './fonts.js';
import { BOARD_COLOURS, COST_COLOURS, STAT_COLOURS, elementColours } from './palette.js';
import { drawPill, fillCircle, fillRoundRect, pillWidth, strokeRoundRect } from './shapes.js';
import { fitText, truncateToWidth, wrapText } from './text.js';

/** Height over width of a Grand Archive card. */
export const CARD_RATIO = 1.4;

export type ArtSource = Image | Canvas;

/** Everything needed to draw one card: its face plus what is happening to it right now. */
export interface CardDrawSpec {
  face: CardFace;
  /** Current stats when they differ from the printed ones (objects on the field). */
  power?: number | null;
  life?: number | null;
  level?: number | null;
  durability?: number | null;
  rested?: boolean;
  damage?: number;
  counters?: Partial<Record<CounterKind, number>>;
  attacking?: boolean;
  defending?: boolean;
  isToken?: boolean;
  /** The card's picture, when it could be loaded; otherwise the drawn frame is used. */
  art?: ArtSource | null;
  /** Copies, for deck lists. */
  count?: number;
  /** Show the picture alone, without name and stat overlays (a large single card). */
  plain?: boolean;
}

export function specOfObject(obj: ObjectView, art?: ArtSource | null): CardDrawSpec {
  const durabilityCounters = obj.counters.durability;
  return {
    face: obj.card,
    power: obj.power,
    life: obj.life,
    level: obj.level,
    durability: durabilityCounters ?? obj.card.durability,
    rested: obj.rested,
    damage: obj.damage,
    counters: obj.counters,
    attacking: obj.attacking,
    defending: obj.defending,
    isToken: obj.isToken,
    art: art ?? null,
  };
}

/** The box a card of width `w` occupies: rested cards lie on their side. */
export function cardBox(w: number, rested = false): { w: number; h: number } {
  const h = Math.round(w * CARD_RATIO);
  return rested ? { w: h, h: w } : { w, h };
}

const COUNTER_LABELS: Record<CounterKind, string> = {
  buff: 'BUFF',
  debuff: 'DEBUFF',
  damage: 'DMG',
  durability: 'DUR',
  enlighten: 'ENL',
  level: 'LV',
  preparation: 'PREP',
  charge: 'CHG',
  bulwark: 'BULW',
  omen: 'OMEN',
  static: 'STAT',
  wither: 'WITH',
  sheen: 'SHEEN',
  glimmer: 'GLIM',
  refinement: 'REFN',
  page: 'PAGE',
  prize: 'PRIZE',
  lash: 'LASH',
  quest: 'QUEST',
  age: 'AGE',
  blood: 'BLOOD',
  music: 'MUSIC',
  gem: 'GEM',
  time: 'TIM',
  training: 'TRN',
};

const COUNTER_FILLS: Record<CounterKind, string> = {
  buff: '#2f9e55',
  debuff: '#8c3b3b',
  damage: STAT_COLOURS.damage,
  durability: STAT_COLOURS.durability,
  enlighten: '#c99a1e',
  level: STAT_COLOURS.level,
  preparation: '#2f7fe0',
  charge: '#d6407e',
  bulwark: '#4a6fa5',
  omen: '#4b2a6b',
  static: '#3fa7b5',
  wither: '#6b5a2e',
  sheen: '#9fd3e6',
  glimmer: '#e8c6f0',
  refinement: '#b07a3c',
  page: '#d8cfb4',
  prize: '#c2a83e',
  lash: '#3b6e8f',
  quest: '#d9a441',
  age: '#8a7f6a',
  blood: '#7d0f1e',
  music: '#5e8fd1',
  gem: '#3fb8a6',
  time: '#b08d57',
  training: '#5f9e6e',
};

const TYPE_ORDER = ['TOKEN', 'CHAMPION', 'ALLY', 'ACTION', 'ATTACK', 'WEAPON', 'ITEM', 'PHANTASIA', 'DOMAIN'];

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** "Regalia Weapon — Warrior Sword" */
export function typeLine(face: CardFace): string {
  const types = [...face.types].sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));
  const head = [...face.supertypes, ...types].map(titleCase).join(' ');
  const tail = face.subtypes.map(titleCase).join(' ');
  return tail === '' ? head : `${head} — ${tail}`;
}

export function costLabel(face: CardFace): string | null {
  if (face.cost.kind === 'none' || face.cost.value === null) return null;
  return String(face.cost.value);
}

/**
 * Draws a card at (x, y) with width `w` (its upright width). A rested card is turned a quarter
 * clockwise and occupies `cardBox(w, true)` from (x, y).
 */
export function drawCard(ctx: SKRSContext2D, spec: CardDrawSpec, x: number, y: number, w: number): void {
  // A rested card lies on its side; its frame is laid out for the landscape box so that the
  // name and stats still read left to right.
  const box = cardBox(w, spec.rested);
  // The body is the costly part (gradients, outlined text) and the same card looks the same
  // from one board to the next: it is drawn once into a small picture and copied after that.
  ctx.drawImage(cardBody(spec, box.w, box.h), Math.round(x), Math.round(y));
  drawStatusBadges(ctx, spec, x, y, box.w, box.h, w);
}

function drawBodyAndVeil(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, h: number): void {
  drawBody(ctx, spec, w, h);
  if (spec.rested) {
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, Math.min(w, h) * 0.05);
    ctx.fillStyle = 'rgba(12, 14, 20, 0.3)';
    ctx.fill();
  }
}

/** Card bodies already drawn, least recently used first, within a pixel budget per thread. */
const bodies = new Map<string, Canvas>();
const BODY_CACHE_BYTES = 24 * 2 ** 20;
let bodyBytes = 0;
const artIds = new WeakMap<ArtSource, number>();
let nextArtId = 1;

function artId(art: ArtSource | null | undefined): number {
  if (!art) return 0;
  let id = artIds.get(art);
  if (id === undefined) artIds.set(art, (id = nextArtId++));
  return id;
}

/** Everything drawBody reads, so two specs with the same key draw the same pixels. */
function bodyKey(spec: CardDrawSpec, w: number, h: number): string {
  return JSON.stringify([
    w, h, spec.face, spec.power, spec.life, spec.level, spec.durability, spec.rested === true, spec.damage ?? 0,
    spec.counters ?? null, spec.attacking === true, spec.defending === true, spec.isToken === true, spec.plain === true, artId(spec.art),
  ]);
}

function cardBody(spec: CardDrawSpec, w: number, h: number): Canvas {
  const key = bodyKey(spec, w, h);
  const known = bodies.get(key);
  if (known) {
    bodies.delete(key);
    bodies.set(key, known);
    return known;
  }
  const canvas = createCanvas(Math.ceil(w), Math.ceil(h));
  drawBodyAndVeil(canvas.getContext('2d'), spec, w, h);
  const bytes = canvas.width * canvas.height * 4;
  for (const [oldKey, old] of bodies) {
    if (bodyBytes + bytes <= BODY_CACHE_BYTES) break;
    bodies.delete(oldKey);
    bodyBytes -= old.width * old.height * 4;
  }
  bodies.set(key, canvas);
  bodyBytes += bytes;
  return canvas;
}

/** Card bodies cached in this thread, and their pixel bytes (for tests and benchmarks). */
export function cardBodyCacheSize(): { entries: number; bytes: number } {
  return { entries: bodies.size, bytes: bodyBytes };
}

function drawBody(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, h: number): void {
  const u = Math.min(w, h) / 100;
  const colours = elementColours(spec.face.elements);
  const radius = 5 * u;

  fillRoundRect(ctx, 0, 0, w, h, radius, colours.dark);
  if (spec.art) {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, radius);
    ctx.clip();
    if (w > h) {
      // The picture is portrait: turn it with the card.
      ctx.translate(w, 0);
      ctx.rotate(Math.PI / 2);
      drawCover(ctx, spec.art, 0, 0, h, w);
    } else {
      drawCover(ctx, spec.art, 0, 0, w, h);
    }
    ctx.restore();
    if (!spec.plain) drawArtOverlay(ctx, spec, w, h);
  } else {
    drawFrameBody(ctx, spec, w, h);
  }
  const border = spec.attacking ? BOARD_COLOURS.attack : spec.defending ? BOARD_COLOURS.defend : colours.base;
  const borderWidth = spec.attacking || spec.defending ? 5 * u : 3 * u;
  if (spec.isToken) ctx.setLineDash([6 * u, 4 * u]);
  strokeRoundRect(ctx, borderWidth / 2, borderWidth / 2, w - borderWidth, h - borderWidth, radius, border, borderWidth);
  ctx.setLineDash([]);
}

function drawCover(ctx: SKRSContext2D, art: ArtSource, x: number, y: number, w: number, h: number): void {
  const scale = Math.max(w / art.width, h / art.height);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(art, (art.width - sw) / 2, (art.height - sh) / 2, sw, sh, x, y, w, h);
}

/** The drawn frame: element colours, name, type line, cost and stats. */
function drawFrameBody(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, h: number): void {
  const u = Math.min(w, h) / 100;
  const face = spec.face;
  const colours = elementColours(face.elements);

  // Element band behind the name.
  const inset = 6 * u;
  const bandTop = 22 * u;
  const fullBottom = h - 34 * u;
  const markerList = markersOf(spec);
  const bandBottom = markerList.length > 0 ? fullBottom - 18 * u : fullBottom;
  const gradient = ctx.createLinearGradient(0, bandTop, 0, fullBottom);
  gradient.addColorStop(0, colours.base);
  gradient.addColorStop(1, colours.mid);
  fillRoundRect(ctx, inset, bandTop, w - 2 * inset, fullBottom - bandTop, 4 * u, gradient);
  drawMarkers(ctx, markerList, w / 2, fullBottom - 10 * u, w - 2 * inset, u);

  // Cost, top left.
  const cost = costLabel(face);
  if (cost !== null && face.cost.kind !== 'none') {
    const c = COST_COLOURS[face.cost.kind];
    fillCircle(ctx, 16 * u, 15 * u, 11 * u, c.fill, '#00000088');
    ctx.font = font(13 * u, 'bold');
    ctx.fillStyle = c.ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(cost, 16 * u, 15.8 * u);
  }
  drawTopRight(ctx, spec, w, u, colours.base);

  // Name: as large as fits, up to three lines, centred in the band.
  const nameWidth = w - 2 * inset - 6 * u;
  const lines = fitName(ctx, face.name, nameWidth, (bandBottom - bandTop) * 0.62, u);
  const lineHeight = lines.size * 1.15;
  const textTop = bandTop + (bandBottom - bandTop) / 2 - (lineHeight * lines.lines.length) / 2;
  ctx.font = font(lines.size, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // White with a dark outline reads on every element colour, light or dark. The outline is the
  // text drawn dark at four small offsets: stroking glyph outlines costs several times more.
  const d = Math.max(1, lines.size * 0.08);
  lines.lines.forEach((line, i) => {
    const ly = textTop + lineHeight * (i + 0.5);
    ctx.fillStyle = 'rgba(10, 12, 18, 0.85)';
    for (const [dx, dy] of [[-d, -d], [d, -d], [-d, d], [d, d]] as const) ctx.fillText(line, w / 2 + dx, ly + dy);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(line, w / 2, ly);
  });

  // Type line.
  const type = fitText(ctx, typeLine(face), w - 2 * inset, 8 * u, 6 * u);
  ctx.fillStyle = '#d7dbe3';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(type.text, w / 2, fullBottom + 8 * u);

  drawStats(ctx, spec, w, h);
}

// Boards are redrawn after every action with mostly the same cards: remember name layouts.
const nameLayouts = new Map<string, { lines: string[]; size: number }>();

function fitName(ctx: SKRSContext2D, name: string, maxWidth: number, maxHeight: number, u: number): { lines: string[]; size: number } {
  const key = `${name}|${maxWidth.toFixed(1)}|${maxHeight.toFixed(1)}|${u.toFixed(3)}`;
  const known = nameLayouts.get(key);
  if (known) return known;
  const layout = layoutName(ctx, name, maxWidth, maxHeight, u);
  if (nameLayouts.size >= 2_000) nameLayouts.clear();
  nameLayouts.set(key, layout);
  return layout;
}

function layoutName(ctx: SKRSContext2D, name: string, maxWidth: number, maxHeight: number, u: number): { lines: string[]; size: number } {
  for (let size = 15 * u; size >= 9 * u; size -= u) {
    ctx.font = font(size, 'bold');
    const words = name.split(/\s+/);
    if (words.some((word) => ctx.measureText(word).width > maxWidth)) continue;
    const lines = wrapText(ctx, name, maxWidth, 3);
    const fits = lines.join(' ') === name && lines.length * size * 1.15 <= maxHeight;
    if (fits) return { lines, size };
  }
  const size = 9 * u;
  ctx.font = font(size, 'bold');
  return { lines: wrapText(ctx, name, maxWidth, 3), size };
}

/** Stat badges along the bottom edge: power left, durability centre, life right. */
function drawStats(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, h: number): void {
  const u = Math.min(w, h) / 100;
  const face = spec.face;
  const power = spec.power !== undefined ? spec.power : face.power;
  const life = spec.life !== undefined ? spec.life : face.life;
  const durability = spec.durability !== undefined ? spec.durability : face.durability;
  const cy = h - 12 * u;
  const size = 12 * u;
  if (power !== null) drawPill(ctx, `⚔${power}`, 5 * u, cy, { size, fill: STAT_COLOURS.power, ink: '#fff' });
  if (life !== null) {
    const text = `♥${life}`;
    drawPill(ctx, text, w - 5 * u - pillWidth(ctx, text, size), cy, { size, fill: STAT_COLOURS.life, ink: '#fff' });
  }
  if (durability !== null) {
    const text = `◆${durability}`;
    const pw = pillWidth(ctx, text, size);
    const left = power === null ? 5 * u : life === null ? w - 5 * u - pw : (w - pw) / 2;
    drawPill(ctx, text, left, cy, { size, fill: STAT_COLOURS.durability, ink: '#fff' });
  }
}

interface Marker {
  text: string;
  fill: string;
}

/** Damage and counters, in a fixed order. Durability counters show as the durability stat. */
export function markersOf(spec: CardDrawSpec): Marker[] {
  const list: Marker[] = [];
  if (spec.damage && spec.damage > 0) list.push({ text: `DMG ${spec.damage}`, fill: STAT_COLOURS.damage });
  for (const kind of Object.keys(COUNTER_LABELS) as CounterKind[]) {
    const count = spec.counters?.[kind];
    if (!count || kind === 'durability') continue;
    list.push({ text: `${COUNTER_LABELS[kind]} ${count}`, fill: COUNTER_FILLS[kind] });
  }
  return list;
}

/** One centred row of marker pills, shrunk to fit; what still does not fit becomes "+N". */
function drawMarkers(ctx: SKRSContext2D, list: Marker[], cx: number, cy: number, maxWidth: number, u: number): void {
  if (list.length === 0) return;
  const gap = 2.5 * u;
  let size = 10 * u;
  const total = (items: Marker[], s: number) => items.reduce((sum, m) => sum + pillWidth(ctx, m.text, s), 0) + gap * (items.length - 1);
  while (size > 7 * u && total(list, size) > maxWidth) size -= 0.5 * u;
  let shown = list;
  for (let kept = list.length - 1; kept >= 0 && total(shown, size) > maxWidth; kept--) {
    shown = [...list.slice(0, kept), { text: `+${list.length - kept}`, fill: '#3a4152' }];
  }
  let x = cx - total(shown, size) / 2;
  for (const marker of shown) {
    x += drawPill(ctx, marker.text, x, cy, { size, fill: marker.fill, ink: '#fff', stroke: '#000a' }) + gap;
  }
}

/** Champions show their current level top right; other cards their element. */
function drawTopRight(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, u: number, elementColour: string): void {
  const face = spec.face;
  const level = spec.level !== undefined ? spec.level : face.level;
  if (level !== null && face.types.includes('CHAMPION')) {
    const text = `LV ${level}`;
    const size = 11 * u;
    drawPill(ctx, text, w - 5 * u - pillWidth(ctx, text, size), 15 * u, { size, fill: STAT_COLOURS.level, ink: '#fff', stroke: '#0008' });
    return;
  }
  if (spec.art) return;
  const element = face.elements.find((e) => e !== 'NORM') ?? face.elements[0] ?? '';
  if (element === '') return;
  ctx.font = font(8.5 * u, 'bold');
  ctx.fillStyle = elementColour;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(truncateToWidth(ctx, element, w - 36 * u), w - 8 * u, 15.8 * u);
}

/** Over a picture: a name strip for legibility and the current stats. */
function drawArtOverlay(ctx: SKRSContext2D, spec: CardDrawSpec, w: number, h: number): void {
  const u = Math.min(w, h) / 100;
  const stripTop = h - 44 * u;
  ctx.fillStyle = 'rgba(8, 10, 16, 0.78)';
  ctx.fillRect(0, stripTop, w, 20 * u);
  const name = fitText(ctx, spec.face.name, w - 6 * u, 13 * u, 9.5 * u, 'bold');
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name.text, w / 2, stripTop + 10.5 * u);
  drawMarkers(ctx, markersOf(spec), w / 2, stripTop - 11 * u, w - 6 * u, u);
  drawTopRight(ctx, spec, w, u, '#ffffff');
  drawStats(ctx, spec, w, h);
}

/** Combat roles, rested state and copies, along the card's edges. */
function drawStatusBadges(ctx: SKRSContext2D, spec: CardDrawSpec, x: number, y: number, bw: number, bh: number, w: number): void {
  const u = w / 100;
  // Combat role and rested state share one row across the top edge.
  const tags: { text: string; fill: string; ink: string }[] = [];
  if (spec.attacking) tags.push({ text: 'ATTACKING', fill: BOARD_COLOURS.attack, ink: '#fff' });
  if (spec.defending) tags.push({ text: 'DEFENDING', fill: BOARD_COLOURS.defend, ink: '#fff' });
  if (spec.rested) tags.push({ text: 'RESTED', fill: '#3a4152', ink: '#e3e7ef' });
  if (tags.length > 0) {
    const ts = Math.max(10, 8.5 * u);
    const gap = 3 * u;
    const widths = tags.map((tag) => pillWidth(ctx, tag.text, ts));
    let left = x + (bw - widths.reduce((a, b) => a + b, 0) - gap * (tags.length - 1)) / 2;
    tags.forEach((tag, i) => {
      drawPill(ctx, tag.text, left, y + 1 * u, { size: ts, fill: tag.fill, ink: tag.ink, stroke: '#0009' });
      left += widths[i]! + gap;
    });
  }
  if (spec.count !== undefined && spec.count > 1) {
    const text = `×${spec.count}`;
    const cs = Math.max(14, 15 * u);
    drawPill(ctx, text, x + bw - pillWidth(ctx, text, cs) - 1 * u, y + 15 * u, { size: cs, fill: '#111722', ink: '#fff', stroke: BOARD_COLOURS.accent });
  }

}
