// Continuous effects on characteristics (game-mechanics/game-mechanics-types-of-effects/
// types-of-effects-continuous-effects/README.md, general-rules/general-rules-card-characteristics/README.md).
//
// The characteristics of every object on the field are worked out together, layer by layer:
//   A  base values set ("base power becomes 3"; a stat the object lacked starts from 0)
//   B  types (type-setting drops the supertypes and keeps the subtypes; type-expansion adds)
//   C  element
//   D  abilities and keywords gained or lost
//   E  stat increases and decreases: effects, then counters, then power/life swaps
// Layers A to D and the swaps live here; the additive part of E stays in state/query.ts (currentStat),
// where additions commute and need no ordering. Within a layer, effects apply oldest first, except that
// an effect applies after any effect it depends on (one whose application would change whether it
// exists or which objects it affects); effects that depend on each other in a loop keep timestamp order.
//
// Instanced effects ("gets", "gains", "becomes", "loses") keep the objects they had when they began;
// static ones ("has", "are", and static abilities) recompute their set continuously.
//
// The rest of the engine reads the result through `objDef` (a derived card definition for an object
// whose characteristics changed), `hasKeyword`, `currentStat` and `abilitySources`.
//
// Effects that name cards outside the field ("cards in graveyards are norm", "attack cards in your
// graveyard have floating memory") go through the same layers, on those cards (`layeredCardDef`).
// Abilities gained from effects (not keywords) come out of layer D as `gainedAbilities`.
// Timestamps of static abilities: the object's entering, except that each card of a champion's
// lineage carries its own, from when it entered the lineage (`abilityTimestamp`).
import type {
  Ability, CardDef, CardSet, CardType, CharacteristicChange, Effect, Element, Keyword, ObjectSet, Supertype,
} from '../../cards/vocabulary.js';
import type { CardId, CharacteristicEffect, GameState, ObjectId, ObjectState, PlayerId, StackItem } from '../types.js';
import { logSerial, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, hasKeyword } from '../state/query.js';
import { memoOf } from '../state/memo.js';
import { cardOrLineageIn, slugsWithAbility } from '../state/game-facts.js';
import { objectWriteSerial, objectsWrittenIn } from '../state/clone.js';
import { boonAbilities } from './boon-abilities.js';
import { keptPrintedValues, loseKeywordValue } from './lose-keyword-value.js';
import { chosenElementsOf } from './chosen-elements.js';
import { boundToSource } from './while-controlled.js';

export type Layer = 'A' | 'B' | 'C' | 'D' | 'E';

/** The layer each kind of change applies in. */
export function layerOf(c: CharacteristicChange): Layer {
  switch (c.kind) {
    case 'setStat': return 'A';
    case 'setTypes': case 'addTypes': return 'B';
    case 'setElements': case 'addElements': return 'C';
    case 'loseAllAbilities': case 'gainKeyword': case 'loseKeyword': case 'gainAbility': case 'gainKeywordValue': case 'loseKeywordValue': return 'D';
    case 'swapPowerLife': return 'E';
  }
}

/** Changes that set a characteristic (rather than add to or take from it): dependencies only link like with like. */
function setsCharacteristic(c: CharacteristicChange): boolean {
  return c.kind === 'setStat' || c.kind === 'setTypes' || c.kind === 'setElements';
}

/** An object's characteristics while the layers are being applied. */
interface Chars {
  controller: PlayerId;
  types: CardType[];
  supertypes: Supertype[];
  subtypes: string[];
  classes: string[];
  elements: Element[];
  power: number | null;
  life: number | null;
  level: number | null;
  keywords: Set<Keyword>;
  lost: boolean;
  /** The timestamp of the newest "loses all abilities" applied to it. */
  lostAt?: number;
  /** Non-keyword abilities gained from effects, in the order gained. */
  gained: Ability[];
  /** Numbered keywords gained from effects (the highest of each). */
  values?: Partial<Record<'pride' | 'retort', number>>;
  /** The object's counters (objects only), for sets like "allies you control with a buff counter on them". */
  counters?: ObjectState['counters'];
  /** Whether the object is rested (objects only), for sets like "… as long as they're awake". */
  rested?: boolean;
  /** Numbered keywords lost to effects (src/engine/effects/lose-keyword-value.ts): the printed instance no longer counts. */
  lostValues?: ('pride' | 'retort')[];
  /** A card outside the field: its zone and owner (absent: an object on the field). */
  zone?: { zone: CardSet['zone']; owner: PlayerId };
  /** Gained static abilities that work through the layers, with the timestamp of the effect that gave each. */
  gainedStatics?: { ability: Ability; timestamp: number }[];
}

/** One change of one continuous effect, as the layer system sees it. */
export interface LayerEntry {
  layer: Layer;
  change: CharacteristicChange;
  timestamp: number;
  /** Tie-break for changes with one timestamp: the order they were listed or created in. */
  order: number;
  controller: PlayerId;
  /** A static ability's object: the effect exists while that object is on the field and keeps its abilities. */
  source?: ObjectId;
  /** Instanced: the objects fixed when the effect began. */
  objects?: ObjectId[];
  /** Static: the set, recomputed continuously. */
  set?: ObjectSet;
  /** Static, on cards outside the field: the set of cards, recomputed continuously. */
  cards?: CardSet;
  /** From a card in a champion's inner lineage: it outlives a loss of abilities older than its timestamp. */
  lineage?: boolean;
}

/** The outcome of the layers for the whole field. */
export interface Layered {
  /** Derived definitions of objects whose characteristics differ from their card's. */
  defs: Map<ObjectId, CardDef>;
  /** Keywords of every object on the field, each once (redundant instances count once). */
  keywords: Map<ObjectId, Set<Keyword>>;
  /** Objects that lost all their abilities. */
  lost: Set<ObjectId>;
  /** Objects whose power and life are swapped (an odd number of swaps applies). */
  swapped: Set<ObjectId>;
  /** Every entry, in the order it was applied (for tests and explanations). */
  applied: LayerEntry[];
  /** Timestamp of the newest loss of all abilities, per object that lost them. */
  lostAt: Map<ObjectId, number>;
  /** Non-keyword abilities objects gained from effects (layer D). */
  gained: Map<ObjectId, Ability[]>;
  /** Zones whose cards some effect names (cards there are layered only when one of them is asked about). */
  cardZones: Set<CardSet['zone']>;
  /** Cards outside the field whose characteristics effects changed: their derived definitions (see `layeredCards`). */
  cardDefs: Map<CardId, CardDef>;
  /** Cards outside the field that lost all their abilities. */
  cardsLost: Set<CardId>;
}

// ---------------------------------------------------------------------------------------------
// Is there anything to layer at all? (objDef is the hottest function: answer in O(1) when not.)

/** Slugs of the game's cards with a static ability on characteristics. */
const characteristicStaticSlugs = slugsWithAbility((ab) => ab.kind === 'static' && (ab.effect.kind === 'characteristics' || ab.effect.kind === 'chosenElements'));

/** Could a continuous effect on characteristics apply now? False is certain; true means "work it out". */
export function layersMayApply(s: GameState): boolean {
  // While the layers are being worked out, objects read as printed (see `layered`): nothing applies yet.
  if (computing) return false;
  if (s.characteristicEffects && s.characteristicEffects.length > 0) return true;
  const slugs = characteristicStaticSlugs(s.defs);
  if (slugs.size === 0) return false;
  const memo = memoOf(s);
  if (memo) {
    const hit = memo.get('layers') as boolean | undefined;
    if (hit !== undefined) return hit;
    const v = anyCharacteristicStatic(s, slugs);
    memo.set('layers', v);
    return v;
  }
  const c = cacheFor(s);
  return (c.may ??= anyCharacteristicStatic(s, slugs));
}

function anyCharacteristicStatic(s: GameState, slugs: Set<string>): boolean {
  for (const id of s.field) {
    const o = s.objects[id];
    if (o && cardOrLineageIn(s, o, slugs)) return true;
  }
  return boonAbilities(s).some((b) => b.ability.kind === 'static' && b.ability.effect.kind === 'characteristics');
}

// ---------------------------------------------------------------------------------------------
// The memo: one result per state, checked against what it was computed from.

/**
 * Answers about one state, kept while what they were worked out from is unchanged. objDef asks for
 * them on almost every line of the engine, so the check compares in place and allocates nothing.
 */
interface Cache { sig: unknown[]; may: boolean | undefined; result: Layered | undefined; cards: Layered | undefined }
const cache = new WeakMap<GameState, Cache>();
let computing = false;

let lastState: GameState | null = null;
let lastCache: Cache | null = null;

function cacheFor(s: GameState): Cache {
  const c = s === lastState ? lastCache : cache.get(s);
  if (c && sameSignature(s, c.sig)) {
    lastState = s;
    lastCache = c;
    return c;
  }
  const fresh: Cache = { sig: signature(s), may: undefined, result: undefined, cards: undefined };
  cache.set(s, fresh);
  lastState = s;
  lastCache = fresh;
  return fresh;
}

/**
 * What the layers read, compared by value or identity. Objects are copied on write during `apply`:
 * there, an object it has not written is unchanged unless the object-write serial moved, so only
 * the objects it owns are compared one by one. Outside an apply every field object is compared.
 */
function signature(s: GameState): unknown[] {
  const sig: unknown[] = [
    s.field, s.field.length, s.nextTimestamp, s.nextId, s.effects.length, s.keywordGrants, s.characteristicEffects,
    s.log, logSerial(), s.turn, s.phase, s.phaseStep, s.stack.length, s.pending, s.combat, s.resolving, objectWriteSerial(),
  ];
  for (const p of s.players) sig.push(p.champion, p.hand.length, p.memory.length, p.graveyard.length);
  const written = objectsWrittenIn(s);
  if (written) {
    for (const o of written) sig.push(o, o.def, o.controller, o.lineage.length);
    return sig;
  }
  for (const id of s.field) {
    const o = s.objects[id];
    sig.push(o, o?.def, o?.controller, o?.lineage.length);
  }
  return sig;
}

const SIG_HEAD = 17;

/** Does `s` still have signature `sig`? The same reads as `signature`, in the same order. */
function sameSignature(s: GameState, sig: unknown[]): boolean {
  const written = objectsWrittenIn(s);
  if (sig.length !== SIG_HEAD + 4 * s.players.length + 4 * (written ? written.size : s.field.length)) return false;
  if (sig[0] !== s.field || sig[2] !== s.nextTimestamp || sig[3] !== s.nextId || sig[4] !== s.effects.length
    || sig[5] !== s.keywordGrants || sig[6] !== s.characteristicEffects || sig[7] !== s.log || sig[8] !== logSerial()
    || sig[9] !== s.turn || sig[10] !== s.phase || sig[11] !== s.phaseStep || sig[12] !== s.stack.length
    || sig[13] !== s.pending || sig[14] !== s.combat || sig[15] !== s.resolving || sig[16] !== objectWriteSerial()) return false;
  let i = SIG_HEAD;
  for (const p of s.players) {
    if (sig[i] !== p.champion || sig[i + 1] !== p.hand.length || sig[i + 2] !== p.memory.length || sig[i + 3] !== p.graveyard.length) return false;
    i += 4;
  }
  if (written) {
    for (const o of written) {
      if (sig[i] !== o || sig[i + 1] !== o.def || sig[i + 2] !== o.controller || sig[i + 3] !== o.lineage.length) return false;
      i += 4;
    }
    return true;
  }
  for (const id of s.field) {
    const o = s.objects[id];
    if (sig[i] !== o || sig[i + 1] !== o?.def || sig[i + 2] !== o?.controller || sig[i + 3] !== o?.lineage.length) return false;
    i += 4;
  }
  return true;
}

/**
 * The layered characteristics of the field, or null when no continuous effect on characteristics
 * applies (every object is as its card says). While the layers are being worked out (conditions
 * of static abilities read levels and types), objects are seen as printed.
 */
export function layered(s: GameState): Layered | null {
  if (computing) return null;
  const effects = s.characteristicEffects !== undefined && s.characteristicEffects.length > 0;
  const slugs = characteristicStaticSlugs(s.defs);
  if (!effects && slugs.size === 0) return null;
  const memo = memoOf(s);
  if (memo) {
    const hit = memo.get('layered') as Layered | null | undefined;
    if (hit !== undefined) return hit;
  }
  // One signature check for both questions: may anything apply, and what the layers give.
  const c = cacheFor(s);
  let result: Layered | null = null;
  if (effects || (c.may ??= anyCharacteristicStatic(s, slugs))) {
    c.result ??= withComputing(() => computeLayers(s, false));
    result = c.result;
  }
  memo?.set('layered', result);
  return result;
}

function withComputing<T>(f: () => T): T {
  computing = true;
  try {
    return f();
  } finally {
    computing = false;
  }
}

/**
 * The layers with the cards outside the field that effects name, worked out only when such a card
 * is asked about: the field's own result never depends on them (an effect on cards changes no object).
 */
/** Is the card in one of these zones of some player? (Asked on every card query while such an effect is out: no allocation.) */
function inNamedZone(s: GameState, card: CardId, zones: Set<CardSet['zone']>): boolean {
  for (const p of s.players) for (const zone of zones) if (p[zone].includes(card)) return true;
  return false;
}

function layeredCards(s: GameState, card: CardId): Layered | null {
  const l = layered(s);
  if (!l || l.cardZones.size === 0) return null;
  if (!inNamedZone(s, card, l.cardZones)) return null;
  const memo = memoOf(s);
  if (memo) {
    const hit = memo.get('layeredCards') as Layered | undefined;
    if (hit !== undefined) return hit;
  }
  const c = cacheFor(s);
  c.cards ??= withComputing(() => computeLayers(s, true));
  memo?.set('layeredCards', c.cards);
  return c.cards;
}

/** True while the layers are being worked out (objects read as printed). */
export function layering(): boolean {
  return computing;
}

// ---------------------------------------------------------------------------------------------
// The layers.

function initialChars(s: GameState, o: ObjectState): Chars {
  const def = s.defs[o.def]!;
  const keywords = new Set<Keyword>(def.keywords);
  // The object's own static keyword abilities ("[Class Bonus] Stealth"). Inherited ones come from
  // cards in the inner lineage, each with its own timestamp: they are layer D entries (layerEntries).
  for (const { ability: ab, def: abDef } of abilitySources(s, o)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'keyword' || fromInnerLineage(s, o, abDef)) continue;
    if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])) continue;
    keywords.add(ab.effect.keyword);
  }
  return {
    controller: o.controller,
    types: def.types.slice(),
    supertypes: def.supertypes.slice(),
    subtypes: def.subtypes.slice(),
    classes: def.classes.slice(),
    elements: def.elements.slice(),
    power: def.power,
    life: def.life,
    level: def.level,
    keywords,
    lost: false,
    gained: [],
    counters: o.counters,
    rested: o.rested,
  };
}

/** A card outside the field, before the layers: as printed, with its own static keywords whose condition holds for its owner. */
function initialCardChars(s: GameState, card: CardId, zone: CardSet['zone'], owner: PlayerId): Chars {
  const def = s.defs[s.cards[card]!.def]!;
  const keywords = new Set<Keyword>(def.keywords);
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'keyword') continue;
    if (ab.condition && !conditionMet(s, owner, ab.condition, undefined, [], undefined, def)) continue;
    keywords.add(ab.effect.keyword);
  }
  return {
    controller: owner, types: def.types.slice(), supertypes: def.supertypes.slice(), subtypes: def.subtypes.slice(), classes: def.classes.slice(),
    elements: def.elements.slice(), power: def.power, life: def.life, level: def.level, keywords, lost: false, gained: [],
    zone: { zone, owner },
  };
}

function cloneChars(c: Chars): Chars {
  return {
    ...c, types: c.types.slice(), supertypes: c.supertypes.slice(), subtypes: c.subtypes.slice(), classes: c.classes.slice(), elements: c.elements.slice(), keywords: new Set(c.keywords), gained: c.gained.slice(),
    ...(c.values ? { values: { ...c.values } } : {}),
    ...(c.lostValues ? { lostValues: c.lostValues.slice() } : {}),
    ...(c.gainedStatics ? { gainedStatics: c.gainedStatics.slice() } : {}),
  };
}

/** Is this ability (by the card definition it comes from) given by a card in the object's inner lineage? */
function fromInnerLineage(s: GameState, o: ObjectState, abDef: string): boolean {
  return o.lineage.length > 0 && abDef !== o.def && o.lineage.some((c) => s.cards[c]?.def === abDef);
}

/**
 * The timestamp of a static ability of `o` that comes from the card `abDef`: the object's entering,
 * or, for a card in a champion's lineage (the top card included), when that card entered the lineage
 * (types-of-effects-continuous-effects/README.md#timestamps, rule 3).
 */
export function abilityTimestamp(s: GameState, o: ObjectState, abDef: string): number {
  if (!o.lineageTimestamps) return o.timestamp;
  const card = o.def === abDef && o.card ? o.card : o.lineage.find((c) => s.cards[c]?.def === abDef);
  return (card !== undefined ? o.lineageTimestamps[card] : undefined) ?? o.timestamp;
}

/** When a card entered the champion's lineage (the object's own entering for the first card). */
export function lineageTimestamp(o: ObjectState, card: CardId): number {
  return o.lineageTimestamps?.[card] ?? o.timestamp;
}

/** Every change of every continuous effect on characteristics now in the game, oldest first. */
export function layerEntries(s: GameState): LayerEntry[] {
  const out: LayerEntry[] = [];
  let order = 0;
  for (const eff of s.characteristicEffects ?? []) {
    for (const change of eff.changes) {
      const e: LayerEntry = { layer: layerOf(change), change, timestamp: eff.timestamp, order: order++, controller: eff.controller };
      if (eff.objects) e.objects = eff.objects;
      if (eff.cards) e.cards = eff.cards;
      else if (eff.set) e.set = eff.set;
      out.push(e);
    }
  }
  // Static abilities: their effects carry the timestamp of their object's entering the field (for a
  // champion, of their card's entering the lineage).
  for (const id of s.field) {
    const src = s.objects[id]!;
    for (const { ability: ab, def: abDef } of abilitySources(s, src)) {
      if (ab.kind !== 'static') continue;
      const lineage = fromInnerLineage(s, src, abDef);
      if (ab.effect.kind === 'keyword' && lineage) {
        // An Inherited Effect's keyword: gained by the champion at its card's lineage timestamp.
        if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[abDef])) continue;
        out.push({ layer: 'D', change: { kind: 'gainKeyword', keyword: ab.effect.keyword }, timestamp: abilityTimestamp(s, src, abDef), order: order++, controller: src.controller, source: src.id, objects: [src.id], lineage: true });
        continue;
      }
      if (ab.effect.kind === 'chosenElements') { // effects/chosen-elements.ts: "this object is each of the chosen elements"
        const elements = chosenElementsOf(s, src, abDef);
        if (elements.length > 0) out.push({ layer: 'C', change: { kind: 'addElements', elements }, timestamp: abilityTimestamp(s, src, abDef), order: order++, controller: src.controller, source: src.id, objects: [src.id], ...(lineage ? { lineage: true } : {}) });
        continue;
      }
      if (ab.effect.kind !== 'characteristics') continue;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[abDef])) continue;
      for (const change of ab.effect.changes) {
        const e: LayerEntry = { layer: layerOf(change), change, timestamp: abilityTimestamp(s, src, abDef), order: order++, controller: src.controller, source: src.id };
        if (ab.effect.cards) e.cards = ab.effect.cards;
        else if (ab.effect.set?.affects === 'linked') e.objects = src.linkedTo ? [src.linkedTo] : []; // a Link object's linked object
        else e.set = ab.effect.set ?? { affects: 'self' };
        if (lineage) e.lineage = true;
        out.push(e);
      }
    }
  }
  // Gained boons' static abilities, from the Pantheon zone: timestamped when the boon was gained.
  for (const b of boonAbilities(s)) {
    if (b.ability.kind !== 'static' || b.ability.effect.kind !== 'characteristics') continue;
    if (b.ability.condition && !conditionMet(s, b.controller, b.ability.condition, undefined, [], undefined, s.defs[b.def])) continue; // "as long as …"
    for (const change of b.ability.effect.changes) {
      out.push({ layer: layerOf(change), change, timestamp: b.timestamp, order: order++, controller: b.controller, set: b.ability.effect.set ?? { affects: 'yourChampion' } });
    }
  }
  // Keywords granted by resolved effects ("gains stealth"): instanced layer D effects.
  for (const g of s.keywordGrants) {
    out.push({ layer: 'D', change: { kind: 'gainKeyword', keyword: g.keyword }, timestamp: g.timestamp ?? 0, order: order++, controller: s.objects[g.object]?.controller ?? '', objects: [g.object] });
  }
  out.sort((a, b) => a.timestamp - b.timestamp || a.order - b.order);
  return out;
}

/** Is the object (its id and current characteristics) in the set an effect controlled by `controller` names? */
export function objectSetContains(
  set: ObjectSet,
  id: ObjectId,
  c: Pick<Chars, 'controller' | 'types' | 'subtypes'> & { supertypes?: readonly string[]; elements?: readonly Element[]; counters?: ObjectState['counters']; rested?: boolean },
  controller: PlayerId,
  source: ObjectId | undefined,
): boolean {
  const mine = c.controller === controller;
  const ally = c.types.includes('ALLY');
  const unit = ally || c.types.includes('CHAMPION');
  let ok: boolean;
  switch (set.affects) {
    case 'self': ok = id === source; break;
    case 'yourChampion': ok = mine && c.types.includes('CHAMPION'); break;
    case 'yourAllies': ok = mine && ally; break;
    case 'otherAlliesYouControl': ok = mine && ally && id !== source; break;
    case 'yourUnits': ok = mine && unit; break;
    case 'yourObjects': ok = mine; break;
    case 'otherObjectsYouControl': ok = mine && id !== source; break;
    case 'allAllies': ok = ally; break;
    case 'allUnits': ok = unit; break;
    case 'allObjects': ok = true; break;
    case 'opponentsUnits': ok = !mine && unit; break;
    case 'linked': ok = false; break; // needs the source object's link: resolved to its object where the effect is built
  }
  if (ok && set.type) ok = c.types.includes(set.type);
  if (ok && set.subtype) ok = c.subtypes.includes(set.subtype);
  if (ok && set.supertype) ok = !!c.supertypes?.includes(set.supertype);
  if (ok && set.element) ok = !!c.elements?.includes(set.element);
  if (ok && set.withCounter) ok = (c.counters?.[set.withCounter] ?? 0) > 0;
  if (ok && set.awake) ok = c.rested === false;
  return ok;
}

/**
 * Does the entry exist now? A static ability's effect ends when its object leaves or loses its
 * abilities; one from a card in a champion's inner lineage survives a loss older than that card's
 * timestamp (the lineage card keeps its abilities: only the champion object loses them).
 */
function exists(e: LayerEntry, chars: Map<ObjectId, Chars>): boolean {
  if (e.source === undefined) return true;
  const c = chars.get(e.source);
  if (!c) return false;
  return !c.lost || (e.lineage === true && c.lostAt !== undefined && e.timestamp > c.lostAt);
}

/** Key of a card outside the field among the layered characteristics (objects use their own ids). */
const CARD_KEY = 'card:';

/** Is the card (its current characteristics) in the set of cards an effect controlled by `controller` names? */
export function cardSetContains(set: CardSet, c: Pick<Chars, 'types' | 'subtypes' | 'zone'>, controller: PlayerId): boolean {
  if (!c.zone || c.zone.zone !== set.zone) return false;
  const owner = c.zone.owner;
  if (set.player !== undefined) {
    if (owner !== set.player) return false;
  } else if (set.whose === 'yours' ? owner !== controller : set.whose === 'opponents' ? owner === controller : false) return false;
  if (set.type && !c.types.includes(set.type)) return false;
  if (set.subtype && !c.subtypes.includes(set.subtype)) return false;
  return true;
}

/** The objects (or cards outside the field) the entry applies to now. */
function affected(e: LayerEntry, chars: Map<ObjectId, Chars>): ObjectId[] {
  if (e.objects) return e.objects.filter((id) => chars.has(id));
  const out: ObjectId[] = [];
  if (e.cards) {
    for (const [id, c] of chars) if (cardSetContains(e.cards, c, e.controller)) out.push(id);
    return out;
  }
  const set = e.set!;
  for (const [id, c] of chars) if (!c.zone && objectSetContains(set, id, c, e.controller, e.source)) out.push(id);
  return out;
}

function applyChange(change: CharacteristicChange, c: Chars): void {
  switch (change.kind) {
    case 'setStat':
      // Stat-setting: a stat the object lacked starts at 0 and is then set (here, to the value).
      c[change.stat] = change.value;
      break;
    case 'setTypes':
      c.types = change.types.slice();
      c.supertypes = (change.supertypes ?? []).slice();
      if (change.subtypes) c.subtypes = change.subtypes.slice();
      break;
    case 'addTypes':
      for (const t of change.types ?? []) if (!c.types.includes(t)) c.types.push(t);
      for (const t of change.subtypes ?? []) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      for (const t of change.classes ?? []) {
        if (!c.classes.includes(t)) c.classes.push(t);
        if (!c.subtypes.includes(t)) c.subtypes.push(t);
      }
      break;
    case 'setElements':
      c.elements = change.elements.slice();
      break;
    case 'addElements':
      for (const el of change.elements) if (!c.elements.includes(el)) c.elements.push(el);
      break;
    case 'gainKeywordValue':
      // Retort instances add up (each is its own +N while retaliating); of pride only the highest matters.
      c.values = { ...c.values, [change.keyword]: change.keyword === 'retort' ? (c.values?.retort ?? 0) + change.value : Math.max(c.values?.[change.keyword] ?? 0, change.value) };
      break;
    case 'loseAllAbilities':
      c.keywords.clear();
      c.gained = [];
      delete c.gainedStatics;
      delete c.values;
      c.lost = true;
      break;
    case 'gainAbility':
      // A gained static keyword ability ("has '[keyword]'") is that keyword, like the object's own.
      if (change.ability.kind === 'static' && change.ability.effect.kind === 'keyword' && !change.ability.condition) c.keywords.add(change.ability.effect.keyword);
      else c.gained.push(change.ability);
      break;
    case 'gainKeyword':
      c.keywords.add(change.keyword);
      break;
    case 'loseKeyword':
      c.keywords.delete(change.keyword);
      break;
    case 'loseKeywordValue':
      loseKeywordValue(c, change.keyword);
      break;
    case 'swapPowerLife':
      break; // counted after the layers (see `swapped`)
  }
}

function applyEntry(e: LayerEntry, chars: Map<ObjectId, Chars>): void {
  if (!exists(e, chars)) return;
  for (const id of affected(e, chars)) {
    const c = chars.get(id)!;
    applyChange(e.change, c);
    if (e.change.kind === 'loseAllAbilities') c.lostAt = Math.max(c.lostAt ?? e.timestamp, e.timestamp);
    if (e.change.kind === 'gainAbility' && isLayeredStatic(e.change.ability)) (c.gainedStatics ??= []).push({ ability: e.change.ability, timestamp: e.timestamp });
  }
}

function sameMembers(a: ObjectId[], b: ObjectId[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Does `x` depend on `y` (Dependencies, rule 1)? Same layer, both or neither set a characteristic,
 * and applying `y` first would change whether `x` exists or which objects it applies to.
 */
export function dependsOn(x: LayerEntry, y: LayerEntry, chars: Map<ObjectId, Chars>): boolean {
  if (x === y || x.layer !== y.layer) return false;
  if (setsCharacteristic(x.change) !== setsCharacteristic(y.change)) return false;
  const before = { exists: exists(x, chars), affected: affected(x, chars) };
  // Applying `y` changes only what it affects: those are copied, the rest shared.
  const trial = new Map<ObjectId, Chars>(chars);
  if (exists(y, chars)) for (const id of affected(y, chars)) trial.set(id, cloneChars(chars.get(id)!));
  applyEntry(y, trial);
  return exists(x, trial) !== before.exists || !sameMembers(affected(x, trial), before.affected);
}

/**
 * The order a layer's entries apply in: oldest first among those that depend on no entry still
 * waiting; when every waiting entry depends on another (a loop), the oldest goes first (rule 2.a).
 * Dependencies are looked at again after each application (rule 2.b).
 */
function applyLayer(entries: LayerEntry[], chars: Map<ObjectId, Chars>, applied: LayerEntry[]): void {
  const waiting = entries.slice();
  while (waiting.length > 0) {
    let pick = 0;
    if (waiting.length > 1) {
      const free = waiting.findIndex((x) => !waiting.some((y) => dependsOn(x, y, chars)));
      if (free >= 0) pick = free;
    }
    const [e] = waiting.splice(pick, 1);
    applyEntry(e!, chars);
    applied.push(e!);
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A static ability whose effect the layers apply (characteristics of a set, or a keyword with a condition). */
function isLayeredStatic(ab: Ability): boolean {
  return ab.kind === 'static' && (ab.effect.kind === 'characteristics' || (ab.effect.kind === 'keyword' && ab.condition !== undefined));
}

/**
 * The layer entries of the static abilities objects on the field gained from effects: each applies like the
 * object's own static ability would, timestamped when the effect that gave it began (its source is the
 * object, so it ends when the object loses its abilities or leaves).
 */
function gainedStaticEntries(s: GameState, chars: Map<ObjectId, Chars>, orderFrom: number): LayerEntry[] {
  const out: LayerEntry[] = [];
  let order = orderFrom;
  for (const [id, c] of chars) {
    if (c.zone || !c.gainedStatics) continue;
    const o = s.objects[id]!;
    for (const { ability: ab, timestamp } of c.gainedStatics) {
      if (ab.kind !== 'static') continue;
      if (ab.condition && !conditionMet(s, c.controller, ab.condition, o, [], undefined, s.defs[o.def])) continue;
      if (ab.effect.kind === 'keyword') {
        out.push({ layer: 'D', change: { kind: 'gainKeyword', keyword: ab.effect.keyword }, timestamp, order: order++, controller: c.controller, source: id, objects: [id] });
        continue;
      }
      if (ab.effect.kind !== 'characteristics' || ab.effect.cards) continue;
      for (const change of ab.effect.changes) {
        const e: LayerEntry = { layer: layerOf(change), change, timestamp, order: order++, controller: c.controller, source: id };
        if (ab.effect.set?.affects === 'linked') e.objects = o.linkedTo ? [o.linkedTo] : [];
        else e.set = ab.effect.set ?? { affects: 'self' };
        out.push(e);
      }
    }
  }
  return out;
}

function sameGainedEntries(a: LayerEntry[], b: LayerEntry[]): boolean {
  return a.length === b.length && a.every((x, i) => x.change === b[i]!.change && x.source === b[i]!.source && x.timestamp === b[i]!.timestamp);
}

/** The zones a set of cards can name, with each player's cards in them. */
const CARD_ZONES: readonly CardSet['zone'][] = ['graveyard', 'memory', 'hand'];

function computeLayers(s: GameState, withCards: boolean): Layered {
  let entries = layerEntries(s);
  // Cards outside the field are layered only when some effect names them (they are many, and seldom named),
  // and only when one of them is asked about (`layeredCards`). Effects on cards change no object and
  // no object effect depends on them, so leaving them out changes nothing on the field.
  const zones = new Set(entries.filter((e) => e.cards).map((e) => e.cards!.zone));
  if (!withCards && zones.size > 0) entries = entries.filter((e) => !e.cards);
  // Static abilities gained from effects that change characteristics ("gains 'other Suited allies you control
  // have vigor'") exist only once layer D has given them: the layers are worked out again with their effects
  // until the gained set settles (gainedStaticEntries; a loop that never settles stops after a few rounds).
  let chars!: Map<ObjectId, Chars>;
  let applied!: LayerEntry[];
  let extra: LayerEntry[] = [];
  for (let round = 0; ; round++) {
    chars = new Map<ObjectId, Chars>();
    for (const id of s.field) {
      const o = s.objects[id];
      if (o) chars.set(id, initialChars(s, o));
    }
    if (withCards && zones.size > 0) {
      for (const p of s.players) {
        for (const zone of CARD_ZONES) {
          if (!zones.has(zone)) continue;
          for (const card of p[zone]) chars.set(CARD_KEY + card, initialCardChars(s, card, zone, p.id));
        }
      }
    }
    const all = extra.length === 0 ? entries : [...entries, ...extra].sort((a, b) => a.timestamp - b.timestamp || a.order - b.order);
    applied = [];
    for (const layer of ['A', 'B', 'C', 'D'] as const) applyLayer(all.filter((e) => e.layer === layer), chars, applied);
    if (round >= 3) break;
    const next = gainedStaticEntries(s, chars, entries.length);
    if (sameGainedEntries(next, extra)) break;
    extra = next;
  }
  entries = extra.length === 0 ? entries : [...entries, ...extra];
  // Layer E's last sub-layer: power and life swaps, after every other modification (state/query.ts).
  const swaps = new Map<ObjectId, number>();
  for (const e of entries) {
    if (e.change.kind !== 'swapPowerLife' || !exists(e, chars)) continue;
    for (const id of affected(e, chars)) swaps.set(id, (swaps.get(id) ?? 0) + 1);
    applied.push(e);
  }
  const result: Layered = {
    defs: new Map(), keywords: new Map(), lost: new Set(), swapped: new Set(), applied,
    lostAt: new Map(), gained: new Map(), cardZones: zones, cardDefs: new Map(), cardsLost: new Set(),
  };
  for (const [id, c] of chars) {
    if (c.zone) {
      cardResult(s, id.slice(CARD_KEY.length), c, result);
      continue;
    }
    result.keywords.set(id, c.keywords);
    if (c.lost) result.lost.add(id);
    if (c.lostAt !== undefined) result.lostAt.set(id, c.lostAt);
    if (c.gained.length > 0) result.gained.set(id, c.gained);
    if ((swaps.get(id) ?? 0) % 2 === 1) result.swapped.add(id);
    const base = s.defs[s.objects[id]!.def]!;
    const keywords = [...c.keywords];
    const same = sameList(c.types, base.types) && sameList(c.supertypes, base.supertypes) && sameList(c.subtypes, base.subtypes) && sameList(c.classes, base.classes)
      && sameList(c.elements, base.elements) && c.power === base.power && c.life === base.life && c.level === base.level
      && sameList(keywords, base.keywords) && !c.lost && !c.values && !c.lostValues;
    if (same) continue;
    const def: CardDef = {
      ...base, types: c.types, supertypes: c.supertypes, subtypes: c.subtypes, classes: c.classes, elements: c.elements,
      power: c.power, life: c.life, level: c.level, keywords,
    };
    if (c.lost) {
      // Its printed abilities are gone (abilities on the stack read the card's own definition, not this one).
      def.abilities = [];
      def.keywordValues = Object.fromEntries(Object.entries(base.keywordValues ?? {}).filter(([k]) => c.keywords.has(k as Keyword)));
    }
    def.keywordValues = keptPrintedValues(def.keywordValues, c.lostValues);
    // Gained numbered keywords: only the highest instance of each matters.
    for (const [k, v] of Object.entries(c.values ?? {}) as ['pride' | 'retort', number][]) {
      const printed = def.keywordValues?.[k] ?? 0;
      def.keywordValues = { ...def.keywordValues, [k]: k === 'retort' ? printed + v : Math.max(printed, v) };
    }
    result.defs.set(id, def);
  }
  return result;
}

/** A card outside the field after the layers: a derived definition when anything changed. */
function cardResult(s: GameState, card: CardId, c: Chars, result: Layered): void {
  const base = s.defs[s.cards[card]!.def]!;
  const keywords = [...c.keywords];
  if (c.lost) result.cardsLost.add(card);
  const same = sameList(c.types, base.types) && sameList(c.supertypes, base.supertypes) && sameList(c.subtypes, base.subtypes) && sameList(c.classes, base.classes)
    && sameList(c.elements, base.elements) && c.power === base.power && c.life === base.life && c.level === base.level
    && sameList(keywords, base.keywords) && !c.lost && c.gained.length === 0;
  if (same) return;
  const def: CardDef = {
    ...base, types: c.types, supertypes: c.supertypes, subtypes: c.subtypes, classes: c.classes, elements: c.elements,
    power: c.power, life: c.life, level: c.level, keywords,
  };
  // Cards are not objects: their abilities are read from this definition, gains appended after the printed ones.
  if (c.lost) {
    def.abilities = c.gained.slice();
    def.keywordValues = Object.fromEntries(Object.entries(base.keywordValues ?? {}).filter(([k]) => c.keywords.has(k as Keyword)));
  } else if (c.gained.length > 0) def.abilities = [...base.abilities, ...c.gained];
  result.cardDefs.set(card, def);
}

// ---------------------------------------------------------------------------------------------
// What the rest of the engine asks.

/** The object's characteristics as a card definition: its card's, or the layered one when something changed them. */
export function layeredDef(s: GameState, o: ObjectState): CardDef | undefined {
  return layered(s)?.defs.get(o.id);
}

/** Has the object lost all its abilities? */
export function lostAllAbilities(s: GameState, o: ObjectState): boolean {
  return layered(s)?.lost.has(o.id) ?? false;
}

/** The object's keywords when the layers apply (each once), else undefined. */
export function layeredKeywords(s: GameState, o: ObjectState): Set<Keyword> | undefined {
  return layered(s)?.keywords.get(o.id);
}

/**
 * The object's keywords now, each listed once however many instances it has (redundant keywords
 * count once: game-mechanics-abilities/README.md#general-rules).
 */
export function currentKeywords(s: GameState, o: ObjectState): Keyword[] {
  const set = layered(s)?.keywords.get(o.id);
  if (set) return [...set];
  const candidates = new Set<Keyword>(s.defs[o.def]!.keywords);
  for (const g of s.keywordGrants) if (g.object === o.id) candidates.add(g.keyword);
  for (const { ability: ab } of abilitySources(s, o)) if (ab.kind === 'static' && ab.effect.kind === 'keyword') candidates.add(ab.effect.keyword);
  return [...candidates].filter((k) => hasKeyword(s, o, k));
}

/**
 * A card outside the field as continuous effects leave it (cards in graveyards that are norm, that
 * lose all abilities, that have floating memory), or undefined when none changed it.
 */
export function layeredCardDef(s: GameState, card: CardId): CardDef | undefined {
  return layeredCards(s, card)?.cardDefs.get(card);
}

/** Has a card outside the field lost all its abilities? */
export function cardLostAllAbilities(s: GameState, card: CardId): boolean {
  return layeredCards(s, card)?.cardsLost.has(card) ?? false;
}

/**
 * The non-keyword abilities the object has gained from continuous effects (layer D: gains and losses
 * in timestamp order, so a newer "loses all abilities" removes older gains and not newer ones).
 */
export function gainedAbilities(s: GameState, o: ObjectState): Ability[] {
  return layered(s)?.gained.get(o.id) ?? [];
}

/** The index an ability reference has when the ability was gained from an effect (it is carried inline). */
export const GAINED_ABILITY_INDEX = -2;

/**
 * The gained abilities as ability references, for abilitySources (state/query.ts). Their abilities are
 * not in any card's list: whatever puts them on the stack carries them inline (`gainedInline`).
 */
export function gainedAbilityRefs(s: GameState, o: ObjectState): { def: string; index: number; ability: Ability }[] {
  return gainedAbilities(s, o).map((ability) => ({ def: o.def, index: GAINED_ABILITY_INDEX, ability }));
}

/** For a trigger or activation from an ability reference: `{ inline }` when the ability was gained from an effect. */
export function gainedInline(ref: { index: number; ability: Ability }): { inline?: Ability } {
  return ref.index === GAINED_ABILITY_INDEX ? { inline: ref.ability } : {};
}

/**
 * Does the champion still have the abilities of this card of its inner lineage? Only the champion
 * object loses its abilities; a card that entered the lineage after the newest loss gives its
 * Inherited Effects again (timestamps: types-of-effects-continuous-effects/README.md#timestamps).
 */
export function lineageCardKeepsAbilities(s: GameState, o: ObjectState, card: CardId): boolean {
  const l = layered(s);
  if (!l || !l.lost.has(o.id)) return true;
  const at = l.lostAt.get(o.id);
  return at !== undefined && lineageTimestamp(o, card) > at;
}

/** Are the object's power and life swapped? */
export function powerLifeSwapped(s: GameState, o: ObjectState): boolean {
  return layered(s)?.swapped.has(o.id) ?? false;
}

/** Add a continuous effect on characteristics made by a resolution (instanced: `objects`; static: `set`). */
export function addCharacteristicEffect(s: GameState, eff: Omit<CharacteristicEffect, 'id'>, id: string): void {
  s.characteristicEffects = [...(s.characteristicEffects ?? []), { id, ...eff }];
}

/** At the end of the turn, effects "until end of turn" end. */
export function endTurnCharacteristicEffects(s: GameState): void {
  if (!s.characteristicEffects) return;
  const kept = s.characteristicEffects.filter((e) => e.duration !== 'untilEndOfTurn');
  if (kept.length !== s.characteristicEffects.length) s.characteristicEffects = kept;
}

/** "Cards in target opponent's …": the set is that player's cards, fixed from the target as the effect begins. */
function cardSetFor(item: StackItem, cards: CardSet): CardSet {
  if (cards.player !== undefined || cards.whose !== 'opponents') return cards;
  const t = item.targets.find((x) => x?.kind === 'player');
  return t ? { ...cards, player: t.id } : cards;
}

/**
 * The `changeCharacteristics` (instanced: `objects`, the subjects at resolution) and
 * `staticCharacteristics` (static: the set, for the duration) effects. The timestamp is the resolution's.
 */
export function characteristicsEffect(
  ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'changeCharacteristics' | 'staticCharacteristics' }>, objects?: ObjectId[],
): void {
  const s = ctx.s;
  if (e.op === 'changeCharacteristics') {
    if (!objects || objects.length === 0) return;
    addCharacteristicEffect(s, { changes: e.changes, duration: e.duration, timestamp: nextTimestamp(s), controller: item.controller, objects, ...boundToSource(item, e.duration) }, newId(s, 'e'));
  } else {
    addCharacteristicEffect(s, {
      changes: e.changes, duration: e.duration, timestamp: nextTimestamp(s), controller: item.controller, ...boundToSource(item, e.duration),
      ...(e.cards ? { cards: cardSetFor(item, e.cards) } : { set: e.set }),
    }, newId(s, 'e'));
  }
}
