// Events a "whenever" ability may watch about a player's own cards moving between zones, and the
// source of non-combat damage (game-mechanics-abilities/abilities-triggered-abilities.md):
// - 'banishesFromMemory': a player banishes a card from their own memory. A memory cost is paid by
//   banishing cards from memory at random (glossary/keywords-and-abilities.md#floating-memory), so paying
//   one counts; a card another player's effect banishes from it does not (that player does the banishing).
// - 'deckToGraveyard': cards go from a player's main deck into their graveyard (mill). One event per card,
//   so a "whenever one or more" watcher triggers once for the batch.
// - 'suppresses': a player suppresses an object (glossary/game-terms.md#suppress). It is watched as the
//   object leaves, so an object that watches for it triggers even when it is the one suppressed.
// - 'dealtDamage' carries the damage's source: its controller and its element (EventFilter.sourceYours,
//   sourceElement), for non-combat damage an ability or a card activation deals.
import type { CardType, Effect, Element } from '../../cards/vocabulary.js';
import { damageSourceInfo } from './damage-sources.js';
import type { CardId, DamageEvent, GameState, ObjectState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';
import { objDef, opponents, player } from '../state/query.js';
import { nextInt } from '../state/rng.js';
import { putCard, takeAt } from '../state/zones.js';
import { runNext } from '../play/run-next.js';

/** `by` banished `count` cards from `owner`'s memory: only the owner's own banishing is watched. */
export function memoryCardsBanished(ctx: Ctx, by: PlayerId, owner: PlayerId, count: number): void {
  if (by !== owner) return;
  for (let i = 0; i < count; i++) watch(ctx, { event: 'banishesFromMemory', player: owner });
}

/** Cards of `owner` went from their main deck into their graveyard, one event each. */
export function deckCardsToGraveyard(ctx: Ctx, owner: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) watch(ctx, { event: 'deckToGraveyard', player: owner });
}

/** `by` suppresses this object: watched while it is still on the field. */
export function objectSuppressed(ctx: Ctx, by: PlayerId, o: ObjectState): void {
  watch(ctx, { event: 'suppresses', player: by, object: o });
}

/**
 * What a damage event tells a watcher about its source: who controls it, its elements and types. Combat damage:
 * the attacking (or retaliating) unit (effects/damage-sources.ts).
 */
export function damageSource(s: GameState, ev: DamageEvent): { controller: PlayerId; elements: Element[]; types?: CardType[] } | undefined {
  if (ev.combat) {
    const info = damageSourceInfo(s, ev);
    return info?.controller ? { controller: info.controller, elements: info.elements, types: info.def.types } : undefined;
  }
  if (!ev.sourceController) return undefined;
  const o = ev.sourceObject ? s.objects[ev.sourceObject] : undefined;
  const def = o ? objDef(s, o) : ev.sourceDef ? s.defs[ev.sourceDef] : undefined;
  return { controller: ev.sourceController, elements: def?.elements ?? [] };
}

/**
 * The 'banishRandomFromMemory' op: each player of `whose` (the controller of the trigger's event
 * object, the opponents, or the effect's controller) banishes a card at random from their memory;
 * `then` follows only when a card was banished ("if you do").
 */
export function banishRandomFromMemory(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'banishRandomFromMemory' }>): void {
  const s = ctx.s;
  const item = r.item;
  const o = item.eventObject ? s.objects[item.eventObject] : undefined;
  const whose = e.whose === 'you' ? [player(s, item.controller)]
    : e.whose === 'opponents' ? opponents(s, item.controller)
      : o ? [player(s, o.controller)] : [];
  let banished = 0;
  const count = e.count ?? 1;
  for (const p of whose) {
    if (p.memory.length < count) continue; // "banish two at random": not with fewer, as an optional action is done completely or not at all (playing-cards-resolution.md)
    for (let i = 0; i < count; i++) {
      const card: CardId | undefined = takeAt(p, 'memory', nextInt(s.rng, p.memory.length));
      if (card === undefined) continue;
      putCard(ctx, card, 'banishment');
      banished++;
      logLine(ctx, `${p.name} banishes ${s.defs[s.cards[card]!.def]!.name} at random from their memory.`, p.id);
    }
    memoryCardsBanished(ctx, item.controller, p.id, count);
  }
  // "If you do": something was banished (for "banish N cards", all N of them).
  if (banished > 0 && e.then?.length) runNext(r, e.then);
}
