// The abilities of gained boons (general-rules/general-rules-card-types/card-types-boons.md#general-rules).
// A gained boon stays in its owner's Pantheon zone and is no object, so, as with masteries, its
// abilities have no source object: its triggered abilities are its player's (flow/triggers.ts), its
// static abilities apply from the Pantheon zone with the timestamp of its gaining (effects/continuous.ts
// for characteristics, effects/permissions.ts for permissions such as enabled elements).
// Games without a Pantheon zone pay one check of each player and nothing else.
import type { Ability } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId, PlayerState } from '../types.js';

/** Has its player gained this boon (its bestowal resolved)? */
export function isGained(b: NonNullable<PlayerState['pantheon']>[number]): boolean {
  return b.bestowed && !b.notGained;
}

export interface BoonAbilityRef { controller: PlayerId; card: CardId; def: string; index: number; ability: Ability; timestamp: number }

/** Does any player have a gained boon? (False in every game outside the Pantheon variant.) */
export function anyGainedBoon(s: GameState): boolean {
  for (const p of s.players) if (p.pantheon?.some(isGained)) return true;
  return false;
}

/** Every ability of every boon its player has gained, with that player. */
export function boonAbilities(s: GameState): BoonAbilityRef[] {
  if (!anyGainedBoon(s)) return [];
  const out: BoonAbilityRef[] = [];
  for (const p of s.players) {
    if (p.lost || !p.pantheon) continue;
    for (const b of p.pantheon) {
      if (!isGained(b)) continue;
      const def = s.defs[s.cards[b.card]!.def]!;
      def.abilities.forEach((ability, index) => out.push({ controller: p.id, card: b.card, def: def.slug, index, ability, timestamp: b.gainedAt ?? 0 }));
    }
  }
  return out;
}

/** The Pantheon entry of one of `who`'s boons. */
export function entryOf(s: GameState, who: PlayerId, card: CardId): NonNullable<PlayerState['pantheon']>[number] | undefined {
  return s.players.find((p) => p.id === who)?.pantheon?.find((b) => b.card === card);
}

/** How many times this boon's ability was activated (or triggered) this game. */
export function boonAbilityUses(s: GameState, who: PlayerId, card: CardId, index: number): number {
  return entryOf(s, who, card)?.uses?.[String(index)] ?? 0;
}

/** Count one more use of a boon's ability. */
export function noteBoonAbilityUse(s: GameState, who: PlayerId, card: CardId, index: number): void {
  const entry = entryOf(s, who, card);
  if (!entry) return;
  entry.uses = { ...(entry.uses ?? {}), [String(index)]: (entry.uses?.[String(index)] ?? 0) + 1 };
  entry.lastTurn = { ...(entry.lastTurn ?? {}), [String(index)]: s.turn }; // for "only once each turn" 
}

/** May this boon trigger still trigger ("only N times")? Counts the trigger when it may. */
export function takeBoonTrigger(s: GameState, b: BoonAbilityRef): boolean {
  if (b.ability.kind === 'triggered' && b.ability.limit === 'oncePerTurn') { // "only once each turn" / "for the first time each turn"
    if (entryOf(s, b.controller, b.card)?.lastTurn?.[String(b.index)] === s.turn) return false;
    noteBoonAbilityUse(s, b.controller, b.card, b.index);
    return true;
  }
  const times = b.ability.kind === 'triggered' ? b.ability.boon?.times ?? (b.ability.limit === 'once' ? 1 : undefined) : undefined;
  if (times === undefined) return true;
  if (boonAbilityUses(s, b.controller, b.card, b.index) >= times) return false;
  noteBoonAbilityUse(s, b.controller, b.card, b.index);
  return true;
}
