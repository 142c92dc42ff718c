import type { Ability, CardDef, CardType, CounterKind, Direction, Effect, Element, EventFilter, Trigger, WatchedEvent } from '../../cards/vocabulary.js';
import { graveyardWatchers } from '../effects/graveyard-triggers.js';
import { timedWatchersFor } from '../effects/timed-watchers.js';
import { turnWatchersFor } from '../effects/turn-watchers.js';
import { attacksDeclaredThisTurn } from '../effects/attack-count.js';
import type { CardId, DelayedTrigger, GameState, ObjectId, ObjectState, PendingTrigger, PlayerId, StackItem } from '../types.js';
import { newId, type Ctx } from './ctx.js';
import { abilitySources, currentPower, mayHaveAbilityIn } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { gainedInline, layersMayApply } from '../effects/continuous.js';
import { limitReached, noteAbilityUse } from '../effects/ability-tracking.js';
import { championMasteryTriggers, masteryAbilities, masteryTriggerX } from '../effects/mastery-abilities.js';
import { boonAbilities, takeBoonTrigger, type BoonAbilityRef } from '../effects/boon-abilities.js';
import { hasBoonChosenName } from '../effects/boon-chosen-name.js';
import { slugsWithAbility } from '../state/game-facts.js';

/** What an ability may need to know about its source once the source is gone (last-known information). */
export interface LastKnown { power: number; controller: PlayerId; counters?: ObjectState['counters']; /** It was imbued as it left ("if this was imbued": src/engine/effects/imbued-lki.ts). */ imbued?: boolean }

/** The last-known information of an object: taken while it is still where it was. */
export function lastKnown(ctx: Ctx, o: ObjectState): LastKnown {
  const counted = Object.values(o.counters).some((n) => (n ?? 0) > 0);
  return { power: ctx.s.objects[o.id] ? currentPower(ctx.s, o) : 0, controller: o.controller, ...(counted ? { counters: { ...o.counters } } : {}), ...(o.imbued ? { imbued: true } : {}) };
}

/** The batch of simultaneous events now happening ("whenever one or more" triggers once per batch). */
export function batchKey(ctx: Ctx): string {
  return `${ctx.s.version}:${ctx.batch ?? 0}`;
}

/** A new game event begins: triggers from what follows are not grouped with the events before. */
export function nextEventBatch(ctx: Ctx): void {
  ctx.batch = (ctx.batch ?? 0) + 1;
}

function queue(ctx: Ctx, t: Omit<PendingTrigger, 'id'>): void {
  // Ability tracking: a triggered ability of an object on the field that triggers only once (each turn).
  const src = t.source ? ctx.s.objects[t.source] : undefined;
  const ability = t.abilityIndex >= 0 && !t.inline ? ctx.s.defs[t.def]?.abilities[t.abilityIndex] : undefined;
  if (src && ability && ability.kind === 'triggered' && ability.limit && (src.def === t.def || src.lineage.some((c) => ctx.s.cards[c]?.def === t.def))) {
    const ref = { def: t.def, index: t.abilityIndex, ability };
    if (limitReached(ctx.s, src, ref)) return;
    noteAbilityUse(ctx.s, src.id, ref);
  }
  addPendingTrigger(ctx.s, t);
}

/** A trigger waits to be put on the stack (pending triggers are replaced, never edited: types.ts). */
export function addPendingTrigger(s: GameState, t: Omit<PendingTrigger, 'id'>): void {
  s.pendingTriggers = [...s.pendingTriggers, { id: newId(s, 't'), ...t }];
}

/**
 * On Charge N (glossary/keywords-and-abilities.md#on-charge-n): the first time the object holds N
 * charge counters, its ability triggers, and only that once: removing and regaining counters later
 * does nothing. It does not matter where the counters came from (the recollection turn-based
 * action, or an effect that adds charge counters). Call after charge counters were added to `id`.
 */
export function queueChargeTriggers(ctx: Ctx, id: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[id];
  if (!o || o.charged) return;
  const have = o.counters.charge ?? 0;
  for (const r of abilitySources(s, o)) {
    if (r.ability.kind !== 'triggered' || r.ability.trigger.on !== 'charge' || have < r.ability.trigger.count) continue;
    mutObj(s, id).charged = true;
    queue(ctx, { controller: o.controller, source: id, def: r.def, abilityIndex: r.index, ...gainedInline(r) });
  }
}

/** Queue the triggered abilities of `o` that watch for `on`. They go on the stack at the next check. */
/** `x`: a number the event carries for the ability (On Hit: the damage of the hit). */
export function queueObjectTriggers(ctx: Ctx, o: ObjectState, on: Trigger['on'], eventObject?: string, x?: number): void {
  for (const ref of abilitySources(ctx.s, o)) {
    if (ref.ability.kind !== 'triggered' || ref.ability.trigger.on !== on) continue;
    queue(ctx, {
      controller: o.controller,
      source: o.id,
      def: ref.def,
      abilityIndex: ref.index,
      ...(ref.builtin ? { builtin: ref.builtin } : {}),
      ...gainedInline(ref), // an ability gained from an effect is carried with the trigger
      ...(eventObject ? { eventObject } : {}),
      ...(x !== undefined ? { x } : {}),
    });
  }
  // "Your champion has …": object triggers a mastery gives its player's champion (effects/mastery-abilities.ts).
  for (const m of championMasteryTriggers(ctx.s, o, on)) {
    const x = masteryTriggerX(ctx, m.ability, eventObject);
    queue(ctx, { controller: o.controller, source: o.id, def: m.def, abilityIndex: m.index, ...(eventObject ? { eventObject } : {}), ...(x !== undefined ? { x } : {}) });
  }
  // Other objects watching: "whenever an ally enters", "whenever a unit attacks".
  if (on === 'enter') watch(ctx, { event: 'enters', player: o.controller, object: o });
  if (on === 'attack' && ctx.s.combat?.attacker === o.id) watch(ctx, { event: 'attacks', player: o.controller, object: o });
}

/** Queue triggered abilities of an object that has left the field, as it last was (no source object). */
export function queueLastKnownTriggers(ctx: Ctx, controller: PlayerId, abilities: { def: string; index: number }[], eventObject?: ObjectId): void {
  for (const a of abilities) queue(ctx, { controller, source: null, def: a.def, abilityIndex: a.index, lki: { power: 0, controller }, ...(eventObject ? { eventObject } : {}) });
}

/**
 * Queue the triggers of an object that has just left the field (On Death, On Leave, On Banish):
 * they use its last-known information, and its controller then controls them.
 */
export function queueLeftFieldTriggers(
  ctx: Ctx, o: ObjectState, on: 'death' | 'leave' | 'banish' | 'sacrifice' | 'destroy', lki?: LastKnown,
  /** Its abilities as it was last on the field (continuous effects that gave or took abilities no longer reach it). */
  refs?: readonly { def: string; index: number; ability: Ability }[],
): void {
  const known = lki ?? { power: 0, controller: o.controller };
  for (const ref of refs ?? abilitySources(ctx.s, o)) {
    if (ref.ability.kind !== 'triggered' || ref.ability.trigger.on !== on) continue;
    queue(ctx, {
      controller: known.controller, source: null, leftSource: o.id, def: ref.def, abilityIndex: ref.index, lki: known, ...gainedInline(ref),
      ...(on === 'death' && o.card ? { eventCard: o.card } : {}), // the card that died (effects/lineage-bottom.ts, effects/graveyard-to-field.ts, effects/dead-card-moves.ts, effects/event-card.ts)
    });
  }
  if (on === 'death') watch(ctx, { event: 'dies', player: known.controller, object: o });
  if (on === 'leave') {
    watch(ctx, { event: 'leaves', player: known.controller, object: o });
    // Abilities of this object waiting on the stack keep going, with its last-known information.
    if (ctx.s.stack.some((i) => i.source === o.id)) ctx.s.stack = ctx.s.stack.map((i) => (i.source === o.id ? { ...i, lki: known } : i));
    fireDelayed(ctx, (d) => d.when.at === 'leaves' && d.when.object === o.id);
  }
}

export function queuePhaseTriggers(ctx: Ctx, phase: 'recollection' | 'end', turnPlayer: PlayerId): void {
  for (const id of ctx.s.field) {
    const o = ctx.s.objects[id]!;
    for (const ref of abilitySources(ctx.s, o)) {
      const ab = ref.ability;
      if (ab.kind !== 'triggered' || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) continue;
      if (ab.trigger.whose === 'yours' && o.controller !== turnPlayer) continue;
      queue(ctx, { controller: o.controller, source: o.id, def: ref.def, abilityIndex: ref.index, ...(ref.builtin ? { builtin: ref.builtin } : {}), ...gainedInline(ref) });
    }
  }
  // A mastery's phase triggers: the player's, with no source object (game-mechanics-mastery.md).
  for (const m of masteryAbilities(ctx.s)) {
    const ab = m.ability;
    if (ab.kind !== 'triggered' || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) continue;
    if (ab.trigger.whose === 'yours' && m.controller !== turnPlayer) continue;
    queue(ctx, { controller: m.controller, source: null, def: m.def, abilityIndex: m.index });
  }
  // A gained boon's phase triggers: its player's, with no source object (effects/boon-abilities.ts).
  for (const b of boonAbilities(ctx.s)) {
    const ab = b.ability;
    if (ab.kind !== 'triggered' || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) continue;
    if (ab.trigger.whose === 'yours' && b.controller !== turnPlayer) continue;
    if (!takeBoonTrigger(ctx.s, b)) continue; // "only N times"
    queue(ctx, { controller: b.controller, source: null, def: b.def, abilityIndex: b.index });
  }
  queuePreservedPhaseTriggers(ctx, phase, turnPlayer, queue); // effects/preserved-triggers.ts
  fireDelayed(ctx, (d) => d.when.at === 'beginPhase' && d.when.phase === phase
    && (d.when.whose === 'each' || (d.when.player ?? d.controller) === turnPlayer) && (d.afterTurn === undefined || ctx.s.turn > d.afterTurn));
}

// ---------- "Whenever …" triggers watching other objects and players ----------

// The game's cards with a "whenever" ability. Masteries are left out: every game knows them, and
// they watch only once someone has one (masteryAbilities below).
const whenSlugs = slugsWithAbility((ab) => ab.kind === 'triggered' && ab.trigger.on === 'whenever', (d) => !d.types.includes('MASTERY'));

/** One game event a "whenever" trigger may watch. `object`: the object concerned (last known if it left). */
export interface WatchEvent {
  event: WatchedEvent;
  /** The player the event belongs to: the object's controller, or who activates or draws. */
  player: PlayerId;
  object?: ObjectState;
  /** The card activated or materialized. */
  card?: CardDef;
  /** 'counterRemoved': the kind of counter removed (effects/counter-removal.ts). */
  counter?: CounterKind;
  /** 'dealtDamage': how much was dealt, and whether it was combat damage. */
  amount?: number;
  combat?: boolean;
  /** 'activates': the activation is prepared. */
  prepared?: boolean;
  /** 'activates': the card was activated from its owner's memory (play/memory-activation.ts). */
  fromMemory?: boolean;
  /** 'currentsChange': the direction before and after. */
  from?: Direction;
  to?: Direction;
  /** 'dealtDamage': who controls the source, its elements and (combat) types (effects/own-zone-events.ts). */
  source?: { controller: PlayerId; elements: Element[]; types?: CardType[] };
}

import { hasAdvancedElement } from '../effects/event-filters.js';
import { queuePreservedPhaseTriggers } from '../effects/preserved-triggers.js';
import { destroyedEvent } from '../effects/destroyed-card-banish.js';
import { isNthOfTurn } from '../effects/nth-events.js';

function filterMatches(ctx: Ctx, f: EventFilter | undefined, watcher: { controller: PlayerId; object?: ObjectId; boon?: BoonAbilityRef }, ev: WatchEvent): boolean {
  if (!f) return true;
  if (f.who === 'you' && ev.player !== watcher.controller) return false;
  if (f.who === 'opponent' && ev.player === watcher.controller) return false;
  const subjectId = ev.object?.id;
  if (f.self && (!subjectId || subjectId !== watcher.object)) return false;
  if (f.other && subjectId !== undefined && subjectId === watcher.object) return false;
  const def = ev.card ?? (ev.object ? ctx.s.defs[ev.object.def] : undefined);
  if ((f.type || f.subtype || f.element) && !def) return false;
  if (f.type && !def!.types.includes(f.type)) return false;
  if (f.subtype && !def!.subtypes.includes(f.subtype)) return false;
  if (f.anySubtype && !f.anySubtype.some((st) => def?.subtypes.includes(st))) return false;
  if (f.element && !def!.elements.includes(f.element)) return false;
  if (f.attackWith && !attackUses(ctx, f.attackWith)) return false;
  if (f.withWeapon && !(ctx.s.combat?.weapon && ctx.s.objects[ctx.s.combat.weapon])) return false;
  if (f.notSubtype && (!def || def.subtypes.includes(f.notSubtype))) return false;
  if (f.minAmount !== undefined && (ev.amount ?? 0) < f.minAmount) return false;
  if (f.damageType && (ev.combat === undefined || ev.combat !== (f.damageType === 'combat'))) return false;
  if (f.fostered && !ev.object?.fostered) return false;
  if (f.class && !def?.classes.includes(f.class)) return false;
  if (f.memoryCost !== undefined && !(def?.cost.kind === 'memory' && def.cost.value === f.memoryCost)) return false; // "a card with memory cost 0"
  if (f.from && ev.from !== f.from) return false;
  if (f.to && ev.to !== f.to) return false;
  if (f.firstEachTurn && !firstOfTurn(ctx, f, ev)) return false;
  if (f.prepared && !ev.prepared) return false;
  if (f.fromMemory && !ev.fromMemory) return false;
  if (f.keyword && !def?.keywords.includes(f.keyword)) return false;
  if (f.counter && ev.counter !== f.counter) return false; // effects/counter-removal.ts
  if (f.nthThisTurn !== undefined && attacksDeclaredThisTurn(ctx.s, ev.player) !== f.nthThisTurn) return false; // effects/attack-count.ts
  if (f.nthOfTurn !== undefined && !isNthOfTurn(ctx.s, ev.event, ev.player, f, f.nthOfTurn)) return false; // effects/nth-events.ts
  if (f.nonToken && (!ev.object?.card || def?.types.includes('TOKEN'))) return false;
  if (f.intoBaseLevel !== undefined && (!ev.object || ctx.s.defs[ev.object.def]!.level !== f.intoBaseLevel)) return false;
  if (f.advancedElement && !(def && hasAdvancedElement(def))) return false; // effects/event-filters.ts
  if (f.boonChosenName && !hasBoonChosenName(ctx.s, watcher.boon, def)) return false;
  if (f.maxReserveCost !== undefined && !(def && def.cost.kind === 'reserve' && typeof def.cost.value === 'number' && def.cost.value <= f.maxReserveCost)) return false;
  if (f.supertype && !def?.supertypes.includes(f.supertype)) return false;
  if (f.name && def?.name !== f.name) return false;
  if (f.sourceYours !== undefined && (ev.source?.controller === watcher.controller) !== f.sourceYours) return false; // effects/own-zone-events.ts; false: a source you don't control
  if (f.sourceElement && !ev.source?.elements.includes(f.sourceElement)) return false;
  if (f.sourceType && !ev.source?.types?.includes(f.sourceType)) return false; // effects/damage-sources.ts
  if (f.minReserveCost !== undefined && !(def?.cost.kind === 'reserve' && typeof def.cost.value === 'number' && def.cost.value >= f.minReserveCost)) return false;
  return true;
}

/** Does the current attack use a weapon or an attack card (in the intent) of this subtype? */
function attackUses(ctx: Ctx, subtype: string): boolean {
  const c = ctx.s.combat;
  if (!c) return false;
  const weapon = c.weapon ? ctx.s.objects[c.weapon] : undefined;
  if (weapon && ctx.s.defs[weapon.def]!.subtypes.includes(subtype)) return true;
  return c.intent.some((card) => ctx.s.defs[ctx.s.cards[card]!.def]!.subtypes.includes(subtype));
}


/** Is this activation the player's first this turn of a card that fits the filter? It is the last one recorded. */
function firstOfTurn(ctx: Ctx, f: EventFilter, ev: WatchEvent): boolean {
  const fits = (def: CardDef | undefined) => !!def && (!f.type || def.types.includes(f.type)) && (!f.subtype || def.subtypes.includes(f.subtype))
    && (!f.element || def.elements.includes(f.element)) && (!f.class || def.classes.includes(f.class));
  return (ctx.s.activationsThisTurn ?? []).filter((a) => a.player === ev.player && fits(ctx.s.defs[a.def])).length === 1;
}

/**
 * A game event happened: every "whenever" ability in a functional zone that watches it triggers.
 * Objects on the field and cards in the intent watch; a "whenever one or more" ability triggers
 * only once for a batch of simultaneous events.
 */
export function watch(ctx: Ctx, ev: WatchEvent): void {
  const s = ctx.s;
  // Abilities made by effects that watch one object for a while (effects/timed-watchers.ts).
  for (const w of timedWatchersFor(s, ev.event, ev.object?.id)) {
    if (s.players.some((p) => p.id === w.controller && !p.lost)) queue(ctx, { controller: w.controller, source: null, def: w.def, abilityIndex: -1, inline: w.ability, eventObject: w.object });
  }
  // "Until end of turn, whenever …" abilities made by effects (effects/turn-watchers.ts).
  for (const w of turnWatchersFor(s, ev.event, ev.player)) {
    if (!filterMatches(ctx, w.filter, { controller: w.controller }, ev)) continue;
    queue(ctx, { controller: w.controller, source: w.source && s.objects[w.source] ? w.source : null, def: w.def, abilityIndex: -1, inline: w.ability, ...(ev.object && s.objects[ev.object.id] ? { eventObject: ev.object.id } : {}) });
  }
  const slugs = whenSlugs(s.defs);
  // Most games have no "whenever" ability at all (abilities gained from effects aside).
  if (slugs.size === 0 && !s.masteries && !layersMayApply(s)) return;
  const watchers: { controller: PlayerId; source: ObjectId | null; object?: ObjectId; def: string; index: number; ability: Ability; boon?: BoonAbilityRef; card?: CardId }[] = [];
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (!mayHaveAbilityIn(s, o, slugs)) continue;
    for (const ref of abilitySources(s, o)) {
      if (ref.ability.kind === 'triggered' && ref.ability.trigger.on === 'whenever' && ref.ability.trigger.event === ev.event && !ref.ability.fromGraveyard) {
        watchers.push({ controller: o.controller, source: o.id, object: o.id, def: ref.def, index: ref.index, ability: ref.ability });
      }
    }
  }
  // A mastery's "whenever" abilities: the player's, with no source object (effects/mastery-abilities.ts).
  for (const m of masteryAbilities(s)) {
    if (m.ability.kind === 'triggered' && m.ability.trigger.on === 'whenever') {
      watchers.push({ controller: m.controller, source: null, def: m.def, index: m.index, ability: m.ability });
    }
  }
  // A gained boon's "whenever" abilities: its player's, with no source object (effects/boon-abilities.ts).
  for (const b of boonAbilities(s)) {
    if (b.ability.kind === 'triggered' && b.ability.trigger.on === 'whenever') {
      watchers.push({ controller: b.controller, source: null, def: b.def, index: b.index, ability: b.ability, boon: b });
    }
  }
  // Cards in graveyards with abilities that work there (effects/graveyard-triggers.ts): their owner's, no source object.
  for (const g of graveyardWatchers(s, ev.event)) watchers.push({ controller: g.controller, source: null, def: g.def, index: g.index, ability: g.ability, card: g.card });
  // Cards in the intent trigger as if they were objects (game-zones-intent.md).
  if (s.combat) {
    for (const card of s.combat.intent) {
      const slug = s.cards[card]!.def;
      s.defs[slug]!.abilities.forEach((ab, index) => {
        if (ab.kind === 'triggered' && ab.trigger.on === 'whenever') {
          watchers.push({ controller: s.combat!.attackingPlayer, source: s.combat!.attacker, def: slug, index, ability: ab });
        }
      });
    }
  }
  const batch = batchKey(ctx);
  for (const w of watchers) {
    const ab = w.ability;
    if (ab.kind !== 'triggered' || ab.trigger.on !== 'whenever' || ab.trigger.event !== ev.event) continue;
    if (!filterMatches(ctx, ab.trigger.filter, w, ev)) continue;
    const oneOrMore = ab.trigger.oneOrMore === true;
    const same = oneOrMore ? s.pendingTriggers.find((t) => t.batch === batch && t.def === w.def && t.abilityIndex === w.index && t.source === w.source) : undefined;
    if (same) {
      // One trigger for the batch: it still learns every object the batch names ("one of those tokens").
      if (ev.object && s.objects[ev.object.id]) s.pendingTriggers = s.pendingTriggers.map((t) => (t === same ? { ...t, eventObjects: [...(t.eventObjects ?? []), ev.object!.id] } : t));
      continue;
    }
    if (w.boon && !takeBoonTrigger(s, w.boon)) continue; // "only N times"
    queue(ctx, {
      controller: w.controller, source: w.source, def: w.def, abilityIndex: w.index, ...gainedInline(w), ...(w.card ? { card: w.card } : {}),
      ...(ev.object && s.objects[ev.object.id] ? { eventObject: ev.object.id } : {}),
      ...(ev.event === 'dies' && ev.object?.card ? { eventCard: ev.object.card } : {}), // the card that died (effects/event-card.ts)
      ...(ev.event === 'destroyed' ? destroyedEvent(ev) : {}), // effects/destroyed-card-banish.ts
      ...(ev.event === 'summons' ? { eventPlayer: ev.player } : {}), // the summoning player ('eventPlayerChampions')
      ...(oneOrMore ? { batch, ...(ev.object && s.objects[ev.object.id] ? { eventObjects: [ev.object.id] } : {}) } : {}),
      ...((ev.event === 'dealtDamage' || ev.event === 'recollects' || ev.event === 'recovers' || ev.event === 'activationNegated') && ev.amount !== undefined ? { x: ev.amount } : {}), // "that many" (effects/scaled-amounts.ts)
    });
  }
}

// ---------- Delayed and reflexive triggers ----------

/** The subject a delayed "when that … leaves" names, fixed as the delayed trigger is created. */
function delayedObject(ctx: Ctx, item: StackItem, subject: Extract<Effect, { op: 'delayedTrigger' }>['when']): ObjectId | undefined {
  if (subject.at !== 'leaves') return undefined;
  const subj = subject.subject;
  if (subj.ref === 'self') return item.source && ctx.s.objects[item.source] ? item.source : undefined;
  if (subj.ref === 'eventObject') return item.eventObject && ctx.s.objects[item.eventObject] ? item.eventObject : undefined;
  if (subj.ref === 'target') {
    const t = item.targets[subj.index];
    return t?.kind === 'object' && ctx.s.objects[t.id] ? t.id : undefined;
  }
  if (subj.ref === 'yourChampion') {
    const p = ctx.s.players.find((pl) => pl.id === item.controller);
    return p?.champion ?? undefined;
  }
  return undefined;
}

/** A resolving effect creates a delayed trigger: it waits in the game until its moment comes, once. */
export function createDelayedTrigger(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'delayedTrigger' }>): void {
  const s = ctx.s;
  let when: DelayedTrigger['when'];
  if (e.when.at === 'leaves') {
    const object = delayedObject(ctx, item, e.when);
    if (!object) return; // the object is already gone: nothing to wait for
    when = { at: 'leaves', object };
  } else when = e.when;
  const ability: Ability = { kind: 'triggered', trigger: { on: 'delayed' }, effects: e.effects, ...(e.targets ? { targets: e.targets } : {}) };
  // "The next end phase": if the phase is already under way, its beginning has passed.
  const afterTurn = e.when.at === 'beginPhase' && s.phase === e.when.phase ? s.turn : undefined;
  const d: DelayedTrigger = {
    id: newId(s, 'd'), controller: item.controller, def: item.def, ability, when,
    ...(item.source ? { source: item.source } : {}),
    ...(afterTurn !== undefined ? { afterTurn } : {}),
  };
  s.delayedTriggers = [...(s.delayedTriggers ?? []), d];
}

function fireDelayed(ctx: Ctx, due: (d: DelayedTrigger) => boolean): void {
  const s = ctx.s;
  const all = s.delayedTriggers;
  if (!all || all.length === 0) return;
  const firing = all.filter(due);
  if (firing.length === 0) return;
  const rest = all.filter((d) => !firing.includes(d));
  if (rest.length > 0) s.delayedTriggers = rest;
  else delete s.delayedTriggers;
  for (const d of firing) {
    // A delayed trigger is still an ability of its source; it happens once and is then gone.
    const src = d.source && s.objects[d.source] ? d.source : null;
    if (!s.players.some((p) => p.id === d.controller && !p.lost)) continue;
    queue(ctx, { controller: d.controller, source: src, def: d.def, abilityIndex: -1, inline: d.ability });
  }
}

/** "When you do, …": a reflexive trigger, put on the stack once the ability that made it has resolved. */
export function queueReflexiveTrigger(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'reflexiveTrigger' }>): void {
  const ability: Ability = { kind: 'triggered', trigger: { on: 'reflexive' }, effects: e.effects, ...(e.targets ? { targets: e.targets } : {}) };
  const src = item.source && ctx.s.objects[item.source] ? item.source : null;
  queue(ctx, {
    controller: item.controller, source: src, def: item.def, abilityIndex: -1, inline: ability,
    ...(item.eventObject ? { eventObject: item.eventObject } : {}),
    ...(!src && item.lki ? { lki: item.lki } : {}),
  });
}

/**
 * The power of an ability's source: the object's current power while it is on the field, else its
 * last-known information (abilities README, rule 13).
 */
export function sourcePower(s: Ctx['s'], item: Pick<StackItem, 'source' | 'lki'>): number {
  const o = item.source ? s.objects[item.source] : undefined;
  if (o) return currentPower(s, o);
  return item.lki?.power ?? 0;
}
