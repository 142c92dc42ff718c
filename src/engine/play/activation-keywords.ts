// Activation keywords and activation properties (glossary/keywords-and-abilities.md;
// game-mechanics/game-mechanics-properties-and-states.md): Aenean Progression, Elysian Aura,
// Empower, Kindle, Imbue, Prepare, Brew, Ephemerate, Cascade and Starcalling. The activation
// draft (activation.ts) asks for the choices; this module holds what each keyword means.
import type { Ability, CardDef, Element, Ingredient } from '../../cards/vocabulary.js';
import type { ActivationDraft, CardId, GameState, ObjectId, ObjectState, PlayerId, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, cardHasKeyword, championOf, objDef, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { imbueBanned } from '../effects/imbue-bans.js';

const ADVANCED: readonly Element[] = ['ARCANE', 'ASTRA', 'CRUX', 'EXALTED', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];

export const isSpell = (def: CardDef): boolean => def.subtypes.includes('SPELL');
export const isAeneanSpell = (def: CardDef): boolean => isSpell(def) && def.subtypes.includes('AENEAN');

// ---------- Empower and Elysian Aura: activating and resolving "as if" the champion had more level ----------

/** Does this player control an object with Elysian Aura? (One is enough: several don't add up.) */
export function controlsElysianAura(s: GameState, who: PlayerId): boolean {
  return s.field.some((id) => {
    const o = s.objects[id]!;
    return o.controller === who && (objDef(s, o).keywords.includes('elysianAura') || s.keywordGrants.some((g) => g.object === id && g.keyword === 'elysianAura'));
  });
}

/** Empower this player has been granted this turn and not yet used (instances add up). */
export function pendingEmpower(s: GameState, who: PlayerId): number {
  return (s.empower ?? []).filter((e) => e.player === who && e.turn === s.turn).reduce((n, e) => n + e.amount, 0);
}

/** Empower N: the controller's next Spell this turn is empowered. Empower 0 does nothing. */
export function grantEmpower(ctx: Ctx, who: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const s = ctx.s;
  s.empower = [...(s.empower ?? []).filter((e) => e.turn === s.turn), { player: who, amount, turn: s.turn }];
  logLine(ctx, `${player(s, who).name} gains Empower ${amount}.`, who);
}

/** The level bonus a card is activated with: pending Empower for a Spell, +2 for an Aenean Spell under Elysian Aura. */
export function activationLevelBonus(s: GameState, who: PlayerId, def: CardDef): number {
  return (isSpell(def) ? pendingEmpower(s, who) : 0) + (isAeneanSpell(def) && controlsElysianAura(s, who) ? 2 : 0);
}

/** Mark the item that is starting to resolve, so "as if" level and activation-property conditions see it. */
export function beginResolving(s: GameState, item: StackItem): void {
  if (item.kind !== 'activation' && item.kind !== 'materialization') return;
  s.resolving = {
    player: item.controller, def: item.def,
    ...(item.prepared ? { prepared: true } : {}), ...(item.imbued ? { imbued: true } : {}),
    ...(item.brewed ? { brewed: true } : {}), ...(item.empowered ? { empowered: item.empowered } : {}),
    ...(item.ephemeral ? { ephemeral: true } : {}),
  };
}

export function endResolving(s: GameState): void {
  if (s.resolving) delete s.resolving;
}

// ---------- Aenean Progression ----------

export function aeneanCount(s: GameState, who: PlayerId): number {
  return s.aeneanResolved?.[who] ?? 0;
}

/** A card with Aenean Progression resolved: its controller's later ones cost 2 more each. */
export function noteResolvedCard(ctx: Ctx, item: StackItem): void {
  const s = ctx.s;
  if (item.kind !== 'activation' || !item.card) return;
  if (!cardHasKeyword(s, item.controller, s.defs[item.def]!, 'aeneanProgression')) return;
  s.aeneanResolved = { ...(s.aeneanResolved ?? {}), [item.controller]: aeneanCount(s, item.controller) + 1 };
}

// ---------- Kindle N ----------

export function kindleLimit(s: GameState, who: PlayerId, def: CardDef): number {
  return cardHasKeyword(s, who, def, 'kindle') ? def.activationValues?.kindle ?? 0 : 0;
}

function fireCardsInGraveyard(s: GameState, who: PlayerId, except?: CardId): CardId[] {
  return player(s, who).graveyard.filter((c) => c !== except && cardDef(s, c).elements.includes('FIRE'));
}

/** How much of a reserve cost Kindle could pay now (for the affordability check). */
export function kindleCapacity(s: GameState, who: PlayerId, def: CardDef, self?: CardId): number {
  const n = kindleLimit(s, who, def);
  return n > 0 ? Math.min(n, fireCardsInGraveyard(s, who, self).length) : 0;
}

/** Fire cards in the graveyard that may still be banished for Kindle in this draft. */
export function kindleChoices(s: GameState, who: PlayerId, d: ActivationDraft, def: CardDef): CardId[] {
  const chosen = d.kindle ?? [];
  if (d.kindleDone || d.source.kind !== 'card') return [];
  if (chosen.length >= kindleLimit(s, who, def) || chosen.length >= d.reserveNeeded) return [];
  return fireCardsInGraveyard(s, who, d.source.card).filter((c) => !chosen.includes(c));
}

// ---------- Prepare N ----------

/** N for Prepare N, or null when the card can't be prepared (no keyword, or too few counters). */
export function prepareCost(s: GameState, who: PlayerId, def: CardDef): number | null {
  if (!cardHasKeyword(s, who, def, 'prepare')) return null;
  const n = def.activationValues?.prepare ?? 1;
  return (championOf(s, who)?.counters.preparation ?? 0) >= n ? n : null;
}

// ---------- Imbue ----------

function imbueMatches(imbued: CardDef, card: CardDef, match: 'element' | 'advanced' | Element | Element[]): boolean {
  if (Array.isArray(match)) return card.elements.some((e) => match.includes(e)); // "Luxem & Umbra Imbue 3": either element
  if (match === 'element') return card.elements.some((e) => imbued.elements.includes(e));
  if (match === 'advanced') return card.elements.some((e) => ADVANCED.includes(e));
  return card.elements.includes(match);
}

/** Is the activation imbued by the cards revealed and reserved? Any one Imbue being met is enough. */
export function imbueMet(s: GameState, def: CardDef, revealed: CardId[]): boolean {
  return (def.imbue ?? []).some((spec) => revealed.filter((c) => imbueMatches(def, cardDef(s, c), spec.match)).length >= spec.n);
}

// ---------- Brew ----------

function fits(s: GameState, o: ObjectState, ing: Ingredient): boolean {
  const d = objDef(s, o);
  return (!ing.subtype || d.subtypes.includes(ing.subtype)) && (!ing.name || d.name === ing.name);
}

/** The ingredient the next chosen object pays for (ingredients are filled in the order listed). */
function nextIngredient(def: CardDef, chosen: number): Ingredient | null {
  let n = chosen;
  for (const ing of def.brew ?? []) {
    if (n < ing.count) return ing;
    n -= ing.count;
  }
  return null;
}

/** Objects that may be chosen next as ingredients. */
export function ingredientChoices(s: GameState, who: PlayerId, def: CardDef, chosen: ObjectId[]): ObjectId[] {
  const ing = nextIngredient(def, chosen.length);
  if (!ing) return [];
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === who && !chosen.includes(id) && fits(s, o, ing);
  });
}

export function brewComplete(def: CardDef, chosen: ObjectId[]): boolean {
  return !!def.brew && nextIngredient(def, chosen.length) === null;
}

/** Could the listed ingredients be sacrificed now? */
export function brewPossible(s: GameState, who: PlayerId, def: CardDef): boolean {
  if (!def.brew || def.brew.length === 0) return false;
  const chosen: ObjectId[] = [];
  while (!brewComplete(def, chosen)) {
    const next = ingredientChoices(s, who, def, chosen)[0];
    if (!next) return false;
    chosen.push(next);
  }
  return true;
}

// ---------- Ephemerate and Starcalling: alternative costs from other zones ----------

export function altCost(s: GameState, who: PlayerId, def: CardDef, alt: 'ephemerate' | 'starcalling'): number | null {
  if (!cardHasKeyword(s, who, def, alt)) return null;
  return def.activationValues?.[alt] ?? null;
}

/** The object an ephemeral card activation became is ephemeral too; other activation properties carry over. */
export function carryToObject(s: GameState, item: StackItem, id: ObjectId): void {
  if (!item.prepared && !item.imbued && !item.brewed && !item.ephemeral && !item.entersRested) return;
  const o = mutObj(s, id);
  if (item.entersRested) o.rested = true; // play/material-deck-activation.ts
  if (item.prepared) o.prepared = true;
  if (item.imbued && !imbueBanned(s, objDef(s, o))) o.imbued = true; // effects/imbue-bans.ts
  if (item.brewed) o.brewed = true;
  if (item.ephemeral) o.ephemeral = true;
}

// ---------- Cascade ----------

const cascadeKey = (def: string, index: number): string => `${def}#${index}`;

/** The cascade mode the next activation or trigger of this ability uses (counting the current one). */
export function cascadeMode(o: ObjectState, def: string, index: number, ab: Ability): number | undefined {
  if (!ab.kind || ab.kind === 'static' || !ab.cascade || ab.cascade.length === 0) return undefined;
  const count = (o.cascade?.[cascadeKey(def, index)] ?? 0) + 1;
  return Math.min(count, ab.cascade.length) - 1;
}

/** Count one more activation or trigger of a cascade ability on this object. */
export function advanceCascade(s: GameState, id: ObjectId, def: string, index: number): void {
  const o = mutObj(s, id);
  const key = cascadeKey(def, index);
  o.cascade = { ...(o.cascade ?? {}), [key]: (o.cascade?.[key] ?? 0) + 1 };
}

// ---------- Starcalling: the glimpse answer ----------

/** Cards of this glimpse that may be activated with Starcalling now. */
export function starcallChoices(s: GameState, who: PlayerId, d: Extract<NonNullable<GameState['pending']>, { kind: 'glimpse' }>,
  problem: (card: CardId) => unknown): CardId[] {
  if (d.starcalled || d.player !== who) return [];
  return d.cards.filter((c) => altCost(s, who, cardDef(s, c), 'starcalling') !== null && problem(c) === null);
}
