// Masteries (game-mechanics/game-mechanics-mastery.md) and statuses
// (game-mechanics/game-mechanics-statuses.md): player functions, not objects. They live in
// `GameState.masteries` and `GameState.statuses`, values that are replaced, never edited.
import type { CardDef, Condition, Direction, MasteryCounter } from '../../cards/vocabulary.js';
import type { GameState, MasteryState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';

/** Shifting Currents has a direction, North when gained. */
export const SHIFTING_CURRENTS = 'shifting-currents';
/** Crowd's Favor (Pantheon): only one player has it at a time. */
export const CROWDS_FAVOR = 'crowds-favor';

const DIRECTIONS: readonly Direction[] = ['north', 'east', 'south', 'west'];

function nameOf(s: GameState, slug: string): string {
  return s.defs[slug]?.name ?? slug;
}

function playerName(s: GameState, id: PlayerId): string {
  return s.players.find((p) => p.id === id)?.name ?? id;
}

export function masteryOf(s: GameState, who: PlayerId): MasteryState | undefined {
  return s.masteries?.[who];
}

/** Gain a mastery: a player has one at a time, so a new one replaces the old (its counters go with it). */
export function gainMastery(ctx: Ctx, who: PlayerId, slug: string): void {
  const s = ctx.s;
  const old = masteryOf(s, who);
  const m: MasteryState = { def: slug, counters: {}, ...(slug === SHIFTING_CURRENTS ? { direction: 'north' as const } : {}) };
  s.masteries = { ...(s.masteries ?? {}), [who]: m };
  logLine(ctx, old ? `${playerName(s, who)}'s mastery ${nameOf(s, old.def)} is replaced by ${nameOf(s, slug)}.` : `${playerName(s, who)} gains the mastery ${nameOf(s, slug)}.`, who);
}

/** The mastery each kind of counter is put on: sheen counters on Fractured Memories, haunt counters on Phantasmagoria. */
export const COUNTER_MASTERY: Record<MasteryCounter, string> = { sheen: 'fractured-memories', haunt: 'phantasmagoria' };

/** Put sheen or haunt counters on the player's mastery; without the mastery they belong on, nothing happens. */
export function addMasteryCounters(ctx: Ctx, who: PlayerId, counter: MasteryCounter, count: number): void {
  const s = ctx.s;
  const m = masteryOf(s, who);
  if (!m || m.def !== COUNTER_MASTERY[counter] || count === 0) return;
  const n = Math.max(0, (m.counters[counter] ?? 0) + count);
  s.masteries = { ...s.masteries, [who]: { ...m, counters: { ...m.counters, [counter]: n } } };
}

/** Shifting Currents: one direction at a time; setting one overwrites the previous. */
export function setDirection(ctx: Ctx, who: PlayerId, direction: Direction): void {
  const s = ctx.s;
  const m = masteryOf(s, who);
  if (!m || m.direction === undefined) return;
  s.masteries = { ...s.masteries, [who]: { ...m, direction } };
  logLine(ctx, `${playerName(s, who)}'s ${nameOf(s, m.def)} now points ${direction}.`, who);
  if (m.direction !== direction) watch(ctx, { event: 'currentsChange', player: who, from: m.direction, to: direction });
}

/** North and South are each adjacent to East and West, and the other way round. */
export function adjacentDirections(d: Direction): Direction[] {
  const i = DIRECTIONS.indexOf(d);
  return [DIRECTIONS[(i + 1) % 4]!, DIRECTIONS[(i + 3) % 4]!];
}

export function statusesOf(s: GameState, who: PlayerId): string[] {
  return s.statuses?.[who] ?? [];
}

/**
 * Gain a status: several statuses at once, but one instance of each. When a player gains
 * Crowd's Favor, every other player loses it.
 */
export function gainStatus(ctx: Ctx, who: PlayerId, status: string): void {
  const s = ctx.s;
  if (statusesOf(s, who).includes(status)) return;
  const next: Record<PlayerId, string[]> = { ...(s.statuses ?? {}), [who]: [...statusesOf(s, who), status] };
  if (status === CROWDS_FAVOR) {
    for (const p of s.players) {
      if (p.id !== who && next[p.id]?.includes(status)) {
        next[p.id] = next[p.id]!.filter((x) => x !== status);
        logLine(ctx, `${p.name} loses ${nameOf(s, status)}.`, p.id);
      }
    }
  }
  s.statuses = next;
  logLine(ctx, `${playerName(s, who)} gains ${nameOf(s, status)}.`, who);
}

export function loseStatus(ctx: Ctx, who: PlayerId, status: string): void {
  const s = ctx.s;
  if (!statusesOf(s, who).includes(status)) return;
  s.statuses = { ...s.statuses, [who]: statusesOf(s, who).filter((x) => x !== status) };
  logLine(ctx, `${playerName(s, who)} loses ${nameOf(s, status)}.`, who);
}

export type PlayerFunctionCondition = Extract<Condition, { kind: 'masteryCounters' | 'hasMastery' | 'masteryDirection' | 'hasStatus' }>;

/** Restrictions that read a player's mastery or statuses ("Sheen N+" counts sheen counters on the mastery). */
export function playerFunctionCondition(s: GameState, who: PlayerId, c: PlayerFunctionCondition): boolean {
  const m = masteryOf(s, who);
  switch (c.kind) {
    case 'masteryCounters': return (m?.counters[c.counter] ?? 0) >= c.min;
    case 'hasMastery': return m?.def === c.mastery;
    case 'masteryDirection': return m?.direction === c.direction;
    case 'hasStatus': return statusesOf(s, who).includes(c.status);
  }
}

/**
 * Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): does this card in `owner`'s graveyard
 * have no abilities, because the owner's mastery makes the graveyard's cards (but a subtype's) lose them?
 * (A mastery static of this kind has no restriction, so none is checked.)
 */
export function graveyardCardLostAbilities(s: GameState, owner: PlayerId, def: CardDef): boolean {
  const m = masteryOf(s, owner);
  const md = m ? s.defs[m.def] : undefined;
  if (!md) return false;
  return md.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'graveyardLosesAbilities'
    && !(ab.effect.exceptSubtype && def.subtypes.includes(ab.effect.exceptSubtype)));
}
