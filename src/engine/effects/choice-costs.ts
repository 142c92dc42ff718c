// Costs paid with cards or objects the player picks as the costs are paid: an activated ability's
// "banish a card (with Floating Memory) from your graveyard", "sacrifice three Herbs" or "return a regalia you control to
// its owner's material deck", and a card's
// "as an additional cost to materialize this card, banish N cards from your/a single graveyard".
// Costs are paid in full or not at all, so an ability or a materialization whose choice costs can't
// be met is not legal (game-mechanics-abilities/abilities-activated-abilities.md#general-rules;
// game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules: additional costs
// are paid with the memory cost). The picks go through the draft's 'costParts' stage, one at a time.
import type { ActivatedCost, CardDef, CardFilter } from '../../cards/vocabulary.js';
import type { ActivationDraft, CardId, GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { abilitySources, cardDef, conditionMet, floatingMemoryCards, objDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { putCard, removeObject, takeFrom } from '../state/zones.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

/** One choice cost: how many picks, from where. */
interface Part { count: number; from: 'yourGraveyard' | 'singleGraveyard' | 'yourObjects'; filter?: CardFilter; floatingMemory?: boolean; except?: string;
  /** The objects picked return to their owners' material decks instead of being sacrificed. */ returns?: boolean }

function abilityParts(costs: readonly ActivatedCost[], source: string): Part[] {
  const out: Part[] = [];
  for (const c of costs) {
    if (c.kind === 'banishGraveyardCards') out.push({ count: c.count, from: 'yourGraveyard', ...(c.filter ? { filter: c.filter } : {}), ...(c.floatingMemory ? { floatingMemory: true } : {}) });
    if (c.kind === 'sacrificeObjects') out.push({ count: c.count, from: 'yourObjects', filter: c.filter, except: source });
    if (c.kind === 'returnObjects') out.push({ count: c.count, from: 'yourObjects', filter: c.filter, except: source, returns: true });
  }
  return out;
}

/** The additional banish costs of materializing `def` whose conditions hold. */
function materializeParts(s: GameState, who: PlayerId, def: CardDef): Part[] {
  const out: Part[] = [];
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'materializeBanishCost') continue;
    if (ab.condition && !conditionMet(s, who, ab.condition, undefined, [], undefined, def)) continue;
    const e = ab.effect;
    out.push({ count: e.count, from: e.singleGraveyard ? 'singleGraveyard' : 'yourGraveyard', ...(e.filter ? { filter: e.filter } : {}) });
  }
  return out;
}

function draftParts(s: GameState, who: PlayerId, d: ActivationDraft): Part[] {
  if (d.source.kind === 'ability') {
    const o = s.objects[d.source.object];
    const ab = o ? abilitySources(s, o)[d.source.index]?.ability : undefined;
    return ab && ab.kind === 'activated' ? abilityParts(ab.costs, o!.id) : [];
  }
  if (d.source.kind === 'card' && d.source.via === 'materialize') return materializeParts(s, who, cardDef(s, d.source.card));
  return [];
}

/** Every card or object one part could be paid with (nothing picked yet), per graveyard for a single-graveyard part. */
function pools(s: GameState, who: PlayerId, part: Part): string[][] {
  const fits = (c: CardId) => !part.filter || cardMatches(cardDef(s, c), part.filter);
  if (part.from === 'yourObjects') {
    return [s.field.filter((id) => {
      const o = s.objects[id]!;
      return o.controller === who && id !== part.except && (!part.filter || cardMatches(objDef(s, o), part.filter));
    })];
  }
  if (part.from === 'yourGraveyard') {
    const base = part.floatingMemory ? floatingMemoryCards(s, who) : player(s, who).graveyard;
    return [base.filter(fits)];
  }
  return s.players.map((p) => p.graveyard.filter(fits));
}

/**
 * Can these parts all be paid now, each with its own cards or objects? One object can pay only one part
 * ("sacrifice an Automaton ally and a Human ally" needs two allies, even if one is both), so the parts
 * from one pool are matched to distinct picks; `taken`: already picked, out of every pool.
 */
function payable(s: GameState, who: PlayerId, parts: Part[], taken: readonly string[] = []): boolean {
  const slots: string[][] = [];
  for (const part of parts) {
    if (part.from === 'singleGraveyard') {
      if (!pools(s, who, part).some((pool) => pool.filter((id) => !taken.includes(id)).length >= part.count)) return false;
      continue;
    }
    const pool = pools(s, who, part)[0]!.filter((id) => !taken.includes(id));
    for (let i = 0; i < part.count; i++) slots.push(pool);
  }
  return distinctPicks(slots);
}

/** Is there a way to give every slot a different one of its candidates (bipartite matching, augmenting paths)? */
function distinctPicks(slots: string[][]): boolean {
  const owner = new Map<string, number>();
  const place = (slot: number, seen: Set<string>): boolean => {
    for (const id of slots[slot]!) {
      if (seen.has(id)) continue;
      seen.add(id);
      const held = owner.get(id);
      if (held === undefined || place(held, seen)) { owner.set(id, slot); return true; }
    }
    return false;
  };
  return slots.every((_, i) => place(i, new Set()));
}

/** Can the choice costs of this activated ability be paid (abilityProblem)? */
export function abilityChoiceCostsPayable(s: GameState, who: PlayerId, costs: readonly ActivatedCost[], source: string): boolean {
  return payable(s, who, abilityParts(costs, source));
}

/** Can the additional banish costs of materializing `def` be paid? */
export function materializeChoiceCostsPayable(s: GameState, who: PlayerId, def: CardDef): boolean {
  return payable(s, who, materializeParts(s, who, def));
}

/** What may be picked next to pay the draft's choice costs ([] once they are all picked). */
export function choiceCostOptions(s: GameState, who: PlayerId, d: ActivationDraft): string[] {
  const chosen = d.costParts ?? [];
  let used = 0;
  const parts = draftParts(s, who, d);
  for (const part of parts) {
    const mine = chosen.slice(used, used + part.count);
    if (mine.length < part.count) {
      const left = part.count - mine.length;
      // All of a single-graveyard part come from the graveyard of the first pick, one that holds enough.
      const open = pools(s, who, part).filter((pool) => (mine.length > 0 ? pool.includes(mine[0]!) : pool.length >= part.count));
      const picks = open.flatMap((pool) => pool.filter((id) => !chosen.includes(id))).filter((_, __, all) => all.length >= left);
      if (part.from === 'singleGraveyard') return picks;
      // A pick must leave the rest of this part and the parts after it payable with other cards or objects.
      const rest: Part[] = [...(left > 1 ? [{ ...part, count: left - 1 }] : []), ...parts.slice(parts.indexOf(part) + 1)];
      return picks.filter((id) => payable(s, who, rest, [...chosen, id]));
    }
    used += part.count;
  }
  return [];
}

/** Pay them: the graveyard cards picked go to their owners' banishments, the objects picked are sacrificed. */
export function payChoiceCosts(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  const s = ctx.s;
  const parts = draftParts(s, who, d);
  if (parts.length === 0) return;
  let used = 0;
  for (const part of parts) {
    for (const id of (d.costParts ?? []).slice(used, used + part.count)) {
      if (s.objects[id]) {
        // "Return a regalia you control to its owner's material deck" (glossary/game-terms.md#regalia), or a sacrifice.
        if (part.returns) removeObject(ctx, id, 'materialDeck', 'returned');
        else removeObject(ctx, id, 'graveyard', 'sacrificed');
        continue;
      }
      const owner = s.players.find((p) => p.graveyard.includes(id));
      if (owner) banishingFromGraveyard(ctx, id); // effects/graveyard-banish-watch.ts
      if (owner && takeFrom(player(s, owner.id), 'graveyard', id)) putCard(ctx, id, 'banishment');
    }
    used += part.count;
  }
}
