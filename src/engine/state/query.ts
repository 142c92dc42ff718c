import type { Ability, CardDef, Condition, Element, StaticEffect } from '../../cards/vocabulary.js';
import { allBanishmentsCount, memoryCount } from '../effects/zone-counts.js';
import type { BuiltinAbility, CardId, GameState, ObjectId, ObjectState, PlayerId, PlayerState, StackItem } from '../types.js';
import { KEYWORD_ABILITIES, isLineageRelease } from '../effects/keyword-abilities.js';
import { GAINED_ABILITY_INDEX, gainedAbilities, gainedAbilityRefs, layeredCardDef, layeredDef, layeredKeywords, layering, layersMayApply, lineageCardKeepsAbilities, lostAllAbilities, powerLifeSwapped } from '../effects/continuous.js';
import { memoOf, objectMemo, playerMemo } from './memo.js';
import { defMemo } from './def-memo.js';
import { cardOrLineageIn, slugsWithAbility } from './game-facts.js';
import { graveyardCardLostAbilities, playerFunctionCondition } from '../effects/mastery.js';
import { commandedWillBonus } from '../flow/attack-keywords.js';
import { defenderIs } from '../effects/defender-conditions.js';
import { cardMatches } from '../play/effects.js';
import { brewedThisTurn } from '../effects/brews.js';
import { influenceOf } from '../effects/influence.js';
import { opponentUnitCount } from '../effects/level-amount.js';
import { settledElements } from '../effects/permissions.js';
import { countFor } from '../effects/counting.js';
import { boonStatMods } from '../effects/boon-stat-mods.js';
import { boonCountersOf } from '../effects/boon-ops.js';
import { tally } from '../effects/tallies.js';
import { defenderEphemeral } from '../effects/ephemeral.js';
import { championDamageThisTurn } from '../effects/champion-damage.js';
import { championAttackedThisTurn, championLeveledUpThisTurn, objectSuppressedThisTurn, typeSharedWithBanishment } from '../effects/turn-history.js';
import { intentCardImbued, intentCardPrepared } from '../effects/prepared-intent.js';
import { highestOtherAllyBasePower } from '../effects/highest-base-power.js';
import { attackWeaponSubtypes } from '../effects/last-attack.js';
import { hitChampionCondition } from '../effects/hit-champion-conditions.js';
import { attackTargetsObject } from '../effects/redirect-from-self.js';
import { attackerIs } from '../effects/ally-weapons.js';
import { materialDeckSize, startingMaterialDeckSize } from '../effects/materialize-only.js';
import { opponentChampionTopUnplayed } from '../effects/played-champion-card.js';
import { keepsUnderLoss, lineageLossFilters, lineageLossMayApply } from '../effects/lineage-ability-loss.js';
import { grantedToLineageCard } from '../effects/lineage-grants.js';

export function player(s: GameState, id: PlayerId): PlayerState {
  const p = s.players.find((pl) => pl.id === id);
  if (!p) throw new Error(`unknown player ${id}`);
  return p;
}

export function playerIndex(s: GameState, id: PlayerId): number {
  return s.players.findIndex((pl) => pl.id === id);
}

export function turnPlayerId(s: GameState): PlayerId {
  return s.players[s.turnPlayer]!.id;
}

/** Players still in the game (or, with `includeLost`, every seat), in turn order starting from the turn player. */
export function playersInTurnOrder(s: GameState, includeLost = false): PlayerState[] {
  const n = s.players.length;
  const out: PlayerState[] = [];
  for (let i = 0; i < n; i++) {
    const p = s.players[(s.turnPlayer + i) % n]!;
    if (includeLost || !p.lost) out.push(p);
  }
  return out;
}

export function opponents(s: GameState, id: PlayerId): PlayerState[] {
  return s.players.filter((p) => p.id !== id && !p.lost);
}

export function cardDef(s: GameState, card: CardId): CardDef {
  const c = s.cards[card];
  if (!c) throw new Error(`unknown card ${card}`);
  return layeredCardDef(s, card) ?? s.defs[c.def]!;
}

/**
 * The object's characteristics as a card definition: its card's, or, when continuous effects change
 * them, the layered ones (src/engine/effects/continuous.ts). Abilities on the stack read `s.defs`.
 */
export function objDef(s: GameState, o: ObjectState): CardDef {
  return layeredDef(s, o) ?? s.defs[o.def]!;
}

export function obj(s: GameState, id: ObjectId): ObjectState | undefined {
  return s.objects[id];
}

export function hasType(def: CardDef, t: CardDef['types'][number]): boolean {
  return def.types.includes(t);
}

export function isUnit(def: CardDef): boolean {
  return def.types.includes('CHAMPION') || def.types.includes('ALLY');
}

export function isRegalia(def: CardDef): boolean {
  return def.supertypes.includes('REGALIA');
}

export function championOf(s: GameState, id: PlayerId): ObjectState | undefined {
  const p = player(s, id);
  return p.champion ? s.objects[p.champion] : undefined;
}

/** The champion's current level: base level of the top card, plus modifiers. */
export function championLevel(s: GameState, id: PlayerId): number {
  const memo = memoHere(s) && playerMemo(s, id);
  if (memo && memo.level !== undefined) return memo.level as number;
  const champ = championOf(s, id);
  const v = champ ? (currentStat(s, champ, 'level') ?? 0) + asIfLevelBonus(s, id) : 0;
  if (memo) memo.level = v;
  return v;
}

/**
 * While an empowered Spell or an Aenean Spell under Elysian Aura resolves, its controller's
 * champion counts as that much higher level (glossary/keywords-and-abilities.md#empower-n, #elysian-aura).
 */
export function asIfLevelBonus(s: GameState, id: PlayerId): number {
  const r = s.resolving;
  if (!r || r.player !== id) return 0;
  const def = s.defs[r.def];
  const aenean = !!def && def.subtypes.includes('SPELL') && def.subtypes.includes('AENEAN') && s.field.some((o) =>
    s.objects[o]!.controller === id && (objDef(s, s.objects[o]!).keywords.includes('elysianAura') || s.keywordGrants.some((g) => g.object === o && g.keyword === 'elysianAura')));
  return (r.empowered ?? 0) + (aenean ? 2 : 0);
}

export function baseChampionLevel(s: GameState, id: PlayerId): number | null {
  const champ = championOf(s, id);
  if (!champ) return null;
  return objDef(s, champ).level ?? 0;
}

/** Champion names for lineage purposes ignore the title after the comma. */
export function championName(def: CardDef): string {
  return def.name.split(',')[0]!.trim();
}

export function lineageDefs(s: GameState, champ: ObjectState): CardDef[] {
  const defs = champ.lineage.map((c) => cardDef(s, c));
  defs.push(objDef(s, champ));
  return defs;
}

const BASIC_ELEMENTS: readonly Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'EXALTED'];

export function enabledElements(s: GameState, id: PlayerId): Element[] {
  const memo = memoHere(s) && playerMemo(s, id);
  if (memo?.elements) return memo.elements as Element[];
  const v = computeEnabledElements(s, id);
  if (memo) memo.elements = v;
  return v;
}

function computeEnabledElements(s: GameState, id: PlayerId): Element[] {
  const set = new Set<Element>(['NORM']);
  const champ = championOf(s, id);
  if (champ) for (const d of lineageDefs(s, champ)) for (const e of d.elements) set.add(e);
  // Exalted is enabled by a champion that enables another advanced element.
  if ([...set].some((e) => !BASIC_ELEMENTS.includes(e))) set.add('EXALTED');
  return settledElements(s, id, [...set]); // effects enabling or disabling elements: the newest wins (effects/permissions.ts)
}

export function elementsEnabledFor(s: GameState, id: PlayerId, def: CardDef): boolean {
  const enabled = enabledElements(s, id);
  return def.elements.every((e) => enabled.includes(e));
}

/** Does this card have a static ability that modifies stats? (Most cards don't: skip them fast.) */
const modifiesStats = defMemo(Symbol('modifiesStats'), (def: CardDef): boolean =>
  def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat'));

let levelDepth = 0;

/**
 * The remembered answers for `s` (state/memo.ts), except while levels or layers are being worked
 * out: answers given then are partial by design and must not be reused.
 */
export function memoHere(s: GameState): Map<string, unknown> | null {
  return levelDepth === 0 && !layering() ? memoOf(s) : null;
}

/** Could this object have a stat-modifying static ability: from its card, inherited from its lineage, or gained from an effect? */
function mayModifyStats(s: GameState, o: ObjectState, def: CardDef): boolean {
  if (modifiesStats(def)) return true;
  for (const c of o.lineage) if (modifiesStats(s.defs[s.cards[c]!.def]!)) return true;
  return gainedAbilities(s, o).some((ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat');
}

const STAT_MODS_KEY = { power: 'statMods:power', life: 'statMods:life', level: 'statMods:level' } as const;

/** A static stat modification in force now: its source, and what it does. */
export interface ActiveStatMod {
  src: ObjectState;
  effect: Extract<StaticEffect, { kind: 'modifyStat' }>;
}

/**
 * Every static stat modification in force, conditions evaluated once. The conditions depend on
 * the source and the game, not on the object affected, so one list serves every object.
 */
export function activeStatMods(s: GameState, stat: 'power' | 'life' | 'level'): ActiveStatMod[] {
  const memo = memoHere(s);
  const key = STAT_MODS_KEY[stat];
  if (memo && memo.has(key)) return memo.get(key) as ActiveStatMod[];
  // Without continuous effects on characteristics, an object's abilities are its card's and its
  // lineage's: only objects of this game's cards that modify the stat need a look.
  const layers = layersMayApply(s);
  const slugs = STAT_MOD_SLUGS[stat](s.defs);
  if (!layers && slugs.size === 0) return NO_STAT_MODS;
  const out: ActiveStatMod[] = [];
  for (const id of s.field) {
    const src = s.objects[id]!;
    // Under such effects the object's characteristics are the layered ones: its definition says.
    if (layers ? !mayModifyStats(s, src, objDef(s, src)) : !cardOrLineageIn(s, src, slugs)) continue;
    for (const { ability: ab, def: abDef } of abilitySources(s, src)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'modifyStat' || ab.effect.stat !== stat) continue;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[abDef])) continue;
      out.push({ src, effect: ab.effect });
    }
  }
  out.push(...boonStatMods(s, stat)); // effects/boon-stat-mods.ts
  memo?.set(key, out);
  return out;
}

const NO_STAT_MODS: ActiveStatMod[] = Object.freeze([]) as unknown as ActiveStatMod[];

/** The slugs of this game's card definitions with a static ability that modifies each stat. */
const modifiesStatOf = (stat: 'power' | 'life' | 'level') => (ab: Ability) => ab.kind === 'static' && ab.effect.kind === 'modifyStat' && ab.effect.stat === stat;
const STAT_MOD_SLUGS = { power: slugsWithAbility(modifiesStatOf('power')), life: slugsWithAbility(modifiesStatOf('life')), level: slugsWithAbility(modifiesStatOf('level')) };

/**
 * Could the object have an ability of the card slugs in `slugs` (from `slugsWithAbility`)? Its
 * abilities are its card's and its lineage's, apart from the built-in ones of keywords and
 * counters, unless continuous effects change characteristics: then always yes.
 */
export function mayHaveAbilityIn(s: GameState, o: ObjectState, slugs: Set<string>): boolean {
  return cardOrLineageIn(s, o, slugs) || layersMayApply(s);
}

const keywordStaticSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword');

function staticBonus(s: GameState, o: ObjectState, stat: 'power' | 'life' | 'level', mods?: ActiveStatMod[]): number {
  // A level modifier whose own condition reads the champion's level would recurse without end:
  // while levels are being worked out, such conditional level modifiers don't apply.
  if (stat === 'level' && levelDepth > 0) return 0;
  if (!mods) {
    if (stat === 'level') levelDepth++;
    try {
      mods = activeStatMods(s, stat);
    } finally {
      if (stat === 'level') levelDepth--;
    }
  }
  let total = 0;
  const attacking = s.combat?.attacker === o.id;
  for (const { src, effect: e } of mods) {
    if (e.stat !== stat) continue;
    if (e.whileAttacking && !attacking) continue;
    if (e.whileRetaliating && !s.combat?.retaliators.includes(o.id)) continue;
    const affected =
      (e.affects === 'self' && src.id === o.id) ||
      (e.affects === 'yourChampion' && o.controller === src.controller && objDef(s, o).types.includes('CHAMPION')) ||
      (e.affects === 'yourAllies' && o.controller === src.controller && objDef(s, o).types.includes('ALLY')) ||
      (e.affects === 'otherAlliesYouControl' && o.id !== src.id && o.controller === src.controller && objDef(s, o).types.includes('ALLY')) ||
      (e.affects === 'linked' && src.linkedTo === o.id) ||
      (e.affects === 'opponentsChampions' && o.controller !== src.controller && objDef(s, o).types.includes('CHAMPION')) ||
      (e.affects === 'yourWeapons' && o.controller === src.controller && objDef(s, o).types.includes('WEAPON')) ||
      ((e.affects === 'allAllies' || (e.affects === 'otherAllies' && o.id !== src.id)) && objDef(s, o).types.includes('ALLY'));
    if (!affected) continue;
    if (e.anySubtype && !e.anySubtype.some((st) => objDef(s, o).subtypes.includes(st))) continue;
    if (e.element && !objDef(s, o).elements.includes(e.element)) continue;
    if (e.ephemeralEnteredThisTurn && !(o.ephemeral && o.enteredTurn === s.turn)) continue;
    const counted = e.perCounter?.on === 'yourChampion' ? championOf(s, src.controller) : src;
    // Damage counters are the object's damage (game-mechanics-counters.md#damage).
    const counters = !e.perCounter ? 0 : e.perCounter.counter === 'damage' ? counted?.damage ?? 0 : counted?.counters[e.perCounter.counter] ?? 0;
    const controlled = e.perControlled ? s.field.filter((id) => s.objects[id]!.controller === src.controller && objDef(s, s.objects[id]!).types.includes(e.perControlled!)).length : 0;
    let times = e.perCounter ? Math.floor(Math.min(counters, e.perCounter.max ?? counters) / (e.perCounter.every ?? 1)) : e.perControlled ? controlled : 1;
    if (e.per) times *= countFor(s, src.controller, e.per);
    if (e.perTally) times *= tally(s, src.controller, e.perTally); // effects/tallies.ts
    if (e.perChampionCounters) times *= Math.floor((championOf(s, src.controller)?.counters[e.perChampionCounters.counter] ?? 0) / e.perChampionCounters.every);
    if (e.perHighestOtherAllyBasePower) times *= highestOtherAllyBasePower(s, src); // effects/highest-base-power.ts
    total += e.amount * times;
  }
  return total;
}

/**
 * A stat after counters and continuous effects, or null when the object has no such stat. Power and
 * life swaps come after everything else (types-of-effects-continuous-effects/README.md#layers).
 */
export function currentStat(s: GameState, o: ObjectState, stat: 'power' | 'life' | 'level', mods?: ActiveStatMod[]): number | null {
  if (stat !== 'level' && layersMayApply(s) && powerLifeSwapped(s, o)) return statBeforeSwap(s, o, stat === 'power' ? 'life' : 'power');
  return statBeforeSwap(s, o, stat, mods);
}

function statBeforeSwap(s: GameState, o: ObjectState, stat: 'power' | 'life' | 'level', mods?: ActiveStatMod[]): number | null {
  const def = objDef(s, o);
  const base = def[stat];
  let v: number;
  if (base === null || base === undefined) {
    // A unit without a printed stat still has one once something modifies it (e.g. "+2 power").
    // Counters never create a stat the object doesn't have; effects on a unit's power do.
    const modified = s.effects.some((e) => e.object === o.id && e.stat === stat);
    const unit = def.types.includes('CHAMPION') || def.types.includes('ALLY');
    if (stat === 'level' && def.types.includes('CHAMPION')) v = 0;
    else if (unit && (modified || staticBonus(s, o, stat, mods) !== 0)) v = 0;
    else return null;
  } else v = base;
  // Buff and debuff counters change power and life, before any other modification.
  if (stat === 'power' || stat === 'life') v += (o.counters.buff ?? 0) - (o.counters.debuff ?? 0);
  if (stat === 'level') v += o.counters.level ?? 0;
  for (const e of s.effects) if (e.object === o.id && e.stat === stat) v += e.amount;
  v += staticBonus(s, o, stat, mods);
  if (stat === 'power' && def.keywordValues?.retort && s.combat?.retaliators.includes(o.id)) v += def.keywordValues.retort;
  if (stat === 'power' && def.keywordValues?.commandedWill) v += commandedWillBonus(s, o); // Commanded Will N
  return v;
}

export function currentPower(s: GameState, o: ObjectState): number {
  return currentStat(s, o, 'power') ?? 0;
}

export function conditionMet(
  s: GameState, controller: PlayerId, c: Condition, source?: ObjectState, targets?: (ObjectState | undefined)[], eventObject?: ObjectState,
  sourceDef?: CardDef,
): boolean {
  const champ = championOf(s, controller);
  switch (c.kind) {
    case 'classBonus': {
      // The card with the bonus: the card whose text it is (an attack card in the intent, a card in
      // the inner lineage, a card on the stack), else the source object's card.
      const def = sourceDef ?? (source ? objDef(s, source) : undefined);
      if (!champ || !def) return false;
      const champClasses = objDef(s, champ).classes;
      return def.classes.some((k) => champClasses.includes(k));
    }
    case 'championBonus':
      return !!champ && championName(objDef(s, champ)) === c.name;
    case 'elementBonus':
      return !!champ && lineageDefs(s, champ).some((d) => d.elements.includes(c.element));
    case 'level':
      return championLevel(s, controller) >= c.min;
    case 'memory':
      return player(s, controller).memory.length >= c.min;
    case 'damage':
      return (champ?.damage ?? 0) >= c.min;
    case 'targetRested':
      return !!targets?.[c.index]?.rested;
    case 'controlsSubtype':
      return s.field.some((id) => {
        const o = s.objects[id]!;
        return o.controller === controller && objDef(s, o).subtypes.includes(c.subtype);
      });
    case 'targetHasKeyword': {
      const t = targets?.[c.index];
      return !!t && hasKeyword(s, t, c.keyword);
    }
    case 'selfCounters':
      return (source?.counters[c.counter] ?? 0) >= c.min;
    case 'selfAwake':
      return !!source && !source.rested;
    case 'defenderIs': // effects/defender-conditions.ts
      return defenderIs(s, c);
    case 'targetCounters': // effects/sacrifice-objects.ts
      // Damage counters are the object's damage (game-mechanics-counters.md#damage).
      return ((c.counter === 'damage' ? targets?.[c.index]?.damage : targets?.[c.index]?.counters[c.counter]) ?? 0) >= c.min;
    case 'eventObjectCounters':
      return (eventObject?.counters[c.counter] ?? 0) >= c.min;
    case 'materialDeckSize': // effects/materialize-only.ts
      return materialDeckSize(s, controller) === c.exactly;
    case 'startingMaterialDeckSize':
      return startingMaterialDeckSize(s, controller) === c.exactly;
    case 'attackerIs': // effects/ally-weapons.ts
      return attackerIs(s, c.filter);
    case 'noneActivatedThisTurn':
      return !(s.activationsThisTurn ?? []).some((a) => a.player === controller && !!s.defs[a.def]?.types.includes(c.type));
    case 'attackTargetsSelf': // effects/redirect-from-self.ts
      return attackTargetsObject(s, source);
    case 'eventObjectMatches':
      return !!eventObject && cardMatches(objDef(s, eventObject), c.filter);
    case 'attackUsingWeapon': // the current attack's, or as last known in its end of combat step (effects/last-attack.ts)
      return attackWeaponSubtypes(s).includes(c.subtype);
    case 'attackerDistant': // glossary/game-terms.md#distant
      return !!s.combat?.attacker && !!s.objects[s.combat.attacker]?.distant;
    case 'controlsDistantUnit': // glossary/game-terms.md#distant
      return s.field.some((id) => { const o = s.objects[id]!; return o.controller === controller && !!o.distant && isUnit(objDef(s, o)); });
    case 'selfDistant': // effects/distance.ts
      return !!source?.distant;
    case 'selfEphemeral': // the last-known answer for a source that left is read in play/effects.ts ('if')
      return !!source?.ephemeral;
    case 'eventObjectType':
      return !!eventObject && objDef(s, eventObject).types.includes(c.type);
    case 'handSize':
      return player(s, controller).hand.length >= c.min;
    case 'fostered':
      return !!source?.fostered;
    case 'undamagedSinceYourLastTurn':
      return !!source && !source.damagedSinceLastTurn && !source.fostered;
    case 'omens':
      return player(s, controller).banishment.filter((card) => (s.cardCounters?.[card]?.omen ?? 0) > 0).length >= c.min;
    case 'prepared':
    case 'imbued':
    case 'brewed':
      // An attack card's ability in the intent (its source is the attacker): the card's own property.
      if (c.kind === 'prepared' && sourceDef?.types.includes('ATTACK') && source?.def !== sourceDef.slug && intentCardPrepared(s, sourceDef.slug)) return true;
      if (c.kind === 'imbued' && sourceDef?.types.includes('ATTACK') && source?.def !== sourceDef.slug && intentCardImbued(s, sourceDef.slug)) return true;
      // An object's abilities read the object's properties; a resolving card activation reads its own.
      return source ? !!source[c.kind] : !!s.resolving?.[c.kind];
    case 'empowered':
      return !source && (s.resolving?.empowered ?? 0) > 0;
    case 'masteryCounters': case 'hasMastery': case 'masteryDirection': case 'hasStatus':
      return playerFunctionCondition(s, controller, c);
    case 'allOf':
      return c.conditions.every((sub) => conditionMet(s, controller, sub, source, targets, eventObject, sourceDef));
    case 'anyOf':
      return c.conditions.some((sub) => conditionMet(s, controller, sub, source, targets, eventObject, sourceDef));
    case 'attackingRestedUnit': {
      const c2 = s.combat;
      return !!c2 && [c2.defender, ...(c2.defenders ?? []).map((d) => d.id)].some((id) => !!id && !!s.objects[id]?.rested);
    }
    case 'championCounters':
      return (champ?.counters[c.counter] ?? 0) >= c.min;
    case 'championCountersEven':
      return !!champ && (champ.counters[c.counter] ?? 0) % 2 === 0;
    case 'championAwake':
      return !!champ && !champ.rested;
    case 'opponentGraveyardEmpty':
      return opponents(s, controller).some((p) => p.graveyard.length === 0);
    case 'intentCount': {
      const n = (s.combat?.intent ?? []).filter((card) => cardMatches(cardDef(s, card), c.filter)).length;
      return c.exactly !== undefined ? n === c.exactly : n >= (c.min ?? 1);
    }
    case 'opponentGraveyardCount':
      return opponents(s, controller).some((p) => p.graveyard.length >= c.min);
    case 'brewedThisTurn': // effects/brews.ts
      return brewedThisTurn(s, controller, c.filter);
    case 'negatedThisTurn': // effects/negations.ts
      return (s.negationsThisTurn ?? []).length > 0;
    case 'activatedThisTurn': // play/activation.ts records each card activated this turn
      return (s.activationsThisTurn ?? []).some((a) => a.player === controller && !!s.defs[a.def]?.subtypes.includes(c.subtype));
    case 'eventAmountAtLeast': case 'targetInfluenceGreater': case 'sourceCardInGraveyard': case 'targetActivationReserveCost': case 'activatedFromMemory': case 'sourceCardPreserved':
      return false; // read only inside a resolution (effects/resolution-conditions.ts)
    case 'opponentUnits':
      return opponentUnitCount(s, controller) >= c.min;
    case 'opponentRestedUnits':
      return opponents(s, controller).some((p) => s.field.filter((id) => {
        const o = s.objects[id]!;
        if (o.controller !== p.id || !o.rested) return false;
        const d = objDef(s, o);
        return d.types.includes('CHAMPION') || d.types.includes('ALLY');
      }).length >= c.min);
    case 'controlsCount':
      return s.field.filter((id) => s.objects[id]!.controller === controller && cardMatches(objDef(s, s.objects[id]!), c.filter)).length >= c.min;
    case 'attackingType': {
      if (!s.combat?.defender) return false;
      const d = s.objects[s.combat.defender];
      if (!d) return false;
      const dd = objDef(s, d);
      return c.type === 'ally' ? dd.types.includes('ALLY') : c.type === 'champion' ? dd.types.includes('CHAMPION') : dd.types.includes('DOMAIN');
    }
    case 'balance': {
      const p = player(s, controller);
      return p.hand.length === p.memory.length;
    }
    case 'eventObjectControllerMemory':
      return !!eventObject && player(s, eventObject.controller).memory.length >= c.min;
    case 'opponentChampionTopUnplayed': // effects/played-champion-card.ts
      return opponentChampionTopUnplayed(s, controller, c.notSubtype);
    case 'eventObjectControllerInfluenceAtMost': // effects/influence.ts
      return !!eventObject && influenceOf(s, eventObject.controller) <= c.max;
    case 'selfFromBanishment':
      return !!source?.fromBanishment;
    case 'championLevelEqualsMemory':
      return championLevel(s, controller) === player(s, controller).memory.length;
    case 'influenceAtMost':
      return influenceOf(s, controller) <= c.max;
    case 'leastInfluence': {
      const mine = influenceOf(s, controller);
      return s.players.every((p) => p.lost || influenceOf(s, p.id) >= mine);
    }
    case 'controlsTokens':
      // A token is an object with no card (effects/tokens.ts).
      return s.field.filter((id) => s.objects[id]!.controller === controller && s.objects[id]!.card === null).length >= c.min;
    case 'selfOnField':
      return !!source && s.objects[source.id] !== undefined;
    case 'yourTurn':
      return s.players[s.turnPlayer]?.id === controller;
    case 'not':
      return !conditionMet(s, controller, c.condition, source, targets, eventObject, sourceDef);
    case 'championCountersBelowCount': {
      const n = s.field.filter((id) => s.objects[id]!.controller === controller && objDef(s, s.objects[id]!).types.includes(c.type)).length;
      return !!champ && (champ.counters[c.counter] ?? 0) < n;
    }
    case 'innerLineageHas':
      return !!champ && champ.lineage.some((card) => cardMatches(cardDef(s, card), c.filter));
    case 'eventObjectLineageCount': case 'eventObjectDamage': // effects/hit-champion-conditions.ts
      return hitChampionCondition(s, c, eventObject);
    case 'lineageCount': // effects/lineage-cards.ts
      return !!champ && [...champ.lineage, ...(champ.card ? [champ.card] : [])].filter((card) => cardMatches(cardDef(s, card), c.filter)).length >= c.min;
    case 'subjectYours': // needs the resolving effect: worked out by the `if` effect (play/effects.ts)
      return false;
    case 'boonCounters':
      return !!sourceDef && boonCountersOf(s, controller, sourceDef.slug, c.counter) >= c.min;
    case 'startingDeckNoUnique':
      return !s.players.find((p) => p.id === controller)?.startedWithUnique;
    case 'opponentUnitLife':
      return s.field.some((id) => {
        const o = s.objects[id]!;
        const d = objDef(s, o);
        if (o.controller === controller || !(d.types.includes('ALLY') || d.types.includes('CHAMPION'))) return false;
        const life = currentStat(s, o, 'life');
        return life !== null && (life % 2 === 0) === (c.parity === 'even');
      });
    case 'linkedHasKeyword': { // glossary/keywords-and-abilities.md#link
      const linked = source?.linkedTo ? s.objects[source.linkedTo] : undefined;
      return !!linked && hasKeyword(s, linked, c.keyword);
    }
    case 'memoryCount': // effects/zone-counts.ts
      return memoryCount(s, controller, c.filter) >= c.min;
    case 'allBanishments': // effects/zone-counts.ts
      return allBanishmentsCount(s, c.filter) >= c.min;
    case 'tally': { // effects/tallies.ts
      const n = tally(s, controller, c.tally);
      return (c.min === undefined || n >= c.min) && (c.exactly === undefined || n === c.exactly) && (c.lessThan === undefined || n < tally(s, controller, c.lessThan));
    }
    case 'targetEphemeral':
      return !!targets?.[c.index]?.ephemeral;
    case 'defenderEphemeral':
      return defenderEphemeral(s);
    case 'targetMatches': { // "if that unit is a champion" (checked as the effect resolves)
      const t = targets?.[c.index];
      if (!t || !s.objects[t.id]) return false;
      if (c.filter && !cardMatches(objDef(s, t), c.filter)) return false;
      return !c.defending || (!!s.combat && (s.combat.defender === t.id || !!s.combat.defenders?.some((d) => d.id === t.id)));
    }
    case 'targetControllerGraveyard': {
      const t = targets?.[c.index];
      const o = t ? s.objects[t.id] : undefined;
      return !!o && player(s, o.controller).graveyard.length >= c.min;
    }
    case 'killedWas': // only in an On Kill's resolution (effects/resolution-conditions.ts)
    case 'killedLifeParity': // only in an On Kill's resolution (effects/resolution-conditions.ts)
      return false;
    case 'defenderNotYours': {
      const d = s.combat?.defender ? s.objects[s.combat.defender] : undefined;
      return !!d && d.controller !== controller;
    }
    case 'targetPlayerIsOpponent': // read only inside a resolution (effects/resolution-conditions.ts)
      return false;
    case 'targetLevelAtMost': {
      const t = targets?.[c.index];
      const o = t ? s.objects[t.id] : undefined;
      return !!o && (currentStat(s, o, 'level') ?? 0) <= c.max;
    }
    case 'yourUnitAttacking': { // the attacker is a unit the controller controls, with the subtype
      const a = s.combat?.attacker ? s.objects[s.combat.attacker] : undefined;
      return !!a && a.controller === controller && (!c.subtype || objDef(s, a).subtypes.includes(c.subtype));
    }
    case 'allyAttacking': { // the attacker is an ally with the subtype, whoever controls it
      const a = s.combat?.attacker ? s.objects[s.combat.attacker] : undefined;
      return !!a && objDef(s, a).types.includes('ALLY') && (!c.subtype || objDef(s, a).subtypes.includes(c.subtype));
    }
    case 'turnPlayerMaterialized':
      return !!s.materializedThisTurn?.includes(turnPlayerId(s));
    case 'turnPlayerMemoryOdd':
      return (s.players[s.turnPlayer]?.memory.length ?? 0) % 2 === 1;
    case 'controlsType':
      return s.field.filter((id) => s.objects[id]!.controller === controller && objDef(s, s.objects[id]!).types.includes(c.type)).length >= c.min;
    case 'controlsNoAllies':
      return !s.field.some((id) => {
        const o = s.objects[id]!;
        return (c.who === 'you' ? o.controller === controller : o.controller !== controller) && objDef(s, o).types.includes('ALLY');
      });
    case 'notYourPhase':
      return !(s.phase === c.phase && turnPlayerId(s) === controller);
    case 'championAttackedThisTurn': // effects/turn-history.ts
      return championAttackedThisTurn(s, controller);
    case 'championLeveledUpThisTurn':
      return championLeveledUpThisTurn(s, controller);
    case 'objectSuppressedThisTurn':
      return objectSuppressedThisTurn(s);
    case 'targetTypeInBanishment':
      return typeSharedWithBanishment(s, controller, targets?.[c.index]);
    case 'championDamagedThisTurn':
      return championDamageThisTurn(s, controller, !!c.combat) >= c.min;
    case 'championDealtCombatDamage': // effects/champion-damaged-targets.ts
      return (s.championCombatDamageDealt?.[controller] ?? 0) >= c.min;
    case 'opponentsPhase':
      return s.phase === c.phase && opponents(s, controller).some((p) => p.id === turnPlayerId(s));
    case 'omensWith': {
      const omenDefs = player(s, controller).banishment.filter((card) => (s.cardCounters?.[card]?.omen ?? 0) > 0).map((card) => cardDef(s, card));
      const ofType = (c.type ? omenDefs.filter((d) => d.types.includes(c.type!)) : omenDefs).filter((d) => !c.element || d.elements.includes(c.element));
      const total = ofType.reduce((n, d) => n + (d.cost.kind === 'reserve' && typeof d.cost.value === 'number' ? d.cost.value : 0), 0);
      return ofType.length >= (c.count ?? 0) && total >= (c.totalReserveCost ?? 0);
    }
    case 'graveyardCount':
      return player(s, controller).graveyard.filter((card) => {
        const d = cardDef(s, card);
        return (!c.element || d.elements.includes(c.element)) && (!c.type || d.types.includes(c.type)) && (!c.filter || cardMatches(d, c.filter));
      }).length >= c.min;
    case 'materialDeckEmpty':
      return player(s, controller).materialDeck.length === 0;
    case 'opponentControls':
      return s.field.some((id) => {
        const o = s.objects[id]!;
        return o.controller !== controller && (!c.type || objDef(s, o).types.includes(c.type)) && (!c.keyword || hasKeyword(s, o, c.keyword));
      });
    case 'opponentChampionElement':
      return s.field.some((id) => {
        const o = s.objects[id]!;
        const d = objDef(s, o);
        return o.controller !== controller && d.types.includes('CHAMPION') && d.elements.includes(c.element);
      });
    case 'championDistant':
      return !!champ?.distant;
    case 'targetAttacking': {
      const t = targets?.[c.index];
      return !!t && s.combat?.attacker === t.id;
    }
    case 'xAtLeast': // only a resolution knows its X: play/effects.ts reads it in an `if`
      return false;
    case 'anyMemoryHas':
      return s.players.some((p) => !p.lost && p.memory.some((card) => cardDef(s, card).elements.includes(c.element)));
    case 'opponentMemory': // game-mechanics/game-mechanics-game-zones/game-zones-memory.md: cards in memory only
      return opponents(s, controller).some((p) => p.memory.length >= c.min);
    case 'opponentInfluence': // glossary/game-terms.md#influence: cards in hand and memory
      return opponents(s, controller).some((p) => influenceOf(s, p.id) >= c.min);
    case 'targetIs': {
      const t = targets?.[c.index];
      if (!t || !s.objects[t.id]) return false;
      return (!c.filter || cardMatches(objDef(s, t), c.filter)) && (c.fostered === undefined || !!t.fostered === c.fostered)
        && (!c.hasCounter || (t.counters[c.hasCounter] ?? 0) > 0);
    }
    case 'ephemeral':
      return source ? !!source.ephemeral : !!s.resolving?.ephemeral;
    case 'opponentControlsCount':
      return opponents(s, controller).some((p) => s.field.filter((id) => s.objects[id]!.controller === p.id && cardMatches(objDef(s, s.objects[id]!), c.filter)).length >= c.min);
    case 'attackTargetIs': {
      const c2 = s.combat;
      if (!c2) return false;
      return [c2.defender, ...(c2.defenders ?? []).map((d) => d.id)].some((id) => {
        const o = id ? s.objects[id] : undefined;
        return !!o && (!c.filter || cardMatches(objDef(s, o), c.filter)) && (!c.keyword || hasKeyword(s, o, c.keyword))
          && (c.minLife === undefined || (currentStat(s, o, 'life') ?? 0) >= c.minLife);
      });
    }
    case 'hasAgility':
      return (s.agility ?? []).some((a) => a.player === controller && a.amount > 0);
  }
}

/**
 * The stack item whose resolution is paused on a choice ("may", discard, glimpse, search,
 * assisted steps). Its card is still on the stack until the resolution ends.
 */
export function resolvingItem(s: GameState): StackItem | null {
  const d = s.pending;
  if (!d) return null;
  if (d.kind === 'assisted') return d.item;
  // Carried out and waiting for the opponent's consent (or a discard it asked for): still resolving.
  if (d.kind === 'assistConsent' || d.kind === 'assistDiscard') return d.assisted.item;
  if (d.kind === 'may' || d.kind === 'chooseCard' || d.kind === 'glimpse' || d.kind === 'search') return d.resume.item;
  if (d.kind === 'enterAsCopy') return d.item;
  // A card materialized in the middle of a resolution ("materialize a regalia from your material deck"): its costs are being paid.
  if (d.kind === 'activation') return d.draft.resume?.item ?? null;
  if (d.kind === 'copyTargets') return d.resume.item;
  if (d.kind === 'chooseOmen') return d.resume.item; // effects/omen-choice.ts
  // A resolution's damage waiting for the order of its replacements (effects/prevention.ts).
  if (d.kind === 'orderReplacements' && d.batch.then.kind === 'resolution') return d.batch.then.resume.item;
  // Any other choice made in the middle of a resolution ("unless its controller pays", graveyard banishes, chosen objects…).
  const resume = (d as { resume?: { item?: StackItem } }).resume;
  return resume?.item ?? null;
}

/** Class, Champion and Element Bonus, Level N+, Memory N+ and Damage N+ are restriction abilities. */
export function isRestriction(c: Condition): boolean {
  if (c.kind === 'allOf' || c.kind === 'anyOf') return c.conditions.every(isRestriction);
  // 'attackUsingWeapon': an ability the attack card has only while so used is there as it triggers, and stays on the stack.
  return ['classBonus', 'championBonus', 'elementBonus', 'level', 'memory', 'damage', 'attackUsingWeapon'].includes(c.kind);
}

/** Class bonus for a card not yet on the field (in hand or on the stack). */
export function classBonusForCard(s: GameState, controller: PlayerId, def: CardDef): boolean {
  const champ = championOf(s, controller);
  if (!champ) return false;
  const champClasses = objDef(s, champ).classes;
  return def.classes.some((k) => champClasses.includes(k));
}

/** Abilities the rules grant: enlighten counters' draw, and Vigor's waking at your end phase. */
export const BUILTIN_ABILITIES: Record<BuiltinAbility, Ability> = {
  ...KEYWORD_ABILITIES, // Foster, Agility, Preserve, static counters, wither, Suppress
  enlighten: {
    kind: 'activated',
    costs: [{ kind: 'removeCounters', counter: 'enlighten', count: 3 }],
    speed: 'fast',
    effects: [{ op: 'draw', who: 'you', count: 1 }],
  },
  vigor: { kind: 'triggered', trigger: { on: 'beginPhase', phase: 'end', whose: 'yours' }, effects: [{ op: 'wakeUp', subject: { ref: 'self' } }] },
  // Queued by the attack declaration itself (see declareAttack), not matched by trigger kind.
  intercept: { kind: 'triggered', trigger: { on: 'attack' }, condition: { kind: 'selfAwake' }, effects: [{ op: 'may', effects: [{ op: 'redirectAttack', to: { ref: 'self' } }] }] },
};

/** Where one of an object's abilities comes from: a card's printed ability, or one the rules grant. */
export interface AbilityRef {
  def: string;
  index: number;
  builtin?: BuiltinAbility;
  ability: Ability;
}

/**
 * Every ability an object has now: its card's; for a champion, the Inherited Effects of the
 * cards in its inner lineage; and the abilities keywords and counters grant.
 */
export function abilitySources(s: GameState, o: ObjectState): AbilityRef[] {
  const def = objDef(s, o);
  const f = defFacts(def);
  // Most objects have only their card's abilities: one shared list per card, nothing to allocate.
  if (f.onlyPrinted && !(o.counters.enlighten! > 0) && (o.lineage.length === 0 || (!o.lineage.some(lineageCardPassesDown, s) && !s.lineageGrants))
    && (s.keywordGrants.length === 0 || !s.keywordGrants.some(grantsBuiltinAbility, o)) && !layersMayApply(s)) {
    if (f.refs === null || f.slug !== o.def) {
      f.refs = def.abilities.map((ability, index) => ({ def: o.def, index, ability }));
      f.slug = o.def;
    }
    return f.refs;
  }
  const memo = s.objects[o.id] === o && memoHere(s) ? objectMemo(s, o) : null;
  if (memo?.abilities) return memo.abilities as AbilityRef[];
  const out = allAbilitySources(s, o, def);
  if (memo) memo.abilities = out;
  return out;
}

/** What abilitySources needs to know of a card definition, worked out once (definitions never change). */
interface DefFacts {
  /** Nothing but its printed abilities: no Vigor or Foster, printed or from its own static abilities. */
  onlyPrinted: boolean;
  /** In an inner lineage, it gives its champion abilities (Inherited Effects, Lineage Release). */
  passesDown: boolean;
  /** Its printed abilities as refs, shared (callers only read them), for the object slug `slug`. */
  refs: AbilityRef[] | null;
  slug: string;
}

const defFacts = defMemo(Symbol('abilityFacts'), (def: CardDef): DefFacts => {
  const grants = def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword' && (ab.effect.keyword === 'vigor' || ab.effect.keyword === 'foster'));
  return {
    onlyPrinted: !grants && !def.keywords.includes('vigor') && !def.keywords.includes('foster'),
    passesDown: def.abilities.some((ab) => ab.inherited || isLineageRelease(ab)),
    refs: null,
    slug: '',
  };
});

function lineageCardPassesDown(this: GameState, card: CardId): boolean {
  return defFacts(this.defs[this.cards[card]!.def]!).passesDown;
}

function grantsBuiltinAbility(this: ObjectState, g: GameState['keywordGrants'][number]): boolean {
  return g.object === this.id && (g.keyword === 'vigor' || g.keyword === 'foster');
}

/** Every ability the object has, listed afresh: what abilitySources answers through its shortcuts (for tests). */
export function listAbilitySources(s: GameState, o: ObjectState): AbilityRef[] {
  return allAbilitySources(s, o, objDef(s, o));
}

function allAbilitySources(s: GameState, o: ObjectState, def: CardDef): AbilityRef[] {
  const out: AbilityRef[] = def.abilities.map((ability, index) => ({ def: o.def, index, ability }));
  // An object that lost all its abilities keeps only Inherited Effects of cards that entered its lineage after the loss (continuous.ts).
  const losses = o.lineage.length > 0 && lineageLossMayApply(s) ? lineageLossFilters(s, o) : []; // effects/lineage-ability-loss.ts
  for (const card of (o.lineage.length > 0 && lostAllAbilities(s, o) ? o.lineage.filter((c) => lineageCardKeepsAbilities(s, o, c)) : o.lineage)) {
    const d = cardDef(s, card);
    if (losses.length > 0 && !keepsUnderLoss(d, losses)) continue;
    d.abilities.forEach((ability, index) => {
      // Inherited Effects, and Lineage Release abilities (usable only from the inner lineage).
      if (ability.inherited || isLineageRelease(ability)) out.push({ def: d.slug, index, ability });
    });
    // Abilities granted to such lineage cards for the rest of the game (effects/lineage-grants.ts), read as gained ones.
    if (s.lineageGrants) for (const ability of grantedToLineageCard(s, o, d)) out.push({ def: o.def, index: GAINED_ABILITY_INDEX, ability });
  }
  if (layersMayApply(s)) out.push(...gainedAbilityRefs(s, o)); // abilities gained from effects (continuous.ts)
  // With continuous effects on characteristics, the layered keywords say (gains and losses in timestamp order).
  const lk = layersMayApply(s) ? layeredKeywords(s, o) : undefined;
  if (lk ? lk.has('vigor') : cardHasKeyword(s, o.controller, def, 'vigor') || s.keywordGrants.some((g) => g.object === o.id && g.keyword === 'vigor')) out.push({ def: o.def, index: -1, builtin: 'vigor', ability: BUILTIN_ABILITIES.vigor });
  if ((o.counters.enlighten ?? 0) > 0) out.push({ def: o.def, index: -1, builtin: 'enlighten', ability: BUILTIN_ABILITIES.enlighten });
  if (lk ? lk.has('foster') : cardHasKeyword(s, o.controller, def, 'foster') || s.keywordGrants.some((g) => g.object === o.id && g.keyword === 'foster')) out.push({ def: o.def, index: -1, builtin: 'foster', ability: BUILTIN_ABILITIES.foster });
  return out;
}

/**
 * Does a card have the keyword, wherever it is: printed, or from its own static ability whose
 * condition holds for `who` ("[Class Bonus] Floating Memory" works in every zone).
 */
export function cardHasKeyword(s: GameState, who: PlayerId, def: CardDef, k: CardDef['keywords'][number]): boolean {
  if (def.keywords.includes(k)) return true;
  return def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword' && ab.effect.keyword === k
    && (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)));
}

/** Cards in this player's graveyard that can pay 1 of a memory cost each (Floating Memory). */
export function floatingMemoryCards(s: GameState, id: PlayerId): CardId[] {
  // Phantasmagoria: graveyard cards that lost all abilities have no Floating Memory (effects/mastery-abilities.ts).
  return player(s, id).graveyard.filter((c) => cardHasKeyword(s, id, cardDef(s, c), 'floatingMemory') && !graveyardCardLostAbilities(s, id, cardDef(s, c)));
}

/**
 * Does the object have this keyword now: printed, given by an effect, or by one of its own
 * static abilities whose condition holds ("[Class Bonus] Stealth")?
 */
export function hasKeyword(s: GameState, o: ObjectState, k: CardDef['keywords'][number]): boolean {
  // With continuous effects on characteristics, layer D has the answer (grants and losses in order).
  const layeredSet = layersMayApply(s) ? layeredKeywords(s, o) : undefined;
  if (layeredSet) return layeredSet.has(k);
  const def = objDef(s, o);
  if (def.keywords.includes(k)) return true;
  if (s.keywordGrants.some((g) => g.object === o.id && g.keyword === k)) return true;
  if (!mayHaveAbilityIn(s, o, keywordStaticSlugs(s.defs))) return false; // no static ability that gives keywords
  return abilitySources(s, o).some(({ ability: ab, def: abDef }) =>
    ab.kind === 'static' && ab.effect.kind === 'keyword' && ab.effect.keyword === k
    && (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])));
}
