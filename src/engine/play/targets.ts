import type { CardDef, TargetSpec } from '../../cards/vocabulary.js';
import { isSiegeable } from '../effects/siege.js';
import type { ChosenTarget, GameState, ObjectState, PlayerId } from '../types.js';
import { currentStat, hasKeyword, objDef, player } from '../state/query.js';
import { objectCant } from '../effects/permissions.js';
import { playerHasSpellshroud } from '../effects/cleric-ops.js';
import { hasAdvancedElement } from '../effects/event-filters.js';
import { targetSlotOpen } from './gated-targets.js';

/** A player with spellshroud can't be targeted by Spells (glossary/keywords-and-abilities.md#spellshroud). */
const playerShrouded = (s: GameState, who: PlayerId, by: TargetingSource | undefined): boolean =>
  !!by?.def?.subtypes.includes('SPELL') && playerHasSpellshroud(s, who);

/** What is choosing targets: its card definition (for Spell) and whether it is an activation or trigger. */
export interface TargetingSource {
  def?: CardDef;
  /** The stack item doing the targeting, if it is on the stack. */
  stackItem?: string;
}

function shrouded(s: GameState, o: ObjectState, by: TargetingSource | undefined, bySpell = false): boolean {
  // Omnishroud: no activation, materialization or triggered ability may target it (attacks are not these).
  if (hasKeyword(s, o, 'omnishroud')) return true;
  // Spellshroud: no Spell (card, ability whose source is a Spell, or ability "as a Spell") may target it.
  return (bySpell || !!by?.def?.subtypes.includes('SPELL')) && hasKeyword(s, o, 'spellshroud');
}

function objectMatches(s: GameState, controller: PlayerId, spec: TargetSpec, o: ObjectState, source?: string, by?: TargetingSource): boolean {
  // Every test must pass: the cheap ones on the spec go first, keywords and permissions last.
  if (spec.other && o.id === source) return false;
  if (spec.notYourChampion && player(s, controller).champion === o.id) return false;
  if (spec.withoutCounter && (o.counters[spec.withoutCounter] ?? 0) > 0) return false;
  if (spec.controller === 'you' && o.controller !== controller) return false;
  if (spec.controller === 'opponent' && o.controller === controller) return false;
  if (spec.rested !== undefined && o.rested !== spec.rested) return false;
  if (spec.damaged !== undefined && o.damage > 0 !== spec.damaged) return false; // "damaged": damage counters on it
  if (spec.attacking && s.combat?.attacker !== o.id) return false;
  if (spec.loaded !== undefined && (o.loaded?.length ?? 0) > 0 !== spec.loaded) return false; // glossary/game-terms.md#loaded
  if (spec.ephemeral !== undefined && !!o.ephemeral !== spec.ephemeral) return false; // glossary/game-terms.md#ephemeral
  if (spec.enteredThisTurn && o.enteredTurn !== s.turn) return false;
  const def = objDef(s, o);
  if (spec.subtype && !def.subtypes.includes(spec.subtype)) return false;
  if (spec.element && !def.elements.includes(spec.element)) return false;
  if (spec.nonChampion && def.types.includes('CHAMPION')) return false;
  if (spec.nonToken && (!o.card || def.types.includes('TOKEN'))) return false; // glossary/game-terms.md#token
  if (spec.costAtMost) {
    const { cost } = def;
    const max = cost.kind === 'memory' ? spec.costAtMost.memory : cost.kind === 'reserve' ? spec.costAtMost.reserve : -1;
    if (cost.kind === 'none' || cost.value === 'X' || cost.value > max) return false;
  }
  if (spec.anySubtype && !spec.anySubtype.some((sub) => def.subtypes.includes(sub))) return false;
  if (spec.anyType && !spec.anyType.some((t) => def.types.includes(t))) return false;
  if (spec.notSubtype && def.subtypes.includes(spec.notSubtype)) return false;
  if (spec.defending && !(s.combat && (s.combat.defender === o.id || s.combat.defenders?.some((d) => d.id === o.id)))) return false;
  if (spec.withKeyword && !hasKeyword(s, o, spec.withKeyword)) return false;
  if (spec.minCounters && (o.counters[spec.minCounters.counter] ?? 0) < spec.minCounters.count) return false;
  if (spec.powerAtMost !== undefined && (currentStat(s, o, 'power') ?? 0) > spec.powerAtMost) return false;
  if (!kindMatches(spec, def)) return false;
  if (spec.keyword && !hasKeyword(s, o, spec.keyword)) return false;
  if (spec.supertype && !def.supertypes.includes(spec.supertype)) return false;
  if (spec.attacking === 'yourChampion') {
    const d = s.combat?.defender ? s.objects[s.combat.defender] : undefined;
    if (!d || d.controller !== controller || !objDef(s, d).types.includes('CHAMPION')) return false;
  }
  if (shrouded(s, o, by, spec.bySpell)) return false;
  return !objectCant(s, o, 'beTargeted'); // a prohibition (effects/permissions.ts)
}

function kindMatches(spec: TargetSpec, def: CardDef): boolean {
  switch (spec.kind) {
    case 'unit': return def.types.includes('CHAMPION') || def.types.includes('ALLY') || (spec.orSiegeable === true && isSiegeable(def));
    case 'ally': return def.types.includes('ALLY') || (!!spec.orSupertype && def.supertypes.includes(spec.orSupertype));
    case 'champion': return def.types.includes('CHAMPION');
    case 'weapon': return def.types.includes('WEAPON');
    case 'item': return def.types.includes('ITEM');
    case 'phantasia': return def.types.includes('PHANTASIA');
    case 'domain': return def.types.includes('DOMAIN');
    case 'object': return true;
    case 'player': case 'graveyardCard': case 'activation': case 'banishedCard': return false;
  }
}

/** Every legal choice for one target of an effect controlled by `controller`. */
function ownerOk(spec: TargetSpec, controller: PlayerId, owner: PlayerId): boolean {
  return spec.controller === 'you' ? owner === controller : spec.controller === 'opponent' ? owner !== controller : true;
}

function graveyardCardOk(s: GameState, controller: PlayerId, spec: TargetSpec, card: string): boolean {
  const c = s.cards[card];
  if (!c || !ownerOk(spec, controller, c.owner)) return false;
  if (!s.players.some((p) => p.graveyard.includes(card) || (!!spec.orBanished && p.banishment.includes(card)))) return false;
  const d = s.defs[c.def]!;
  // Not a champion card, not a regalia card.
  if (spec.nonChampion && d.types.includes('CHAMPION')) return false;
  if (spec.nonRegalia && d.supertypes.includes('REGALIA')) return false;
  if (spec.subtypes && !spec.subtypes.every((st) => d.subtypes.includes(st))) return false;
  if (spec.element && !d.elements.includes(spec.element)) return false;
  if (spec.costAtMost) { // "with reserve cost N or less" (effects/graveyard-to-field.ts users)
    const max = d.cost.kind === 'memory' ? spec.costAtMost.memory : d.cost.kind === 'reserve' ? spec.costAtMost.reserve : -1;
    if (d.cost.kind === 'none' || d.cost.value === 'X' || d.cost.value > max) return false;
  }
  return (!spec.cardType || d.types.includes(spec.cardType)) && (!spec.subtype || d.subtypes.includes(spec.subtype));
}

/** A card in a banishment of the kind asked (effects/banishment-targets.ts). */
function banishedCardOk(s: GameState, controller: PlayerId, spec: TargetSpec, card: string): boolean {
  const c = s.cards[card];
  if (!c || !ownerOk(spec, controller, c.owner)) return false;
  if (!s.players.some((p) => p.banishment.includes(card))) return false;
  const d = s.defs[c.def]!;
  return (!spec.cardType || d.types.includes(spec.cardType)) && (!spec.cardSupertype || d.supertypes.includes(spec.cardSupertype))
    && (!spec.subtype || d.subtypes.includes(spec.subtype));
}

function activationOk(s: GameState, controller: PlayerId, spec: TargetSpec, itemId: string, by?: TargetingSource): boolean {
  const item = s.stack.find((i) => i.id === itemId);
  if (!item) return false;
  // A card activation (or a copy of one); abilities only when the spec allows them (game-mechanics-copy.md).
  if (item.kind === 'activation' ? !item.card && !item.copy : !(spec.abilities && (item.kind === 'ability' || item.kind === 'trigger'))) return false;
  if (by?.stackItem === itemId) return false; // nothing targets itself
  if (!ownerOk(spec, controller, item.controller)) return false;
  const def = s.defs[item.def]!;
  if (spec.subtype && !def.subtypes.includes(spec.subtype)) return false;
  if (spec.class && !def.classes.includes(spec.class)) return false;
  if (spec.notCardType && def.types.includes(spec.notCardType)) return false;
  if (spec.advancedElement && !hasAdvancedElement(def)) return false; // an advanced element card activation
  if (spec.targetsYour && !item.targets.some((t) => targetsYourSubtype(s, controller, spec.targetsYour!, t))) return false;
  return !spec.cardType || def.types.includes(spec.cardType);
}

/** Is `t` an object `controller` controls with one of these subtypes? */
function targetsYourSubtype(s: GameState, controller: PlayerId, subtypes: string[], t: ChosenTarget): boolean {
  const o = t?.kind === 'object' ? s.objects[t.id] : undefined;
  return !!o && o.controller === controller && subtypes.some((st) => objDef(s, o).subtypes.includes(st));
}

/** A player target that asks for a number of allies controlled ("target player that controls exactly one ally"). */
function alliesOk(s: GameState, spec: TargetSpec, who: PlayerId): boolean {
  if (spec.alliesExactly === undefined) return true;
  return s.field.filter((id) => { const o = s.objects[id]!; return o.controller === who && objDef(s, o).types.includes('ALLY'); }).length === spec.alliesExactly;
}

export function legalTargets(s: GameState, controller: PlayerId, spec: TargetSpec, source?: string, by?: TargetingSource): ChosenTarget[] {
  if (spec.kind === 'graveyardCard') {
    return s.players.flatMap((p) => (spec.orBanished ? [...p.graveyard, ...p.banishment] : p.graveyard)).filter((c) => graveyardCardOk(s, controller, spec, c)).map((id) => ({ kind: 'card', id }));
  }
  if (spec.kind === 'banishedCard') {
    return s.players.flatMap((p) => p.banishment).filter((c) => banishedCardOk(s, controller, spec, c)).map((id) => ({ kind: 'card', id }));
  }
  if (spec.kind === 'activation') {
    return s.stack.filter((i) => activationOk(s, controller, spec, i.id, by)).map((i) => ({ kind: 'stack', id: i.id }));
  }
  if (spec.kind === 'player') {
    return s.players
      .filter((p) => !p.lost && (spec.controller === 'you' ? p.id === controller : spec.controller === 'opponent' ? p.id !== controller : true))
      .filter((p) => !playerShrouded(s, p.id, by) && alliesOk(s, spec, p.id))
      .map((p) => ({ kind: 'player', id: p.id }));
  }
  const out: ChosenTarget[] = [];
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (objectMatches(s, controller, spec, o, source, by)) out.push({ kind: 'object', id });
  }
  return out;
}

export function isLegalTarget(s: GameState, controller: PlayerId, spec: TargetSpec, t: ChosenTarget, source?: string, by?: TargetingSource): boolean {
  if (t === null) return !!spec.optional;
  if (t.kind === 'card') return spec.kind === 'banishedCard' ? banishedCardOk(s, controller, spec, t.id) : spec.kind === 'graveyardCard' && graveyardCardOk(s, controller, spec, t.id);
  if (t.kind === 'stack') return spec.kind === 'activation' && activationOk(s, controller, spec, t.id, by);
  if (spec.kind === 'graveyardCard' || spec.kind === 'activation' || spec.kind === 'banishedCard') return false;
  if (t.kind === 'player') {
    if (spec.kind !== 'player') return false;
    const p = s.players.find((pl) => pl.id === t.id);
    if (!p || p.lost || playerShrouded(s, p.id, by) || !alliesOk(s, spec, p.id)) return false;
    return spec.controller === 'you' ? p.id === controller : spec.controller === 'opponent' ? p.id !== controller : true;
  }
  const o = s.objects[t.id];
  return !!o && spec.kind !== 'player' && objectMatches(s, controller, spec, o, source, by);
}

/** A required target with no legal choice makes the activation illegal. */
export function targetsAvailable(s: GameState, controller: PlayerId, specs: TargetSpec[] | undefined, source?: string, by?: TargetingSource): boolean {
  if (!specs) return true;
  return specs.every((spec) => spec.optional || !targetSlotOpen(s, controller, spec, by?.def, source ? s.objects[source] : undefined) || anyLegalTarget(s, controller, spec, source, by));
}

function anyLegalTarget(s: GameState, controller: PlayerId, spec: TargetSpec, source?: string, by?: TargetingSource): boolean {
  if (spec.kind === 'graveyardCard' || spec.kind === 'activation' || spec.kind === 'player' || spec.kind === 'banishedCard') return legalTargets(s, controller, spec, source, by).length > 0;
  for (const id of s.field) if (objectMatches(s, controller, spec, s.objects[id]!, source, by)) return true;
  return false;
}

/** On resolution: does every required target remain legal? (Otherwise the whole thing fizzles.) */
export function targetsStillLegal(s: GameState, controller: PlayerId, specs: TargetSpec[] | undefined, chosen: ChosenTarget[], source?: string, by?: TargetingSource): boolean {
  return (specs ?? []).every((spec, i) => {
    const t = chosen[i] ?? null;
    if (t === null) return !!spec.optional || !!spec.onlyIf; // a gated slot left empty (gated-targets.ts)
    return isLegalTarget(s, controller, spec, t, source, by) || !!spec.optional;
  });
}
