import type { CardDef, CounterKind } from '../../cards/vocabulary.js';
import type { CardId, GameState, ObjectId, ObjectState, PlayerId, PlayerState } from '../types.js';
import { shuffleInPlace } from './rng.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { batchKey, lastKnown, queueLeftFieldTriggers, queueObjectTriggers, watch } from '../flow/triggers.js';
import { abilitySources, cardDef, cardHasKeyword, currentStat, hasKeyword, isRegalia, objDef, player } from './query.js';
import { adoptObj, dropObject, setObject } from './clone.js';
import { entersWithDurability } from '../effects/siege.js';
import { replaceLeaving } from '../effects/replacement.js';
import { cardMoved } from '../effects/counters.js';
import { queuePreserveTrigger } from '../effects/preserve.js';
import { playerCant } from '../effects/permissions.js';
import { chooseLinkAsEnters } from '../effects/link.js';
import { ceaseCopyCard } from '../effects/copy-cards.js';
import { extraCountersAsEnters } from '../effects/enter-counters.js';
import { statesAsEnters } from '../effects/enter-states.js';
import { staticStatesAsEnters } from '../effects/static-enter-states.js';
import { safeFromEmptyDeck } from '../effects/empty-deck.js';
import { endControlBoundEffects } from '../effects/while-controlled.js';

export type PrivateZone = 'mainDeck' | 'materialDeck' | 'hand' | 'memory';
export type CardZone = PrivateZone | 'graveyard' | 'banishment';

// A player's zone arrays are replaced, never edited (readonly in types.ts): states share them.

/** Take the card out of the player's zone. Returns whether it was there. */
export function takeFrom(p: PlayerState, zone: CardZone, card: CardId): boolean {
  const list = p[zone];
  const i = list.indexOf(card);
  if (i < 0) return false;
  p[zone] = [...list.slice(0, i), ...list.slice(i + 1)];
  return true;
}

/** Take the card out of whichever of the player's zones holds it. */
export function takeFromAny(p: PlayerState, zones: readonly CardZone[], card: CardId): boolean {
  return zones.some((z) => takeFrom(p, z, card));
}

/** Put cards at the end of the player's zone (the bottom of a deck, the top of the graveyard). */
export function addTo(p: PlayerState, zone: CardZone, ...cards: CardId[]): void {
  p[zone] = [...p[zone], ...cards];
}

/** Put a card on top of the player's main deck. */
export function addOnTop(p: PlayerState, card: CardId): void {
  p.mainDeck = [card, ...p.mainDeck];
}

/** Take the top card of the player's main deck, if any. */
export function takeTop(p: PlayerState): CardId | undefined {
  const card = p.mainDeck[0];
  if (card !== undefined) p.mainDeck = p.mainDeck.slice(1);
  return card;
}

/** Take the card at this position of the player's zone. */
export function takeAt(p: PlayerState, zone: CardZone, i: number): CardId | undefined {
  const card = p[zone][i];
  if (card !== undefined) p[zone] = [...p[zone].slice(0, i), ...p[zone].slice(i + 1)];
  return card;
}

/** Shuffle the player's main deck. */
export function shuffleDeck(rng: GameState['rng'], p: PlayerState): void {
  const deck = p.mainDeck.slice();
  shuffleInPlace(rng, deck);
  p.mainDeck = deck;
}

/** Where a card would go when sent to the graveyard: champions and regalia are banished instead. */
export function graveyardDestination(def: CardDef): 'graveyard' | 'banishment' {
  return def.types.includes('CHAMPION') || isRegalia(def) ? 'banishment' : 'graveyard';
}

/** Put a card into one of its owner's zones, applying the regalia and champion replacements. */
export function putCard(ctx: Ctx, card: CardId, zone: CardZone | 'graveyardOrBanish'): CardZone {
  // A copy treated as a card is in no zone: moved anywhere, it ceases to exist (effects/copy-cards.ts).
  if (ceaseCopyCard(ctx, card)) return zone === 'graveyardOrBanish' ? 'graveyard' : zone;
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  const def = cardDef(ctx.s, card);
  let dest: CardZone = zone === 'graveyardOrBanish' ? graveyardDestination(def) : zone;
  if (dest === 'graveyard') dest = graveyardDestination(def);
  if (isRegalia(def) && (dest === 'hand' || dest === 'mainDeck' || dest === 'memory')) dest = 'materialDeck';
  addTo(owner, dest, card);
  cardMoved(ctx.s, card); // counters on the card are lost; a suppressed card is no longer the same
  return dest;
}

export function createObject(
  ctx: Ctx,
  opts: { card: CardId | null; def: string; controller: PlayerId; owner: PlayerId; rested?: boolean; counters?: Partial<Record<CounterKind, number>>; fromBanishment?: boolean },
): ObjectState {
  const s = ctx.s;
  const def = s.defs[opts.def]!;
  const o: ObjectState = {
    id: newId(s, 'o'),
    card: opts.card,
    def: opts.def,
    owner: opts.owner,
    controller: opts.controller,
    rested: opts.rested ?? def.keywords.includes('hindered'),
    damage: 0,
    counters: {
      ...(entersWithDurability(def) ? { durability: def.durability! } : {}), // weapons and Siegeable domains
      ...(cardHasKeyword(s, opts.controller, def, 'bulwark') ? { bulwark: 1 } : {}), // printed, or a static one whose condition holds
      ...opts.counters, // a token summoned "with counters on it"
    },
    timestamp: nextTimestamp(s),
    lineage: [],
    enteredTurn: s.turn,
    ...(opts.fromBanishment ? { fromBanishment: true } : {}),
  };
  // Extra counters it enters with, made by effects this turn (effects/enter-counters.ts).
  for (const [k, n] of Object.entries(extraCountersAsEnters(s, opts.card, def, opts.controller))) o.counters[k as CounterKind] = (o.counters[k as CounterKind] ?? 0) + n!;
  for (const state of [...statesAsEnters(s, opts.card, def, opts.controller, batchKey(ctx)), ...staticStatesAsEnters(s, def, opts.controller)]) { // effects/enter-states.ts, static-enter-states.ts
    if (state === 'rested') o.rested = true;
    else o.distant = true;
  }
  setObject(s, o);
  adoptObj(s, o);
  s.field = [...s.field, o.id];
  if (def.types.includes('CHAMPION')) {
    const p = player(s, opts.controller);
    p.champion = o.id;
    p.hadChampion = true;
  }
  chooseLinkAsEnters(ctx, o); // Link: the linked object is chosen as it enters (effects/link.ts)
  queueObjectTriggers(ctx, o, 'enter');
  if (opts.card === null) watch(ctx, { event: 'summons', player: opts.controller, object: o }); // a token is summoned (glossary/game-terms.md#summon)
  return o;
}

export type LeaveReason = 'destroyed' | 'died' | 'sacrificed' | 'banished' | 'returned';

/** Move an object off the field. Its card (and inner lineage) go to `dest`; tokens cease to exist. */
export function removeObject(ctx: Ctx, id: ObjectId, dest: CardZone | 'graveyardOrBanish', reason: LeaveReason, opts: { uniqueRule?: boolean; replacement?: string } = {}): void {
  const s = ctx.s;
  const o = s.objects[id];
  if (!o) return;
  // Replacement effects on leaving: Link Shield, "banish it instead" (src/engine/effects/replacement.ts).
  const replaced = replaceLeaving(ctx, o, dest, reason, opts);
  if (!replaced) return;
  ({ dest, reason } = replaced);
  const def = objDef(s, o);
  // Immortality: the object can't go from the field to the graveyard (destroyed, sacrificed or dying),
  // except when the Unique rule forces it.
  const toGraveyard = dest === 'graveyard' || (dest === 'graveyardOrBanish' && !def.types.includes('CHAMPION') && !isRegalia(def));
  if (hasKeyword(s, o, 'immortality') && toGraveyard && !opts.uniqueRule && reason !== 'returned' && reason !== 'banished') return;
  // Type-expansion: an object that is also a champion or a regalia now (not only as printed) follows the
  // more restrictive rule of its types, banishment over the graveyard (general-rules-card-characteristics#type-expansion).
  if (toGraveyard && graveyardDestination(def) === 'banishment') dest = 'banishment';
  // Renewable: a regalia banished from the field goes to its owner's material deck instead.
  // Ephemeral: the object is banished whenever it would leave the field (glossary/game-terms.md#ephemeral).
  if (o.ephemeral) dest = 'banishment';
  if (dest === 'banishment' && isRegalia(def) && hasKeyword(s, o, 'renewable')) dest = 'materialDeck';
  const lki = lastKnown(ctx, o); // taken before it leaves: its abilities use it from now on
  // Its abilities as it leaves: gained or lost through continuous effects, which end once it is gone.
  const refs = abilitySources(s, o);
  ctx.leftObjects = { ...(ctx.leftObjects ?? {}), [id]: { counters: o.counters, types: def.types, reason, ...(def.types.includes('ALLY') || def.types.includes('CHAMPION') ? { life: currentStat(s, o, 'life') ?? 0 } : {}) } }; // e.g. sheen counters on a killed ally; why it left and its life (effects/killed-life.ts)
  s.field = s.field.filter((f) => f !== id);
  dropObject(s, id);
  s.effects = s.effects.filter((e) => e.object !== id);
  s.keywordGrants = s.keywordGrants.filter((g) => g.object !== id);
  endControlBoundEffects(s); // effects "for as long as you control" it end (effects/while-controlled.ts)
  const p = player(s, o.controller);
  if (p.champion === id) p.champion = null;
  if (s.combat) {
    if (s.combat.attacker === id) s.combat.attacker = null;
    if (s.combat.defender === id) s.combat.defender = null;
    if (s.combat.weapon === id) s.combat.weapon = null;
    s.combat.retaliators = s.combat.retaliators.filter((r) => r !== id);
  }
  for (const c of o.lineage) putCard(ctx, c, dest === 'graveyard' ? 'graveyardOrBanish' : dest);
  // Its loaded cards go to the graveyard, regalia to banishment (game-zones-object-specific-zones.md#general-rules).
  for (const c of o.loaded ?? []) putCard(ctx, c, 'graveyard');
  if (o.card) putCard(ctx, o.card, dest);
  logLine(ctx, `${def.name} ${reason === 'died' ? 'dies' : reason === 'returned' ? 'returns' : `is ${reason}`}.`);
  if (o.card && player(s, o.owner).banishment[player(s, o.owner).banishment.length - 1] === o.card) queueLeftFieldTriggers(ctx, o, 'banish', lki, refs);
  // A unit destroyed or sacrificed dies too, if it goes straight to the graveyard (glossary/game-terms.md#dies).
  const toGraveyardNow = o.card ? player(s, o.owner).graveyard[player(s, o.owner).graveyard.length - 1] === o.card : toGraveyard;
  const isUnit = def.types.includes('ALLY') || def.types.includes('CHAMPION');
  if (reason === 'died' || (isUnit && toGraveyardNow && (reason === 'destroyed' || reason === 'sacrificed'))) {
    ctx.events.push({ type: 'died', object: id, def: o.def });
    queueLeftFieldTriggers(ctx, o, 'death', lki, refs);
  }
  // "Whenever … is destroyed": the destruction happened (a replacement that banishes instead changes the reason).
  if (reason === 'destroyed') watch(ctx, { event: 'destroyed', player: lki?.controller ?? o.controller, object: o });
  if (reason === 'sacrificed') {
    // On Sacrifice: the object's own abilities as it was sacrificed, gained ones included (flow/triggers.ts).
    queueLeftFieldTriggers(ctx, o, 'sacrifice', lki, refs);
    watch(ctx, { event: 'sacrificed', player: lki?.controller ?? o.controller, object: o });
  }
  queueLeftFieldTriggers(ctx, o, 'leave', lki, refs);
  queuePreserveTrigger(ctx, o, reason); // Preserve (keywords-and-abilities.md#preserve)
}

/** Draw `count` cards one at a time; drawing from an empty deck marks the loss (checked by state-based checks). */
export function drawCards(ctx: Ctx, p: PlayerState, count: number, intoMemory = false): number {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    // "Can't draw" (effects/permissions.ts), asked card by card: a limit per turn may be reached midway.
    if (playerCant(ctx.s, p.id, 'draw')) break;
    const card = takeTop(p);
    if (card === undefined) {
      if (!safeFromEmptyDeck(ctx.s, p.id)) p.drewFromEmpty = true;
      break;
    }
    addTo(p, intoMemory ? 'memory' : 'hand', card);
    drawn++;
    ctx.s.drawsThisTurn = { ...ctx.s.drawsThisTurn, [p.id]: (ctx.s.drawsThisTurn?.[p.id] ?? 0) + 1 };
    watch(ctx, { event: 'draws', player: p.id });
  }
  if (drawn > 0) ctx.events.push({ type: 'draw', player: p.id, count: drawn });
  return drawn;
}
