import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameView, ObjectView, PlayerView, StackItemView } from '../src/engine/view-types.js';
import type { CardArt } from './card-art.js';
import { cardBox, drawCard, specOfObject } from './card-frame.js';
import type { ArtSource } from './card-frame.js';
import { font } from './fonts.js';
import { flowCards } from './layout.js';
import { BOARD_COLOURS, STAT_COLOURS, elementColours } from './palette.js';
import { drawPill, fillRoundRect, pillWidth } from './shapes.js';
import { encodePng } from './png.js';
import { drawFitted, fitText, truncateToWidth, wrapText } from './text.js';

// The board is drawn only from a GameView: never from engine state, so hidden cards (hands,
// memories, material decks) cannot reach the picture. It reads their counts, never their faces.

export interface BoardOptions {
  art?: CardArt | null;
  /** How long to wait for pictures that are not cached yet. */
  artWaitMs?: number;
}

export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;

const HEADER_H = 64;
const SIDE_X = 1228;
const SIDE_W = BOARD_WIDTH - SIDE_X - 12;
const MAIN_W = SIDE_X - 12;
const STRIP_H = 48;
const MID_GAP = 10;
const HALF_H = (BOARD_HEIGHT - HEADER_H - MID_GAP) / 2;

// Partial, with a fallback, so a phase added to the engine still renders.
const PHASE_NAMES: Partial<Record<GameView['phase'], string>> = {
  setup: 'Setup',
  wakeUp: 'Wake Up Phase',
  materialize: 'Materialize Phase',
  recollection: 'Recollection Phase',
  draw: 'Draw Phase',
  main: 'Main Phase',
  combat: 'Combat Phase',
  end: 'End Phase',
};

const STEP_NAMES: Partial<Record<NonNullable<GameView['combatStep']>, string>> = {
  retaliation: 'Retaliation Step',
  damage: 'Damage Step',
  endOfCombat: 'End of Combat Step',
};

const STACK_KIND_NAMES: Partial<Record<StackItemView['kind'], string>> = {
  activation: 'activation',
  materialization: 'materialize',
  ability: 'ability',
  trigger: 'trigger',
};

interface Scene {
  view: GameView;
  ctx: SKRSContext2D;
  art: Map<string, ArtSource>;
  names: Map<string, string>;
  objects: Map<string, ObjectView>;
}

/** Which player sits at the bottom: the viewer, or the first player for the public view. */
export function seating(view: GameView): { bottom: PlayerView | undefined; top: PlayerView | undefined } {
  const bottom = view.players.find((p) => p.id === view.viewer) ?? view.players[0];
  const top = view.players.find((p) => p !== bottom);
  return { bottom, top };
}

/** Every slug whose picture the board may show. */
function visibleSlugs(view: GameView): string[] {
  const slugs: string[] = [];
  for (const p of view.players) {
    if (p.champion) slugs.push(p.champion.card.slug);
    const top = p.graveyard[p.graveyard.length - 1];
    if (top) slugs.push(top.slug);
  }
  for (const o of view.field) slugs.push(o.card.slug);
  return slugs;
}

export async function renderBoard(view: GameView, opts: BoardOptions = {}): Promise<Buffer> {
  const canvas = createCanvas(BOARD_WIDTH, BOARD_HEIGHT);
  const ctx = canvas.getContext('2d');
  const art = opts.art ? await opts.art.getMany(visibleSlugs(view), opts.artWaitMs) : new Map<string, ArtSource>();
  const objects = new Map<string, ObjectView>();
  for (const p of view.players) if (p.champion) objects.set(p.champion.id, p.champion);
  for (const o of view.field) objects.set(o.id, o);
  const scene: Scene = { view, ctx, art, names: new Map(view.players.map((p) => [p.id, p.name])), objects };

  ctx.fillStyle = BOARD_COLOURS.background;
  ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  drawHeader(scene);
  const { top, bottom } = seating(view);
  if (top) drawHalf(scene, top, { y: HEADER_H, h: HALF_H, side: 'top' });
  if (bottom) drawHalf(scene, bottom, { y: HEADER_H + HALF_H + MID_GAP, h: HALF_H, side: 'bottom' });
  drawSidePanel(scene);
  if (view.result) drawResult(scene);
  return encodePng(canvas);
}

/** 'endOfCombat' -> 'End Of Combat' */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function playerName(scene: Scene, id: string | null | undefined): string {
  if (!id) return '—';
  return scene.names.get(id) ?? id;
}

function drawHeader(scene: Scene): void {
  const { ctx, view } = scene;
  ctx.fillStyle = '#0d1118';
  ctx.fillRect(0, 0, BOARD_WIDTH, HEADER_H);
  const cy = HEADER_H / 2;
  let x = 16;
  x += drawPill(ctx, `TURN ${view.turn}`, x, cy, { size: 22, fill: BOARD_COLOURS.accent, ink: '#1d1600' }) + 14;
  const phaseName = PHASE_NAMES[view.phase] ?? humanize(view.phase);
  const phase = view.combatStep ? `${phaseName} · ${STEP_NAMES[view.combatStep] ?? humanize(view.combatStep)}` : phaseName;
  ctx.font = font(26, 'bold');
  ctx.fillStyle = BOARD_COLOURS.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(phase, x, cy);
  x += ctx.measureText(phase).width + 18;
  const turnOf = `${playerName(scene, view.turnPlayer)}'s turn`;
  const turnFit = fitText(ctx, turnOf, 330, 24, 18);
  ctx.fillStyle = BOARD_COLOURS.muted;
  ctx.fillText(turnFit.text, x, cy);
  x += ctx.measureText(turnFit.text).width + 24;

  if (view.result) return;
  const waiting = view.actingPlayer ? `▶ ${view.waitingFor}` : view.waitingFor;
  ctx.font = font(21, 'bold');
  const maxW = BOARD_WIDTH - 16 - x;
  const text = truncateToWidth(ctx, waiting, maxW - 24);
  const w = pillWidth(ctx, text, 21);
  drawPill(ctx, text, BOARD_WIDTH - 16 - w, cy, { size: 21, fill: view.actingPlayer ? '#16392f' : BOARD_COLOURS.panel, ink: view.actingPlayer ? BOARD_COLOURS.acting : BOARD_COLOURS.text, stroke: view.actingPlayer ? BOARD_COLOURS.acting : BOARD_COLOURS.panelLine });
}

interface HalfBox {
  y: number;
  h: number;
  side: 'top' | 'bottom';
}

function drawHalf(scene: Scene, player: PlayerView, half: HalfBox): void {
  const { ctx, view } = scene;
  const acting = view.actingPlayer === player.id;
  fillRoundRect(ctx, 8, half.y + 6, MAIN_W, half.h - 12, 14, BOARD_COLOURS.panel);
  if (acting) {
    ctx.beginPath();
    ctx.roundRect(8, half.y + 6, MAIN_W, half.h - 12, 14);
    ctx.strokeStyle = BOARD_COLOURS.acting;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  const stripY = half.side === 'top' ? half.y + 6 : half.y + half.h - 6 - STRIP_H;
  drawPlayerStrip(scene, player, stripY);
  const contentY = half.side === 'top' ? stripY + STRIP_H : half.y + 12;
  const contentH = half.h - 18 - STRIP_H;
  drawChampionPanel(scene, player, { x: 20, y: contentY, w: 300, h: contentH }, half.side);
  drawField(scene, player, { x: 336, y: contentY + 4, w: MAIN_W - 336, h: contentH - 8 }, half.side);
}

function drawPlayerStrip(scene: Scene, player: PlayerView, y: number): void {
  const { ctx, view } = scene;
  const cy = y + STRIP_H / 2;
  let x = 24;
  const tags: { text: string; fill: string; ink: string }[] = [];
  if (view.turnPlayer === player.id) tags.push({ text: 'TURN', fill: BOARD_COLOURS.accent, ink: '#1d1600' });
  if (view.actingPlayer === player.id) tags.push({ text: 'TO ACT', fill: BOARD_COLOURS.acting, ink: '#06241a' });
  if (player.lost) tags.push({ text: 'LOST', fill: STAT_COLOURS.damage, ink: '#fff' });

  const chips: [string, number][] = [
    ['Hand', player.handCount],
    ['Memory', player.memoryCount],
    ['Deck', player.mainDeckCount],
    ['Material', player.materialDeckCount],
    ['Graveyard', player.graveyard.length],
    ['Banished', player.banishment.length],
  ];
  const chipSize = 18;
  const chipTexts = chips.map(([label, n]) => `${label} ${n}`);
  const chipsW = chipTexts.reduce((sum, t) => sum + pillWidth(ctx, t, chipSize, 'normal') + 8, 0);
  const tagsW = tags.reduce((sum, t) => sum + pillWidth(ctx, t.text, 16) + 8, 0);
  const nameW = Math.max(120, MAIN_W - 40 - chipsW - tagsW);
  const fitted = drawFitted(ctx, player.name, x, cy + 1, nameW, { size: 26, minSize: 18, weight: 'bold', colour: BOARD_COLOURS.text, baseline: 'middle' });
  ctx.font = font(fitted.size, 'bold');
  x += ctx.measureText(fitted.text).width + 12;
  for (const tag of tags) x += drawPill(ctx, tag.text, x, cy, { size: 16, fill: tag.fill, ink: tag.ink }) + 8;
  let cx = MAIN_W - chipsW + 4;
  chipTexts.forEach((text) => {
    cx += drawPill(ctx, text, cx, cy, { size: chipSize, fill: '#111722', ink: BOARD_COLOURS.text, weight: 'normal', stroke: BOARD_COLOURS.panelLine }) + 8;
  });
}

function drawChampionPanel(scene: Scene, player: PlayerView, box: { x: number; y: number; w: number; h: number }, side: 'top' | 'bottom'): void {
  const { ctx } = scene;
  const champion = player.champion;
  const cardW = 160;
  const cardH = cardBox(cardW).h;
  const cardY = side === 'top' ? box.y + box.h - cardH - 4 : box.y + 4;
  if (champion) {
    // Damage is shown large beside the card, so the card itself carries only counters. A rested
    // champion lies on its side, shrunk to the same slot width and centred in the slot.
    const drawW = champion.rested ? Math.floor(cardW / 1.4) : cardW;
    const drawY = champion.rested ? cardY + (cardH - drawW) / 2 : cardY;
    drawCard(ctx, { ...specOfObject(champion, scene.art.get(champion.card.slug)), damage: 0 }, box.x, drawY, drawW);
  } else {
    fillRoundRect(ctx, box.x, cardY, cardW, cardH, 8, '#111722');
    drawFitted(ctx, 'No champion', box.x + cardW / 2, cardY + cardH / 2, cardW - 12, { size: 18, colour: BOARD_COLOURS.muted, align: 'center', baseline: 'middle' });
  }

  if (champion) {
    const sx = box.x + cardW + 14;
    const sw = box.w - cardW - 14;
    let y = cardY;
    drawFitted(ctx, `LEVEL ${champion.level ?? 0}`, sx, y + 20, sw, { size: 20, weight: 'bold', colour: '#a995ff' });
    y += 28;
    const life = champion.life ?? 0;
    const damage = champion.damage;
    y = statLine(ctx, 'LIFE', String(life), sx, y, sw, STAT_COLOURS.life);
    y = statLine(ctx, 'DAMAGE', String(damage), sx, y, sw, damage > 0 ? '#ff5c6c' : BOARD_COLOURS.muted);
    const remaining = Math.max(0, life - damage);
    const frac = life > 0 ? remaining / life : 0;
    fillRoundRect(ctx, sx, y + 2, sw, 14, 7, '#0d1118');
    if (frac > 0) fillRoundRect(ctx, sx, y + 2, Math.max(14, sw * frac), 14, 7, frac > 0.5 ? STAT_COLOURS.life : frac > 0.25 ? '#e0a020' : STAT_COLOURS.damage);
    drawFitted(ctx, `${remaining} left`, sx, y + 40, sw, { size: 18, weight: 'bold', colour: BOARD_COLOURS.text });
  }

  // Public facts under (or, for the top player, above) the card: graveyard top and lineage.
  const lines: { text: string; colour: string; chip?: string }[] = [];
  const top = player.graveyard[player.graveyard.length - 1];
  lines.push(top
    ? { text: `Graveyard top: ${top.name}`, colour: BOARD_COLOURS.text, chip: elementColours(top.elements).base }
    : { text: 'Graveyard empty', colour: BOARD_COLOURS.muted });
  if (player.lineage.length > 0) {
    ctx.font = font(16);
    const wrapped = wrapText(ctx, `Lineage: ${player.lineage.map((c) => c.name).join(' › ')}`, box.w, 2);
    for (const text of wrapped) lines.push({ text, colour: BOARD_COLOURS.muted });
  }
  const lineH = 22;
  const firstY = side === 'top' ? cardY - 24 - (lines.length - 1) * lineH : cardY + cardH + 24;
  lines.forEach((line, i) => {
    const ly = firstY + i * lineH;
    let lx = box.x;
    if (line.chip) {
      fillRoundRect(ctx, lx, ly - 13, 14, 14, 3, line.chip);
      lx += 20;
    }
    drawFitted(ctx, line.text, lx, ly, box.w - (lx - box.x), { size: 16, minSize: 13, colour: line.colour });
  });
}

function statLine(ctx: SKRSContext2D, label: string, value: string, x: number, y: number, w: number, colour: string): number {
  drawFitted(ctx, label, x, y + 14, w, { size: 14, weight: 'bold', colour: BOARD_COLOURS.muted });
  drawFitted(ctx, value, x, y + 56, w, { size: 44, minSize: 28, weight: 'bold', colour });
  return y + 64;
}

function drawField(scene: Scene, player: PlayerView, area: { x: number; y: number; w: number; h: number }, side: 'top' | 'bottom'): void {
  const { ctx, view } = scene;
  const championIds = new Set(view.players.map((p) => p.champion?.id).filter((id): id is string => id !== undefined));
  const mine = view.field.filter((o) => o.controller === player.id && !championIds.has(o.id));
  if (mine.length === 0) {
    drawFitted(ctx, 'No objects on the field', area.x + area.w / 2, area.y + area.h / 2, area.w, { size: 20, colour: '#5d6678', align: 'center', baseline: 'middle' });
    return;
  }
  // Units (allies) sit on the row nearest the middle; weapons, items, domains further out.
  const unitGroup = side === 'top' ? 1 : 0;
  const sorted = mine
    .map((obj, i) => ({ obj, i, group: obj.card.types.includes('ALLY') ? unitGroup : 1 - unitGroup }))
    .sort((a, b) => a.group - b.group || a.i - b.i);
  const items = sorted.map((s) => ({ rested: s.obj.rested, group: s.group }));
  const flow = flowCards(items, area, { maxWidth: 150, minWidth: 70, gap: 12, anchor: side === 'top' ? 'bottom' : 'top' });
  for (const place of flow.placements) {
    const obj = sorted[place.index]!.obj;
    drawCard(ctx, specOfObject(obj, scene.art.get(obj.card.slug)), place.x, place.y, flow.cardWidth);
  }
  if (flow.hidden > 0) {
    const text = `+${flow.hidden} more`;
    drawPill(ctx, text, area.x + area.w - pillWidth(ctx, text, 18) - 4, side === 'top' ? area.y + 14 : area.y + area.h - 14, { size: 18, fill: '#111722', ink: BOARD_COLOURS.text, stroke: BOARD_COLOURS.accent });
  }
}

function objectName(scene: Scene, id: string | null): string {
  if (!id) return '—';
  const obj = scene.objects.get(id);
  if (!obj) return 'a player';
  return obj.card.types.includes('CHAMPION') ? `${obj.card.name} (${playerName(scene, obj.controller)})` : obj.card.name;
}

function sectionTitle(ctx: SKRSContext2D, text: string, x: number, y: number): number {
  ctx.font = font(17, 'bold');
  ctx.fillStyle = BOARD_COLOURS.accent;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, x, y + 17);
  return y + 28;
}

function drawSidePanel(scene: Scene): void {
  const { ctx, view } = scene;
  const x0 = SIDE_X;
  const top = HEADER_H + 6;
  const bottom = BOARD_HEIGHT - 6;
  fillRoundRect(ctx, x0, top, SIDE_W, bottom - top, 14, BOARD_COLOURS.panel);
  const x = x0 + 14;
  const w = SIDE_W - 28;
  let y = top + 12;

  // The effects stack, top first.
  y = sectionTitle(ctx, view.stack.length > 0 ? `EFFECTS STACK (${view.stack.length}) · TOP FIRST` : 'EFFECTS STACK', x, y);
  if (view.stack.length === 0) {
    drawFitted(ctx, 'Empty', x, y + 18, w, { size: 18, colour: BOARD_COLOURS.muted });
    y += 32;
  } else {
    const items = [...view.stack].reverse();
    const maxItems = 5;
    items.slice(0, maxItems).forEach((item, i) => {
      y = drawStackItem(scene, item, x, y, w, i === 0) + 6;
    });
    if (items.length > maxItems) {
      drawFitted(ctx, `+${items.length - maxItems} more below`, x, y + 16, w, { size: 16, colour: BOARD_COLOURS.muted });
      y += 26;
    }
  }
  y += 10;

  if (view.combat) {
    y = sectionTitle(ctx, 'COMBAT', x, y);
    const c = view.combat;
    const attackerObj = c.attacker ? scene.objects.get(c.attacker) : undefined;
    const attackPower = attackerObj?.power;
    const attacker = objectName(scene, c.attacker) + (attackPower !== null && attackPower !== undefined ? `  ⚔${attackPower}` : '');
    const defender = objectName(scene, c.defender);
    const lines = c.defender ? [attacker, `→ ${defender}`] : [attacker];
    lines.forEach((line, i) => {
      drawFitted(ctx, line, x, y + 20, w, { size: 19, minSize: 14, weight: i === 0 ? 'bold' : 'normal', colour: i === 0 ? BOARD_COLOURS.attack : BOARD_COLOURS.defend });
      y += 26;
    });
    if (c.intent.length > 0) {
      drawFitted(ctx, `Intent: ${c.intent.map((f) => f.name).join(', ')}`, x, y + 18, w, { size: 16, minSize: 13, colour: BOARD_COLOURS.text });
      y += 24;
    }
    if (c.retaliators.length > 0) {
      drawFitted(ctx, `Retaliating: ${c.retaliators.map((id) => objectName(scene, id)).join(', ')}`, x, y + 18, w, { size: 16, minSize: 13, colour: BOARD_COLOURS.text });
      y += 24;
    }
    y += 12;
  }

  // The most recent public log lines fill the rest.
  if (view.log.length > 0 && y < bottom - 80) {
    y = sectionTitle(ctx, 'LOG', x, y);
    ctx.font = font(16);
    const lineH = 22;
    const room = Math.floor((bottom - 14 - y) / lineH);
    const lines: string[] = [];
    for (const entry of [...view.log].reverse()) {
      const wrapped = wrapText(ctx, entry.text, w, 2);
      if (lines.length + wrapped.length > room) break;
      lines.unshift(...wrapped.map((l, i) => (i === 0 ? l : `  ${l}`)));
      if (lines.length >= room) break;
    }
    ctx.fillStyle = BOARD_COLOURS.muted;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    lines.forEach((line, i) => ctx.fillText(line, x, y + 16 + i * lineH));
  }
}

function drawStackItem(scene: Scene, item: StackItemView, x: number, y: number, w: number, isTop: boolean): number {
  const { ctx } = scene;
  const h = 58;
  const colours = elementColours(item.card?.elements ?? []);
  fillRoundRect(ctx, x, y, w, h, 8, isTop ? '#2a3346' : '#232b3b');
  fillRoundRect(ctx, x, y, 8, h, 4, colours.base);
  drawFitted(ctx, item.name, x + 16, y + 24, w - 24, { size: 19, minSize: 14, weight: 'bold', colour: BOARD_COLOURS.text });
  // Targets matter more than a long player name: shorten the name first.
  ctx.font = font(15);
  const who = truncateToWidth(ctx, playerName(scene, item.controller), 120);
  const targets = item.targets.length > 0 ? ` → ${item.targets.join(', ')}` : '';
  drawFitted(ctx, `${who} · ${STACK_KIND_NAMES[item.kind] ?? item.kind}${targets}`, x + 16, y + 47, w - 24, { size: 15, minSize: 12, colour: BOARD_COLOURS.muted });
  return y + h;
}

function drawResult(scene: Scene): void {
  const { ctx, view } = scene;
  const result = view.result;
  if (!result) return;
  const bandH = 150;
  const y = HEADER_H + HALF_H + MID_GAP / 2 - bandH / 2;
  // Over the two halves only: the side panel's log stays readable.
  const bandW = SIDE_X - 4;
  ctx.fillStyle = 'rgba(8, 10, 16, 0.88)';
  ctx.fillRect(0, y, bandW, bandH);
  ctx.fillStyle = BOARD_COLOURS.accent;
  ctx.fillRect(0, y, bandW, 4);
  ctx.fillRect(0, y + bandH - 4, bandW, 4);
  const title = result.kind === 'win' ? `${playerName(scene, result.winner)} wins` : 'Draw';
  drawFitted(ctx, title, bandW / 2, y + 74, bandW - 60, { size: 60, minSize: 30, weight: 'bold', colour: BOARD_COLOURS.accent, align: 'center' });
  drawFitted(ctx, result.reason, bandW / 2, y + 118, bandW - 60, { size: 26, minSize: 16, colour: BOARD_COLOURS.text, align: 'center' });
}
