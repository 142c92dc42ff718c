// Effects of boon abilities that count or roll:
// - "if this is the Nth time this ability has resolved": a boon's ability is its player's, counted per
//   boon for the whole game (general-rules/general-rules-card-types/card-types-boons.md#general-rules,
//   game-mechanics/game-mechanics-abilities/abilities-ability-tracking.md); only a resolution counts, so a
//   fizzled activation does not (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md);
// - dice: fair dice rolled with the game's seeded random sequence, the total choosing a row of the
//   card's table (game-mechanics/game-mechanics-miscellaneous-topics/randomization.md#general-rules).
import type { BoonCounter, Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, Resolution, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { nextInt } from '../state/rng.js';
import { player } from '../state/query.js';
import { runNext } from '../play/run-next.js';

type BoonOp = Extract<Effect, { op: 'boonResolution' | 'rollDice' | 'boonCounters' }>;

/** The Pantheon entry of the boon whose ability this stack item is (a player has each boon once). */
function boonEntryOf(s: GameState, item: StackItem) {
  return s.players.find((p) => p.id === item.controller)?.pantheon?.find((b) => s.cards[b.card]?.def === item.def);
}

/** How many times this ability of `who`'s boon has resolved this game. */
export function boonResolutions(s: GameState, who: PlayerId, card: string, index: number): number {
  return player(s, who).pantheon?.find((b) => b.card === card)?.resolved?.[String(index)] ?? 0;
}

/** The counters of this kind on the boon `who` has of this definition (a player has each boon once). */
export function boonCountersOf(s: GameState, who: PlayerId, def: string, counter: string): number {
  const entry = s.players.find((p) => p.id === who)?.pantheon?.find((b) => s.cards[b.card]?.def === def);
  return entry?.counters?.[counter as BoonCounter] ?? 0;
}

/** Roll `dice` fair dice of `sides` sides: the total. */
export function rollDice(s: GameState, dice: number, sides: number): number {
  let total = 0;
  for (let i = 0; i < dice; i++) total += 1 + nextInt(s.rng, sides);
  return total;
}

function splice(r: Resolution, effects: Effect[]): void {
  runNext(r, effects);
}

export function runBoonOp(ctx: Ctx, r: Resolution, e: BoonOp): void {
  const s = ctx.s;
  const item = r.item;
  if (e.op === 'boonCounters') { // counters on the boon itself, which stays in the Pantheon zone
    const entry = boonEntryOf(s, item);
    if (!entry) return;
    entry.counters = { ...entry.counters, [e.counter]: (entry.counters?.[e.counter] ?? 0) + e.count };
    logLine(ctx, `${s.defs[item.def]!.name} gets ${e.count} ${e.counter} counter(s).`, item.controller);
    return;
  }
  if (e.op === 'boonResolution') {
    const entry = boonEntryOf(s, item);
    if (!entry || item.abilityIndex === undefined) return;
    const key = String(item.abilityIndex);
    const n = (entry.resolved?.[key] ?? 0) + 1;
    entry.resolved = { ...entry.resolved, [key]: n };
    if (n === e.nth) splice(r, e.then);
    return;
  }
  const total = rollDice(s, e.dice, e.sides);
  logLine(ctx, `${player(s, item.controller).name} rolls ${e.dice}D${e.sides}: ${total}.`, item.controller);
  const row = e.results.find((x) => total >= x.min && total <= x.max);
  if (row) splice(r, row.effects);
}
