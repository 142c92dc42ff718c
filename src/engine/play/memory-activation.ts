// Activating a card from its owner's memory. Cards are activated from the hand unless something says otherwise
// (game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules); the memory is its owner's
// private zone (game-zones-memory.md#general-rules). The permission here is a static ability of the card itself, read
// while the card lies in its owner's memory, with its condition ("if it's not your turn", a bonus); it may ask extra
// costs (counters removed from the champion) and may waive the reserve cost ("without paying its reserve cost"). The
// activation is otherwise the usual one (Opportunity, speed, elements, targets); the card leaves the memory as it goes
// on the stack, and the activation remembers where it came from (StackItem.from: 'memory').
import type { CardDef, StaticEffect } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, championOf, conditionMet, player } from '../state/query.js';
import { slugsWithAbility } from '../state/game-facts.js';
import { mutObj } from '../state/clone.js';

type Way = Extract<StaticEffect, { kind: 'activateFromMemory' }>;
type GraveyardWay = Extract<StaticEffect, { kind: 'activateFromGraveyard' }>;

const waySlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'activateFromMemory');
const graveyardWaySlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'activateFromGraveyard');

type WayKind = 'activateFromMemory' | 'activateFromGraveyard';

/** The card's own permission of this kind whose condition holds now, if any. */
function ownWay<K extends WayKind>(s: GameState, who: PlayerId, def: CardDef, kind: K): Extract<StaticEffect, { kind: K }> | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== kind) continue;
    if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return ab.effect as Extract<StaticEffect, { kind: K }>;
  }
  return null;
}

/** Cards of `who`'s zone whose text may let them be activated from there (games without such a card pay one set lookup). */
function zoneCandidates(s: GameState, who: PlayerId, zone: 'memory' | 'graveyard', slugs: ReadonlySet<string>): CardId[] {
  if (slugs.size === 0) return [];
  return player(s, who)[zone].filter((c) => slugs.has(s.cards[c]!.def));
}

/** The card's own permission to be activated from the memory whose condition holds now, if any. */
export const memoryWay = (s: GameState, who: PlayerId, def: CardDef): Way | null => ownWay(s, who, def, 'activateFromMemory');

/** Cards of `who`'s memory that could be activated from there. */
export const memoryCandidates = (s: GameState, who: PlayerId): CardId[] => zoneCandidates(s, who, 'memory', waySlugs(s.defs));

/** Is this card in `who`'s memory, with a way to be activated from there now? */
export const activatableFromMemory = (s: GameState, who: PlayerId, card: CardId): boolean =>
  player(s, who).memory.includes(card) && memoryWay(s, who, cardDef(s, card)) !== null;

/** Why the card can't be activated from the memory now (beyond the usual activation checks), or null. */
export function memoryWayProblem(s: GameState, who: PlayerId, card: CardId): RuleViolation | null {
  if (!player(s, who).memory.includes(card)) return { message: 'That card is not in your memory.', rule: RULES.memoryZone };
  const def = cardDef(s, card);
  const way = memoryWay(s, who, def);
  if (!way) return { message: `${def.name} can't be activated from your memory now.`, rule: RULES.activation };
  for (const c of way.costs ?? []) {
    if ((championOf(s, who)?.counters[c.counter] ?? 0) < c.count) return { message: `Your champion needs ${c.count} ${c.counter} counter(s) to pay for this.`, rule: RULES.counters };
  }
  return null;
}

/** The way waives the reserve cost. */
export const memoryWayFree = (s: GameState, who: PlayerId, def: CardDef): boolean => !!memoryWay(s, who, def)?.free;

/** Pay the way's extra costs (as the activation is committed). */
export function payMemoryWayCosts(ctx: Ctx, who: PlayerId, def: CardDef): void {
  const s = ctx.s;
  for (const c of memoryWay(s, who, def)?.costs ?? []) {
    const champ = mutObj(s, championOf(s, who)!.id);
    champ.counters[c.counter] = (champ.counters[c.counter] ?? 0) - c.count;
  }
}

// The same from the graveyard ("you may activate this card from your graveyard"): a permission of the card's own text,
// read while it lies in its owner's graveyard (not Ephemerate, which is an alternative cost: effects of that keyword
// go through the 'ephemerate' action). "If you do, banish it as it resolves": the activation carries it.

/** The card's own permission to be activated from the graveyard whose condition holds now, if any. */
export const graveyardWay = (s: GameState, who: PlayerId, def: CardDef): GraveyardWay | null => ownWay(s, who, def, 'activateFromGraveyard');

/** Cards of `who`'s graveyard whose text may let them be activated from there. */
export const graveyardCandidates = (s: GameState, who: PlayerId): CardId[] => zoneCandidates(s, who, 'graveyard', graveyardWaySlugs(s.defs));

/** Is this card in `who`'s graveyard with a way of its own text to be activated from there now? */
export const activatableFromGraveyard = (s: GameState, who: PlayerId, card: CardId): boolean =>
  player(s, who).graveyard.includes(card) && graveyardWay(s, who, cardDef(s, card)) !== null;

/** Why the card can't be activated from the graveyard by its own text now (beyond the usual checks), or null. */
export function graveyardWayProblem(s: GameState, who: PlayerId, card: CardId): RuleViolation | null {
  if (!player(s, who).graveyard.includes(card)) return { message: 'That card is not in your graveyard.', rule: RULES.graveyardZone };
  const def = cardDef(s, card);
  return graveyardWay(s, who, def) ? null : { message: `${def.name} can't be activated from your graveyard now.`, rule: RULES.activation };
}
