// Permissions, prohibitions and contradicting rule settings
// (game-mechanics/game-mechanics-miscellaneous-topics/permission.md,
//  game-mechanics/game-mechanics-miscellaneous-topics/player-action-legality.md,
//  game-mechanics/game-mechanics-types-of-effects/types-of-effects-game-effects.md,
//  general-rules/general-rules-card-characteristics/README.md#type-acting).
//
// A permission ("can", "may … as though") lets a player or an object do what the rules alone would
// not; a prohibition ("can't") forbids it. When both apply to one action, the prohibition wins,
// whichever is newer. Rule settings that are neither (an element enabled by one effect and disabled
// by another) contradict each other: the newest one is the one in force.
//
// Sources: static abilities of objects on the field (timestamp: the object's), and effects made by
// resolutions (`state.permissionEffects`, timestamp: the resolution's).
import { influenceOf } from './influence.js';
import type { CardDef, CardFilter, Effect, Element, ObjectSet, PermissionAction, PermissionSpec } from '../../cards/vocabulary.js';
import type { GameState, ObjectId, ObjectState, PermissionEffect, PlayerId, StackItem } from '../types.js';
import { newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, hasKeyword, memoHere, objDef } from '../state/query.js';
import { objectSetContains } from './continuous.js';
import { cardOrLineageIn, slugsWithAbility } from '../state/game-facts.js';
import { boonAbilities } from './boon-abilities.js';
import { boundToSource } from './while-controlled.js';

/** One permission or prohibition in force now. */
export interface ActivePermission {
  spec: PermissionSpec;
  controller: PlayerId;
  timestamp: number;
  /** The object whose static ability it is. */
  source?: ObjectId;
  /** Instanced: only these objects. */
  objects?: ObjectId[];
}

// ---------------------------------------------------------------------------------------------
// A fast "nothing to see" answer: most games have no permission at all.

const permissionSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'permission');

/** Every permission and prohibition in force now, oldest first (callers only read the list). */
export function activePermissions(s: GameState): ActivePermission[] {
  const memo = memoHere(s);
  const hit = memo?.get('permissions') as ActivePermission[] | undefined;
  if (hit) return hit;
  const v = computePermissions(s);
  memo?.set('permissions', v);
  return v;
}

const NO_PERMISSIONS: readonly ActivePermission[] = Object.freeze([]);

function computePermissions(s: GameState): ActivePermission[] {
  const slugs = permissionSlugs(s.defs);
  const onField = (id: string) => !!s.objects[id] && cardOrLineageIn(s, s.objects[id]!, slugs);
  // Gained boons' permissions, from the Pantheon zone (effects/boon-abilities.ts).
  const boons = slugs.size === 0 ? [] : boonAbilities(s).filter((b) => b.ability.kind === 'static' && b.ability.effect.kind === 'permission');
  // Most of the time nothing on the field has a permission ability: answered without allocating.
  if (!s.permissionEffects?.length && boons.length === 0 && (slugs.size === 0 || !s.field.some(onField))) return NO_PERMISSIONS as ActivePermission[];
  const out: ActivePermission[] = [];
  for (const b of boons) {
    if (b.ability.kind === 'static' && b.ability.effect.kind === 'permission') out.push({ spec: b.ability.effect.permission, controller: b.controller, timestamp: b.timestamp });
  }
  for (const e of s.permissionEffects ?? []) {
    out.push({ spec: e.permission, controller: e.controller, timestamp: e.timestamp, ...(e.objects ? { objects: e.objects } : {}) });
  }
  if (slugs.size > 0) {
    for (const id of s.field) {
      const o = s.objects[id];
      if (!o || !cardOrLineageIn(s, o, slugs)) continue;
      for (const { ability: ab, def: abDef } of abilitySources(s, o)) {
        if (ab.kind !== 'static' || ab.effect.kind !== 'permission') continue;
        if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])) continue;
        out.push({ spec: ab.effect.permission, controller: o.controller, timestamp: o.timestamp, source: o.id });
      }
    }
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

// ---------------------------------------------------------------------------------------------
// Who and what a permission concerns.

function inObjectSet(s: GameState, set: ObjectSet, o: ObjectState, controller: PlayerId, source: ObjectId | undefined): boolean {
  // A Link object's linked object (glossary/keywords-and-abilities.md#link).
  if (set.affects === 'linked') return source !== undefined && s.objects[source]?.linkedTo === o.id;
  const def = objDef(s, o);
  return objectSetContains(set, o.id, { controller: o.controller, types: def.types, subtypes: def.subtypes, supertypes: def.supertypes, elements: def.elements, counters: o.counters, rested: o.rested }, controller, source);
}

function concernsObject(s: GameState, p: ActivePermission, o: ObjectState): boolean {
  if (p.spec.withKeyword && !hasKeyword(s, o, p.spec.withKeyword)) return false;
  if (p.spec.enteredThisTurn && o.enteredTurn !== s.turn) return false;
  if (p.objects) return p.objects.includes(o.id);
  return inObjectSet(s, p.spec.set ?? { affects: 'self' }, o, p.controller, p.source);
}

function concernsPlayer(p: ActivePermission, who: PlayerId, s?: GameState): boolean {
  if (p.spec.onlyPlayer !== undefined && who !== p.spec.onlyPlayer) return false; // "target opponent can't …"
  if (s && !playerQualifies(s, p.spec, who)) return false;
  switch (p.spec.players ?? 'each') {
    case 'you': return who === p.controller;
    case 'opponents': return who !== p.controller;
    case 'each': return true;
  }
}

/** The per-player limits of a spec: influence, cards drawn this turn, the player's first turn. */
function playerQualifies(s: GameState, spec: PermissionSpec, who: PlayerId): boolean {
  if (spec.minInfluence === undefined && spec.afterDrawsThisTurn === undefined && !spec.exceptFirstTurn) return true;
  const p = s.players.find((x) => x.id === who);
  if (!p) return false;
  if (spec.minInfluence !== undefined && influenceOf(s, who) < spec.minInfluence) return false;
  if (spec.afterDrawsThisTurn !== undefined && (s.drawsThisTurn?.[who] ?? 0) < spec.afterDrawsThisTurn) return false;
  // A player's first turn: the first round of turns, on their own turn.
  if (spec.exceptFirstTurn && s.turn <= s.players.length && s.players[s.turnPlayer]?.id === who) return false;
  return true;
}

/**
 * The verdict on one action: 'cant' when any prohibition applies (a "can't" beats every "can",
 * newer or not), 'can' when only permissions apply, null when no effect speaks to it.
 */
function verdict(list: ActivePermission[]): 'can' | 'cant' | null {
  if (list.length === 0) return null;
  return list.some((p) => p.spec.mode === 'cant') ? 'cant' : 'can';
}

function objectVerdict(s: GameState, o: ObjectState, action: PermissionAction): 'can' | 'cant' | null {
  if (!s.permissionEffects?.length && permissionSlugs(s.defs).size === 0) return null;
  const all = activePermissions(s);
  return all.length === 0 ? null : verdict(all.filter((p) => p.spec.action === action && concernsObject(s, p, o)));
}

function playerVerdict(s: GameState, who: PlayerId, action: PermissionAction, def?: CardDef): 'can' | 'cant' | null {
  if (!s.permissionEffects?.length && permissionSlugs(s.defs).size === 0) return null;
  const all = activePermissions(s);
  if (all.length === 0) return null;
  return verdict(all.filter((p) => p.spec.action === action && concernsPlayer(p, who, s)
    && (!p.spec.filter || (def !== undefined && fits(def, p.spec.filter)))));
}

/** Does the card fit the filter? (Kept here: this module is read by state/query.ts and must not import play/.) */
function fits(def: CardDef, f: CardFilter): boolean {
  if (f.type && !def.types.includes(f.type)) return false;
  if (f.subtype && !def.subtypes.includes(f.subtype)) return false;
  if (f.element && !def.elements.includes(f.element)) return false;
  if (f.name && def.name !== f.name) return false;
  if (f.notType && def.types.includes(f.notType)) return false; // "non-ally cards"
  if (f.anyType && !f.anyType.some((t) => def.types.includes(t))) return false;
  return f.maxReserveCost === undefined || (def.cost.kind === 'reserve' && def.cost.value !== 'X' && def.cost.value <= f.maxReserveCost);
}

// ---------------------------------------------------------------------------------------------
// What the legality checks ask.

/** Is the object forbidden to do this ("can't attack", "can't be targeted")? */
export function objectCant(s: GameState, o: ObjectState, action: PermissionAction): boolean {
  return objectVerdict(s, o, action) === 'cant';
}

/** Is the object allowed to do this beyond the rules, with no prohibition against it? */
export function objectMay(s: GameState, o: ObjectState, action: PermissionAction): boolean {
  return objectVerdict(s, o, action) === 'can';
}

/** Is the player forbidden to do this ("can't draw", "can't activate cards" of the kind)? */
export function playerCant(s: GameState, who: PlayerId, action: PermissionAction, def?: CardDef): boolean {
  return playerVerdict(s, who, action, def) === 'cant';
}

/** Is the player allowed to do this beyond the rules ("as though it had fast activation"), with no prohibition? */
export function playerMay(s: GameState, who: PlayerId, action: PermissionAction, def?: CardDef): boolean {
  return playerVerdict(s, who, action, def) === 'can';
}

/**
 * Type-acting: may the object declare an attack as though it were an ally? Its types stay as they
 * are (it is still no ally for targeting, damage or anything else).
 */
export function attacksAsAlly(s: GameState, o: ObjectState): boolean {
  return objectMay(s, o, 'attackAsAlly');
}

/**
 * Rule settings that contradict each other (an element enabled, then disabled): the newest effect
 * is the one in force, so the elements enabled for the player are the rules' ones changed by each
 * setting in timestamp order.
 */
export function settledElements(s: GameState, who: PlayerId, base: Element[]): Element[] {
  if (settling || (!s.permissionEffects?.length && permissionSlugs(s.defs).size === 0)) return base;
  const set = new Set(base);
  settling = true; // the settings' own conditions read the elements as the rules give them
  try {
    for (const p of activePermissions(s)) {
      if (p.spec.action !== 'element' || !p.spec.element || !concernsPlayer(p, who)) continue;
      if (p.spec.mode === 'can') set.add(p.spec.element);
      else set.delete(p.spec.element);
    }
  } finally {
    settling = false;
  }
  return [...set];
}
let settling = false;

// ---------------------------------------------------------------------------------------------
// Effects made by resolutions.

/** The `permission` effect: instanced on its subjects when it names some, else static for the duration. */
export function permissionEffect(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'permission' }>, objects?: ObjectId[]): void {
  const s = ctx.s;
  if (e.subject && (!objects || objects.length === 0)) return;
  // One player only: a targeted player, or the controller of a targeted object (nothing when it is gone).
  let onlyPlayer: PlayerId | undefined;
  if (e.forPlayer) {
    const t = item.targets['targetPlayer' in e.forPlayer ? e.forPlayer.targetPlayer : e.forPlayer.controllerOfTarget];
    if ('targetPlayer' in e.forPlayer) onlyPlayer = t?.kind === 'player' ? t.id : undefined;
    else onlyPlayer = t?.kind === 'object' ? s.objects[t.id]?.controller : undefined;
    if (onlyPlayer === undefined) return;
  }
  let permission = onlyPlayer === undefined ? e.permission : { ...e.permission, onlyPlayer };
  if (e.nameOfTarget !== undefined) { // "cards with that ally's name": its name as this resolves
    const t = item.targets[e.nameOfTarget];
    const named = t?.kind === 'object' ? s.objects[t.id] : undefined;
    if (!named) return;
    permission = { ...permission, filter: { ...permission.filter, name: objDef(s, named).name } };
  }
  const eff: PermissionEffect = {
    id: newId(s, 'e'), permission, duration: e.duration, timestamp: nextTimestamp(s), controller: item.controller, ...boundToSource(item, e.duration),
    ...(e.subject ? { objects: objects! } : {}),
  };
  s.permissionEffects = [...(s.permissionEffects ?? []), eff];
}

/** At the end of the turn, permissions and prohibitions "until end of turn" end. */
export function endTurnPermissionEffects(s: GameState): void {
  if (!s.permissionEffects) return;
  const kept = s.permissionEffects.filter((e) => e.duration !== 'untilEndOfTurn');
  if (kept.length !== s.permissionEffects.length) s.permissionEffects = kept;
}
