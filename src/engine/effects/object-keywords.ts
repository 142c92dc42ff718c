// The effect ops of object, lineage and player keywords, carried out for play/effects.ts:
// Agility (flow/agility.ts), Foster (effects/foster.ts), Preserve (effects/preserve.ts),
// Scavenge N and Suppress (glossary/game-terms.md#scavenge-n, #suppress), omens and wither
// (effects/counters.ts).
import { objectSuppressed } from './own-zone-events.js';
import type { CardFilter, Effect, PlayerRef } from '../../cards/vocabulary.js';
import type { CardId, PlayerId, PlayerState, Resolution, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, opponents, player, playersInTurnOrder } from '../state/query.js';
import { addTo, createObject, putCard, removeObject, takeFrom, takeTop } from '../state/zones.js';
import { shuffleInPlace } from '../state/rng.js';
import { cardMatches, subjects } from '../play/effects.js';
import { gainAgility, returnFromMemory } from '../flow/agility.js';
import { becomeFostered } from './foster.js';
import { preserveFromGraveyard } from './preserve.js';
import { banishAsOmen, startWither } from './counters.js';
import { addPendingTrigger } from '../flow/triggers.js';
import { eventObjectController } from './event-players.js';

export type KeywordOp = Extract<Effect, { op: 'gainAgility' | 'returnFromMemory' | 'foster' | 'preserve' | 'scavenge' | 'suppress' | 'suppressReturn' | 'banishAsOmen' | 'wither' }>;

/** The players an effect names, relative to the controller of its stack item; a lost player is never named. */
export function playersOf(ctx: Ctx, item: StackItem, who: PlayerRef): PlayerState[] {
  const s = ctx.s;
  if (who === 'you') return [player(s, item.controller)];
  if (who === 'each') return playersInTurnOrder(s);
  if (who === 'opponents') return opponents(s, item.controller);
  if (who === 'eventObjectController') return eventObjectController(s, item);
  if (who === 'turnPlayer') return s.players[s.turnPlayer] && !s.players[s.turnPlayer]!.lost ? [s.players[s.turnPlayer]!] : [];
  const id = 'player' in who ? who.player : (() => {
    const t = item.targets[who.index];
    return t?.kind === 'player' ? t.id : undefined;
  })();
  const p = s.players.find((pl) => pl.id === id);
  return p && !p.lost ? [p] : [];
}

/** Carry out one of these ops. `r` is the resolution, already past this effect (for a pause). */
export function runKeywordEffect(ctx: Ctx, r: Resolution, e: KeywordOp): 'done' | 'paused' {
  const item = r.item;
  switch (e.op) {
    case 'gainAgility':
      for (const p of playersOf(ctx, item, e.who)) gainAgility(ctx, p.id, e.amount, item.def);
      return 'done';
    case 'returnFromMemory':
      return returnFromMemory(ctx, item.controller, e.count ?? item.x, r);
    case 'foster':
      for (const o of subjects(ctx, item, e.subject)) becomeFostered(ctx, o);
      return 'done';
    case 'preserve':
      preserveFromGraveyard(ctx, item.card, item);
      return 'done';
    case 'scavenge':
      scavenge(ctx, item.controller, e.count, e.filter);
      return 'done';
    case 'suppress':
      for (const o of subjects(ctx, item, e.subject)) suppress(ctx, item.controller, o.id);
      return 'done';
    case 'suppressReturn':
      returnSuppressed(ctx, item.card);
      return 'done';
    case 'banishAsOmen':
      banishAsOmen(ctx, item, e.target);
      return 'done';
    case 'wither':
      return startWither(ctx, item.controller, r);
  }
}

/**
 * Scavenge N for a kind of card: reveal from the top until such a card is revealed or N cards are;
 * the card found goes to hand, the others to the bottom in a random order.
 */
export function scavenge(ctx: Ctx, who: PlayerId, count: number, filter: CardFilter): CardId | null {
  const s = ctx.s;
  const p = player(s, who);
  const rest: CardId[] = [];
  let found: CardId | null = null;
  for (let i = 0; i < count && p.mainDeck.length > 0; i++) {
    const c = takeTop(p)!;
    if (cardMatches(cardDef(s, c), filter)) {
      found = c;
      break;
    }
    rest.push(c);
  }
  const names = [...rest, ...(found ? [found] : [])].map((c) => cardDef(s, c).name).join(', ');
  logLine(ctx, `${p.name} scavenges, revealing ${names || 'nothing'}${found ? ` and takes ${cardDef(s, found).name}` : ''}.`, who);
  if (found) putCard(ctx, found, 'hand');
  shuffleInPlace(s.rng, rest);
  addTo(p, 'mainDeck', ...rest);
  return found;
}

/** Suppress: banish the object; a delayed trigger returns its card at the beginning of the next end phase. */
export function suppress(ctx: Ctx, by: PlayerId, id: string): void {
  const s = ctx.s;
  const o = s.objects[id];
  if (!o) return;
  s.suppressesThisTurn = { ...s.suppressesThisTurn, [by]: (s.suppressesThisTurn?.[by] ?? 0) + 1 }; // Greater Boon of Astraeus counts them
  objectSuppressed(ctx, by, o); // "whenever you suppress" (effects/own-zone-events.ts)
  removeObject(ctx, id, 'banishment', 'banished');
  if (o.card && player(s, o.owner).banishment.includes(o.card)) {
    s.suppressed = [...(s.suppressed ?? []), { card: o.card, controller: by }];
  }
}

/** At the beginning of the end phase: one delayed trigger per suppressed card, controlled by who suppressed it. */
export function queueSuppressReturns(ctx: Ctx): void {
  const s = ctx.s;
  for (const x of s.suppressed ?? []) {
    addPendingTrigger(s, { controller: x.controller, source: null, def: s.cards[x.card]!.def, abilityIndex: -1, builtin: 'suppressReturn', card: x.card });
  }
  if (s.suppressed?.length) s.suppressed = [];
}

/** The delayed trigger resolves: the same card, if still in banishment, returns under its owner's control. */
function returnSuppressed(ctx: Ctx, card: CardId | undefined): void {
  if (!card) return;
  const s = ctx.s;
  const owner = s.cards[card]!.owner;
  if (!takeFrom(player(s, owner), 'banishment', card)) return;
  createObject(ctx, { card, def: s.cards[card]!.def, controller: owner, owner, fromBanishment: true });
  logLine(ctx, `${cardDef(s, card).name} returns to the field (Suppress).`, owner);
}
