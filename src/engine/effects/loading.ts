// Loading (glossary/game-terms.md#load, #loaded; game-zones-object-specific-zones.md#loaded-cards;
// card-types-functional-subtypes.md): a card put underneath an object becomes one of its loaded
// cards (not an object, not on the field). Gun, Bow and Aetherwing weapons are wielded only while
// loaded, and never with an attack card; when a loaded object attacks or is wielded, its loaded
// cards go into the intent, where their power counts. When the object leaves the field its loaded
// cards go to the graveyard (regalia are banished). Aethercalling loads a glimpsed card.
import type { CardDef, Effect, TargetSpec } from '../../cards/vocabulary.js';
import type { CardId, Decision, GameState, ObjectId, ObjectState, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { abilitySources, cardDef, cardHasKeyword, conditionMet, objDef, player } from '../state/query.js';
import { putCard, removeObject, takeFrom, takeFromAny } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { resumeResolution } from '../play/resume.js';
import { queueObjectTriggers } from '../flow/triggers.js';

/** Weapon subtypes that must be loaded to be wielded (card-types-functional-subtypes.md#functional-weapons). */
export const LOADED_WEAPON_SUBTYPES = ['GUN', 'BOW', 'AETHERWING'] as const;

export function mustBeLoaded(def: CardDef): boolean {
  return def.types.includes('WEAPON') && def.subtypes.some((t) => (LOADED_WEAPON_SUBTYPES as readonly string[]).includes(t));
}

export function loadedCards(o: ObjectState): CardId[] {
  return o.loaded ?? [];
}

/** The Loaded property: the object has cards in its Loaded Cards zone. */
export function isLoaded(o: ObjectState): boolean {
  return (o.loaded?.length ?? 0) > 0;
}

/** Is this card one of the loaded cards of an object on the field? */
export function cardIsLoaded(s: GameState, card: CardId): boolean {
  return s.field.some((id) => s.objects[id]!.loaded?.includes(card));
}

/** Put a card (already out of every zone) underneath an object. */
export function loadCard(ctx: Ctx, card: CardId, into: ObjectId): void {
  const o = mutObj(ctx.s, into);
  const wasLoaded = isLoaded(o);
  o.loaded = [...(o.loaded ?? []), card];
  logLine(ctx, `${cardDef(ctx.s, card).name} is loaded into ${objDef(ctx.s, o).name}.`, o.controller);
  if (!wasLoaded) queueObjectTriggers(ctx, o, 'becomesLoaded'); // the Loaded property begins
}

/** Take a card back out of whichever of its owner's public or private zones holds it. */
function takeOut(s: GameState, card: CardId): boolean {
  const p = player(s, s.cards[card]!.owner);
  return takeFromAny(p, ['hand', 'materialDeck', 'graveyard', 'mainDeck'], card);
}

/** An object on the field is loaded into another: it leaves the field and its card goes underneath. */
function loadObject(ctx: Ctx, id: ObjectId, into: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[id];
  if (!o || id === into) return;
  const card = o.card;
  removeObject(ctx, id, 'hand', 'returned');
  if (card && !s.objects[id] && takeOut(s, card)) loadCard(ctx, card, into);
}

/** Objects the `choose` of a load effect may pick: objects of that kind (`you`: controlled by the loader). */
function loadChoices(s: GameState, who: PlayerId, spec: TargetSpec, except?: ObjectId): ObjectId[] {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const def = objDef(s, o);
    if (id === except) return false;
    if (spec.controller === 'you' && o.controller !== who) return false;
    if (spec.controller === 'opponent' && o.controller === who) return false;
    if (spec.subtype && !def.subtypes.includes(spec.subtype)) return false;
    if (spec.loaded !== undefined && isLoaded(o) !== spec.loaded) return false;
    if (spec.kind === 'weapon') return def.types.includes('WEAPON');
    if (spec.kind === 'item') return def.types.includes('ITEM');
    if (spec.kind === 'ally') return def.types.includes('ALLY');
    return spec.kind === 'object';
  });
}

/** What a load effect loads: a targeted graveyard card, the resolving card activation's own card, or the source object. */
function loadSource(s: GameState, item: StackItem, e?: LoadEffect): { card: CardId } | { object: ObjectId } | { graveyardCard: CardId } | null {
  if (e?.targetCard !== undefined) {
    const t = item.targets[e.targetCard];
    // Still a legal target: still in its owner's graveyard.
    return t?.kind === 'card' && player(s, s.cards[t.id]!.owner).graveyard.includes(t.id) ? { graveyardCard: t.id } : null;
  }
  if (item.kind === 'activation' && item.card) return { card: item.card };
  if (item.source && s.objects[item.source]) return { object: item.source };
  return null;
}

type LoadEffect = Extract<Effect, { op: 'load' }>;

function doLoad(ctx: Ctx, item: StackItem, into: ObjectId, e?: LoadEffect): void {
  const src = loadSource(ctx.s, item, e);
  if (!src || !ctx.s.objects[into]) return;
  if ('graveyardCard' in src) {
    if (takeFrom(player(ctx.s, ctx.s.cards[src.graveyardCard]!.owner), 'graveyard', src.graveyardCard)) loadCard(ctx, src.graveyardCard, into);
  } else if ('card' in src) {
    if (!cardIsLoaded(ctx.s, src.card)) loadCard(ctx, src.card, into);
  } else loadObject(ctx, src.object, into);
}

/** The `load` effect. `intoObjects` are the objects its `into` subject names (already worked out). */
export function runLoad(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'load' }>, r: Resolution, intoObjects: ObjectState[]): 'done' | 'paused' {
  const s = ctx.s;
  if (e.into) {
    const into = intoObjects[0];
    if (into) doLoad(ctx, item, into.id, e);
    return 'done';
  }
  if (!e.choose) return 'done';
  const options = loadChoices(s, item.controller, e.choose, item.source);
  const src = loadSource(s, item, e);
  if (options.length === 0 || !src) return 'done';
  if (options.length === 1) {
    doLoad(ctx, item, options[0]!, e);
    return 'done';
  }
  const card = 'graveyardCard' in src ? src.graveyardCard : 'card' in src ? src.card : s.objects[src.object]!.card;
  if (!card) return 'done';
  s.pending = { kind: 'loadInto', player: item.controller, card, options, resume: { ...r } };
  return 'paused';
}

type LoadIntoDecision = Extract<Decision, { kind: 'loadInto' }>;

export function answerLoadInto(ctx: Ctx, who: PlayerId, d: LoadIntoDecision, object: ObjectId): RuleViolation | null {
  if (!d.options.includes(object) || !ctx.s.objects[object]) return { message: 'The card can only be loaded into one of the objects offered.', rule: RULES.load };
  ctx.s.pending = null;
  const e = d.resume.effects[d.resume.index - 1];
  doLoad(ctx, d.resume.item, object, e?.op === 'load' ? e : undefined);
  resumeResolution(ctx, d.resume);
  return null;
}

/** When a loaded object attacks or is wielded, its loaded cards go into the intent. */
export function unloadIntoIntent(ctx: Ctx, id: ObjectId): CardId[] {
  const o = ctx.s.objects[id];
  if (!o || !isLoaded(o)) return [];
  const cards = loadedCards(o);
  mutObj(ctx.s, id).loaded = [];
  logLine(ctx, `${objDef(ctx.s, o).name} puts ${cards.map((c) => cardDef(ctx.s, c).name).join(', ')} into the intent.`, o.controller);
  return cards;
}

/** An object leaving the field: its loaded cards go to the graveyard (regalia: banishment). */
export function dumpLoaded(ctx: Ctx, o: ObjectState): void {
  for (const c of loadedCards(o)) putCard(ctx, c, 'graveyard');
}

// ---------- Aethercalling (glossary/keywords-and-abilities.md#aethercalling) ----------

type Glimpse = Extract<Decision, { kind: 'glimpse' }>;

/** Aetherwing weapons `who` controls. */
function aetherwings(s: GameState, who: PlayerId): ObjectId[] {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    const def = objDef(s, o);
    return o.controller === who && def.types.includes('WEAPON') && def.subtypes.includes('AETHERWING');
  });
}

/** An object of `who` has "Aethercharge cards you look at while glimpsing have aethercalling" (Stellar Cosmos), and this is one. */
function glimpsedAethercalling(s: GameState, who: PlayerId, def: CardDef): boolean {
  if (!def.subtypes.includes('AETHERCHARGE')) return false;
  return s.field.some((id) => {
    const o = s.objects[id]!;
    return o.controller === who && abilitySources(s, o).some(({ ability: ab, def: d }) =>
      ab.kind === 'static' && ab.effect.kind === 'glimpsedAethercalling' && (!ab.condition || conditionMet(s, who, ab.condition, o, [], undefined, s.defs[d])));
  });
}

/**
 * While glimpsing: each glimpsed card with Aethercalling not yet placed, with each Aetherwing it may
 * be loaded into. Once a card has been starcalled, every other card looked at must go to the bottom
 * of the deck (glossary/keywords-and-abilities.md#starcalling), so none of them can be loaded any
 * more; loading first and starcalling afterwards remains possible.
 */
export function aethercallOptions(s: GameState, who: PlayerId, d: Glimpse): { card: CardId; weapon: ObjectId }[] {
  if (d.starcalled) return [];
  const wings = aetherwings(s, who);
  if (wings.length === 0) return [];
  return d.cards
    .filter((c) => !d.top.includes(c) && !d.bottom.includes(c) && (cardHasKeyword(s, who, cardDef(s, c), 'aethercalling') || glimpsedAethercalling(s, who, cardDef(s, c))))
    .flatMap((card) => wings.map((weapon) => ({ card, weapon })));
}

/** Load a glimpsed card with Aethercalling (a special action, not on the stack); the glimpse goes on. */
export function answerAethercall(ctx: Ctx, who: PlayerId, d: Glimpse, card: CardId, weapon: ObjectId): RuleViolation | null {
  const s = ctx.s;
  if (d.starcalled) {
    return { message: 'A card was starcalled: every other card you are looking at goes to the bottom of your deck, so none can be loaded now.', rule: RULES.starcalling };
  }
  if (!aethercallOptions(s, who, d).some((o) => o.card === card && o.weapon === weapon)) {
    return { message: 'Only a glimpsed card with Aethercalling can be loaded, into an Aetherwing weapon you control.', rule: RULES.aethercalling };
  }
  const p = player(s, who);
  takeFrom(p, 'mainDeck', card);
  loadCard(ctx, card, weapon);
  const next: Glimpse = { ...d, cards: d.cards.filter((c) => c !== card) };
  if (next.top.length + next.bottom.length < next.cards.length) {
    s.pending = next;
    return null;
  }
  const rest = p.mainDeck.filter((c) => !next.cards.includes(c));
  p.mainDeck = [...next.top, ...rest, ...next.bottom];
  s.pending = null;
  resumeResolution(ctx, next.resume);
  return null;
}
