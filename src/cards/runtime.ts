import type { Ability, ActivatedCost, CardDef, CardType, Cost, Element, Supertype, Trigger } from './vocabulary.js';
import type { CardFacts, CardScript } from './define.js';
import { activated, defineCard, triggered } from './define.js';
import type { IndexCard } from './index-schema.js';

const CARD_TYPES: readonly CardType[] = ['CHAMPION', 'ALLY', 'ACTION', 'ATTACK', 'ITEM', 'WEAPON', 'DOMAIN', 'PHANTASIA', 'TOKEN', 'MASTERY', 'STATUS', 'BOON'];
const SUPERTYPES: readonly Supertype[] = ['REGALIA', 'UNIQUE'];
const ELEMENTS: readonly Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA', 'EXALTED'];

/**
 * Everything the engine takes from the Index about one card face: its facts, its lineage
 * requirement, and the slug of its other face. Never card text.
 */
export interface IndexFacts extends CardFacts {
  element: Element[];
  lineage?: string;
  back?: string;
  front?: string;
}

function costOf(card: IndexCard): Cost {
  const value = card.cost.value;
  if (card.cost.type === 'none' || value === null) return { kind: 'none' };
  const n = value === 'X' ? 'X' : Number(value);
  if (n !== 'X' && !Number.isFinite(n)) return { kind: 'none' };
  return { kind: card.cost.type, value: n };
}

/**
 * "[Name] Lineage" is a rules property (which champion this one must level up from). It is
 * read from the synced card data, never written by hand.
 */
function lineageOf(card: IndexCard): string | undefined {
  if (!card.types.includes('CHAMPION')) return undefined;
  const m = /^\s*([A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?) Lineage\b/m.exec(card.effect_raw ?? '');
  return m?.[1];
}

/** The flip side of a double-faced card (double-faced-cards.md): an edition printed as a flip with a back face. */
function backFaceOf(card: IndexCard): IndexCard | null {
  for (const e of card.editions) {
    if (e.configuration !== 'flip') continue;
    const back = e.other_orientations.find((o) => o.edition?.orientation === 'back');
    if (back) return { ...card, ...back, editions: [], rule: [], references: [], referenced_by: [], legality: null } as IndexCard;
  }
  return null;
}

function faceFacts(card: IndexCard): IndexFacts {
  // The Index names the two boon kinds as types of their own; we keep one BOON type and the kind as a subtype.
  const boonKinds = card.types.flatMap((t) => (t === 'GREATER BOON' ? ['GREATER'] : t === 'LESSER BOON' ? ['LESSER'] : []));
  const types = [
    ...card.types.filter((t): t is CardType => (CARD_TYPES as readonly string[]).includes(t)),
    ...(boonKinds.length ? (['BOON'] as const) : []),
  ];
  const supertypes = card.types.filter((t): t is Supertype => (SUPERTYPES as readonly string[]).includes(t));
  const elements = (card.elements.length ? card.elements : [card.element]).filter((e): e is Element => (ELEMENTS as readonly string[]).includes(e));
  const lineage = lineageOf(card);
  return {
    slug: card.slug, name: card.name, types, supertypes, subtypes: [...boonKinds, ...card.subtypes], classes: card.classes,
    element: elements.length ? elements : ['NORM'], cost: costOf(card), level: card.level ?? null, power: card.power ?? null,
    life: card.life ?? null, durability: card.durability ?? null, speed: card.speed ?? null,
    ...(lineage ? { lineage } : {}),
  };
}

/** The facts of an Index card's default face, linked to its flip side when it has one. */
export function indexFacts(card: IndexCard): IndexFacts {
  const facts = faceFacts(card);
  const back = backFaceOf(card);
  return back && back.slug !== card.slug ? { ...facts, back: back.slug } : facts;
}

/** The facts of a double-faced card's flip side, linked to its default side; null for other cards. */
export function backFaceFacts(card: IndexCard): IndexFacts | null {
  const back = backFaceOf(card);
  if (!back || back.slug === card.slug) return null;
  return { ...faceFacts(back), front: card.slug };
}

/** The engine's card: Index facts plus our script (or none: assisted resolution). */
export function defFromFacts(facts: IndexFacts, script: CardScript | null): CardDef {
  const def = defineCard(facts, script);
  const lineage = script?.lineage ?? facts.lineage;
  return {
    ...def,
    ...(facts.back ? { back: facts.back } : {}),
    ...(facts.front ? { front: facts.front } : {}),
    ...(lineage ? { lineage } : {}),
  };
}

const OBJECT_TYPES: readonly string[] = ['CHAMPION', 'ALLY', 'ITEM', 'WEAPON', 'DOMAIN', 'PHANTASIA'];
const MARKED_TRIGGERS: readonly [RegExp, Trigger][] = [
  [/\bOn Enter:/, { on: 'enter' }], [/\bOn Attack:/, { on: 'attack' }], [/\bOn Hit:/, { on: 'hit' }], [/\bOn Death:/, { on: 'death' }],
  [/\bOn Kill:/, { on: 'kill' }], [/\bOn Leave:/, { on: 'leave' }], [/\bOn Banish:/, { on: 'banish' }], [/\bOn Foster:/, { on: 'foster' }],
  [/\bAt the beginning of your recollection phase\b/i, { on: 'beginPhase', phase: 'recollection', whose: 'yours' }],
  [/\bAt the beginning of each recollection phase\b/i, { on: 'beginPhase', phase: 'recollection', whose: 'each' }],
  [/\bAt the beginning of your end phase\b/i, { on: 'beginPhase', phase: 'end', whose: 'yours' }],
  [/\bAt the beginning of each end phase\b/i, { on: 'beginPhase', phase: 'end', whose: 'each' }],
];

/**
 * The triggered abilities of an unscripted object whose trigger is an event the engine knows
 * (On Enter, On Attack, On Hit, On Death…, the beginning of a phase), read from the synced card
 * text at run time: each triggers as usual and its controller carries out its text with the
 * assisted tools, with the opponent's consent.
 */
export function assistedTriggers(card: IndexCard): Ability[] {
  if (!card.types.some((t) => OBJECT_TYPES.includes(t))) return [];
  const text = card.effect_raw ?? '';
  return MARKED_TRIGGERS.filter(([marker]) => marker.test(text)).map(([, trigger]) => triggered(trigger, [{ op: 'assisted' }]));
}

/** A line of card text that reads "cost: effect", with a cost the engine can recognise at its start. */
const ACTIVATED_LINE = /^(?:\[[^\]]*\]\s*)*((?:\(\d+\)|REST|Sacrifice|Discard|Banish|Remove|Pay)[^:\n]{0,120}):\s/;

/**
 * The activated abilities of an unscripted object, read from the synced card text at run time.
 * A reserve cost "(N)" and a rest cost "REST" at the head of the cost are paid as usual; any other
 * part of the cost the controller declares and pays with the assisted tools, and the whole
 * ability is then carried out as an assisted resolution (fast, as activated abilities are by default).
 */
export function assistedActivated(card: IndexCard): Ability[] {
  if (!card.types.some((t) => OBJECT_TYPES.includes(t))) return [];
  const out: Ability[] = [];
  for (const line of (card.effect_raw ?? '').split('\n')) {
    const m = ACTIVATED_LINE.exec(line.trim());
    if (!m) continue;
    const parts = m[1]!.split(',').map((p) => p.trim());
    const costs: ActivatedCost[] = [];
    for (const part of parts) {
      const reserveCost = /^\((\d+)\)$/.exec(part);
      if (reserveCost) costs.push({ kind: 'reserve', value: Number(reserveCost[1]) });
      else if (part === 'REST') costs.push({ kind: 'rest' });
    }
    out.push(activated(costs, [{ op: 'assisted' }], { speed: 'fast' }));
  }
  return out;
}

/** What the engine plays for an unscripted card: its text's triggers and activated abilities, carried out assisted. */
function withAssisted(def: CardDef, card: IndexCard, script: CardScript | null): CardDef {
  const assisted = script ? [] : [...assistedTriggers(card), ...assistedActivated(card)];
  return assisted.length > 0 ? { ...def, abilities: [...def.abilities, ...assisted] } : def;
}

/** The engine's definition of a double-faced card's flip side, linked to its default side; null for other cards. */
export function toBackFaceDef(card: IndexCard, script: CardScript | null): CardDef | null {
  const facts = backFaceFacts(card);
  return facts ? withAssisted(defFromFacts(facts, script), backFaceOf(card)!, script) : null;
}

/** The engine's card: the Index card's facts plus our script for that slug (or none: assisted resolution). */
export function toCardDef(card: IndexCard, script: CardScript | null): CardDef {
  return withAssisted(defFromFacts(indexFacts(card), script), card, script);
}
