import { disobeysForCounters, OBEDIENCE_RULE } from '../effects/counter-obedience.js';
import type { CardDef } from '../../cards/vocabulary.js';
import { graveyardAbilityCost, graveyardAbilityItem } from '../effects/graveyard-abilities.js';
import { memoryPaidSoFar, payWithSubstitute, substituteChoices } from '../effects/memory-substitutes.js';
import { memoryCardsBanished } from '../effects/own-zone-events.js';
import { activateOnlyProblem } from '../effects/activate-only.js';
import type { Action, ActivationDraft, CardId, ChosenTarget, Decision, GameState, ObjectId, ObjectState, PendingTrigger, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { memoHere, abilitySources, baseChampionLevel, cardHasKeyword, classBonusForCard, hasKeyword, cardDef, floatingMemoryCards, championName, championOf, conditionMet, elementsEnabledFor, objDef, player, playerIndex, turnPlayerId } from '../state/query.js';
import type { AbilityRef } from '../state/query.js';
import { nextInt } from '../state/rng.js';
import { playerMemo } from '../state/memo.js';
import { addTo, putCard, removeObject, takeAt, takeFrom } from '../state/zones.js';
import { gainedInline } from '../effects/continuous.js';
import { watch } from '../flow/triggers.js';
import { mutObj } from '../state/clone.js';
import { costToPay, maxX } from './costs.js';
import { isTargetCost, targetObjects } from '../effects/target-costs.js';
import { abilityOf, cardTargetSpecs } from './sources.js';
import { beginTrigger } from '../flow/stack.js';
import { isLegalTarget, legalTargets, targetsAvailable } from './targets.js';
import { mayAttackThisTurn, obeys } from '../flow/combat.js';
import { commandAllies, isCommand } from '../flow/attack-keywords.js';
import {
  advanceCascade, altCost, brewComplete, brewPossible, cascadeMode, imbueMet, ingredientChoices, isSpell, kindleCapacity,
  kindleChoices, kindleLimit, pendingEmpower, prepareCost, starcallChoices,
} from './activation-keywords.js';
import { resumeResolution } from './resume.js';
import { banishFromLineage, lineageReleaseProblem } from '../effects/lineage-release.js';
import { banishLineageCards } from '../effects/lineage-cards.js';
import { limitReached, modesOpen, noteAbilityUse, noteModeChosen } from '../effects/ability-tracking.js';
import { modeOpen } from './mode-conditions.js';
import { objectCant, playerCant, playerMay } from '../effects/permissions.js';
import { levelUpRestrictionProblem } from './level-up-restrictions.js';
import { useNextCostChanges } from '../effects/cost-changes.js';
import { costUsesBannedCounters } from '../effects/counter-cost-bans.js';
import { ignoresElementalRequirements } from '../effects/element-ignores.js';
import { bindEnterCounters } from '../effects/enter-counters.js';
import { bestowalItem } from '../flow/bestowal.js';
import { boonAbilityCost, boonAbilityItem } from '../effects/boon-ability-activation.js';
import { choiceCostProblem, payAbilityCostParts } from '../effects/ability-choice-costs.js';
import { nextActivationGrants, useNextActivationPromises } from '../effects/next-activation.js';
import { countersRemoved } from '../effects/counter-removal.js';
import { paySacrificeCost, sacrificeCostProblem } from '../effects/sacrifice-cost.js';
import { banishCostProblem, payBanishCost } from '../effects/banish-cost.js';
import { sacrificedLife } from '../effects/repeated-gather.js';
import { championCostProblem, payChampionCosts } from '../effects/champion-costs.js';
import { costPartChoices, materialDeckReserve, materialDeckWay, payMaterialDeckCosts } from './material-deck-activation.js';
import { graveyardWay, graveyardWayProblem, memoryWayFree, memoryWayProblem, payMemoryWayCosts } from './memory-activation.js';
import { bindEnterStates } from '../effects/enter-states.js';
import { materializeReserve, materializeReservePayable } from '../effects/materialize-additional-cost.js';
import { abilityChoiceCostsPayable, materializeChoiceCostsPayable, payChoiceCosts } from '../effects/choice-costs.js';
import { abilityCostIncrease } from '../effects/ability-cost-increase.js';
import { takeUnnegatable } from '../effects/unnegatable.js';
import { memoryAvailableFor, paysOnlyWithFloating } from '../effects/floating-only.js';
import { abilityReserve } from '../effects/ability-reserve.js';
import { banishingFromGraveyard } from '../effects/graveyard-banish-watch.js';
import { singleGraveyardOk } from '../effects/single-graveyard-targets.js';
import { banishedPlayable, playableZone } from '../effects/banished-playable.js';
import { freeStarcallOk, useFreeStarcall, type FreeStarcall } from '../effects/free-starcalling.js';
import { reservablesRested } from '../effects/reservable-payment.js';
import { materializeOnlyProblem } from '../effects/materialize-only.js';
import { targetsToDeclare } from './gated-targets.js';
import { imbueBanned } from '../effects/imbue-bans.js';
import { imbuedUpgradeChoices, imbuedUpgradePending, isImbuedUpgrade } from './imbued-modes.js';
import { alternativeCostPayable, asksAlternativeCost, payAlternativeCost } from '../effects/alternative-costs.js';
import { abilityDiscardProblem, discardCostProblem, payDiscardCost, reserveKeepsDiscards } from '../effects/discard-cost.js';

const OBJECT_TYPES = ['ALLY', 'ITEM', 'WEAPON', 'DOMAIN', 'PHANTASIA'] as const;

export function isFastCard(s: GameState, who: PlayerId, def: CardDef): boolean {
  // Object cards and attacks are slow; actions follow their speed stat (the printed answer, asked first: it costs least).
  if (def.speed === true && !def.types.includes('ATTACK') && !OBJECT_TYPES.some((t) => def.types.includes(t))) return true;
  if (cardHasKeyword(s, who, def, 'fastActivation')) return true;
  if (nextActivationGrants(s, who, def, 'fast')) return true; // "the next … card you activate" (effects/next-activation.ts)
  return playerMay(s, who, 'activateAsFast', def); // "as though it had fast activation" (effects/permissions.ts)
}

/** May `who` take a slow player action right now? */
export function slowTimingOk(s: GameState, who: PlayerId): boolean {
  return turnPlayerId(s) === who && s.phase === 'main' && s.stack.length === 0 && !s.combat;
}

function holdsOpportunity(s: GameState, who: PlayerId): boolean {
  return !!s.opportunity && s.players[s.opportunity.player]!.id === who && !s.pending;
}

/**
 * Why this card can't be activated now, or null when it can: from hand, from the graveyard with
 * Ephemerate, or from the main deck with Starcalling (while glimpsing it: no Opportunity or speed needed).
 */
export function activationProblem(s: GameState, who: PlayerId, card: CardId, zone: 'hand' | 'graveyard' | 'mainDeck' | 'materialDeck' | 'banishment' | 'memory' = 'hand', freeStarcall = false, byText = false): RuleViolation | null {
  const p = player(s, who);
  if (zone === 'memory') { // only a card whose own text allows it (play/memory-activation.ts)
    const way = memoryWayProblem(s, who, card);
    if (way) return way;
  }
  if (zone === 'graveyard' && byText) { // the card's own text, not Ephemerate (play/memory-activation.ts)
    const way = graveyardWayProblem(s, who, card);
    if (way) return way;
  }
  const alt = zone === 'graveyard' && !byText ? 'ephemerate' as const : zone === 'mainDeck' ? 'starcalling' as const : undefined;
  if (zone === 'banishment' ? !banishedPlayable(s, who, card) : !p[zone].includes(card)) {
    return zone === 'banishment' ? { message: 'You have no permission to play that banished card now.', rule: RULES.permission }
      : zone === 'hand' || zone === 'materialDeck' ? { message: `You can only activate a card from your ${zone === 'hand' ? 'hand' : 'material deck'}.`, rule: RULES.activation }
      : zone === 'graveyard' ? { message: 'Ephemerate activates a card from your own graveyard.', rule: RULES.ephemerate }
      : { message: 'Starcalling activates a card you are glimpsing.', rule: RULES.starcalling };
  }
  const def = cardDef(s, card);
  const base = alt ? altCost(s, who, def, alt) : undefined;
  if (alt && (base === null || def.cost.kind !== 'reserve')) {
    return alt === 'ephemerate'
      ? { message: `${def.name} has no Ephemerate cost: it cannot be activated from the graveyard.`, rule: RULES.ephemerate }
      : { message: `${def.name} has no Starcalling cost.`, rule: RULES.starcalling };
  }
  if (def.types.includes('CHAMPION')) return { message: 'Champions are materialized from the material deck, not activated.', rule: RULES.champion };
  if (def.cost.kind === 'none') return { message: `${def.name} has no cost and cannot be paid for.`, rule: RULES.costsAndMemory };
  if (alt !== 'starcalling' && !holdsOpportunity(s, who)) return { message: 'You do not have Opportunity.', rule: RULES.opportunity };
  if (alt !== 'starcalling' && !slowTimingOk(s, who) && !isFastCard(s, who, def)) {
    return { message: `${def.name} is slow: only the turn player may play it, in their main phase, with an empty stack.`, rule: RULES.timing };
  }
  if (playerCant(s, who, 'activateCards', def)) return { message: `An effect forbids you to activate ${def.name}.`, rule: RULES.playerActionLegality };
  const onlyWhen = activateOnlyProblem(s, who, def); // effects/activate-only.ts
  if (onlyWhen) return onlyWhen;
  if (!elementsEnabledFor(s, who, def) && !ignoresElementalRequirements(s, who, def, 'activate') && !nextActivationGrants(s, who, def, 'ignoreElements')) return { message: `You do not have ${def.elements.join('/')} enabled.`, rule: RULES.element };
  const locked = lockProblem(s, who, def);
  if (locked) return locked;
  const sacrifice = sacrificeCostProblem(s, who, def) ?? banishCostProblem(s, who, def); // effects/sacrifice-cost.ts, banish-cost.ts
  if (sacrifice) return sacrifice;
  const championCost = championCostProblem(s, who, def); // effects/champion-costs.ts
  if (championCost) return championCost;
  if (def.types.includes('ATTACK')) {
    const champ = championOf(s, who);
    // Command: an awake ally you control is rested instead of the champion (glossary/keywords-and-abilities.md#command).
    if (isCommand(s, who, def)) {
      if (commandAllies(s, who, def).length === 0) return { message: `${def.name} has Command: an awake ${def.commandSubtype ? `${def.commandSubtype.toLowerCase()} ` : ''}ally you control must perform it.`, rule: RULES.command };
    } else if (!champ || champ.rested) return { message: 'An attack card rests your champion as a cost: your champion must be awake.', rule: RULES.attackCard };
    if (!mayAttackThisTurn(s)) return { message: 'The first player cannot attack on the first turn of a two-player game.', rule: RULES.turnOne };
  }
  if (def.modes) {
    if (!def.modes.some((m) => (modeOpen(s, who, m, { def, prepared: true }) || modeOpen(s, who, m, { def })) && targetsAvailable(s, who, m.targets, undefined, { def }))) return { message: 'No mode of this card has legal targets.', rule: RULES.targeting };
  } else if (!targetsAvailable(s, who, def.targets, undefined, { def })) {
    return { message: `${def.name} has no legal target.`, rule: RULES.targeting };
  }
  // Reserve: other cards in hand, awake Reservable objects, and Kindle; or Brew instead.
  const available = p.hand.length - (zone === 'hand' ? 1 : 0) + awakeReservables(s, who) + kindleCapacity(s, who, def, card);
  const opts = base !== undefined && base !== null ? { base } : {};
  if (!freeStarcall && !(zone === 'memory' && memoryWayFree(s, who, def)) && def.cost.kind === 'reserve' && maxX(s, who, def, 'activate', available, opts) < 0 && (alt || (!brewPossible(s, who, def) && !alternativeCostPayable(s, who, def, card)))) {
    return { message: `You cannot pay the reserve cost of ${def.name} (${costToPay(s, who, def, 0, 'activate', opts)}) from the other cards in your hand.`, rule: RULES.cost };
  }
  if (def.cost.kind === 'memory' && maxX(s, who, def, 'activate', memoryAvailableFor(s, who, def)) < 0) {
    return { message: `You cannot pay the memory cost of ${def.name}.`, rule: RULES.cost };
  }
  // Discards besides the reserve (effects/discard-cost.ts); the least reserve it could cost, X at 0.
  if (def.discardAsCost && zone !== 'materialDeck') {
    const least = freeStarcall || def.cost.kind !== 'reserve' ? 0 : costToPay(s, who, def, 0, 'activate', opts);
    const discards = discardCostProblem(s, who, def, card, least, awakeReservables(s, who) + kindleCapacity(s, who, def, card));
    if (discards) return discards;
  }
  return null;
}

/** How many awake Reservable objects `who` controls: each may pay 1 of a reserve cost by resting. */
/** Awake Reservable objects of `who` other than `source` (an ability's source never pays its own reserve: reservableChoices). */
function otherReservables(s: GameState, who: PlayerId, source: ObjectState): number {
  return awakeReservables(s, who) - (source.controller === who && !source.rested && hasKeyword(s, source, 'reservable') ? 1 : 0);
}

export function awakeReservables(s: GameState, who: PlayerId): number {
  const memo = memoHere(s) && playerMemo(s, who);
  if (memo && memo.reservables !== undefined) return memo.reservables as number;
  let n = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller === who && !o.rested && hasKeyword(s, o, 'reservable')) n++;
  }
  if (memo) memo.reservables = n;
  return n;
}

/** Level Locked N and Class Locked: restrictions on playing the card at all (they work in every zone). */
export function lockProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  const n = def.keywordValues?.levelLocked;
  if (n !== undefined && (baseChampionLevel(s, who) ?? 0) < n) {
    return { message: `${def.name} is Level Locked ${n}: your champion's printed level must be ${n} or higher.`, rule: RULES.levelLocked };
  }
  if (def.keywords.includes('classLocked') && !classBonusForCard(s, who, def)) {
    return { message: `${def.name} is Class Locked: your champion must share its class (${def.classes.join('/')}).`, rule: RULES.classLocked };
  }
  return null;
}

/** Cards the turn player may materialize in this materialize phase. */
export function materializeOptions(s: GameState, who: PlayerId): CardId[] {
  return player(s, who).materialDeck.filter((c) => materializeProblem(s, who, c) === null);
}

export function materializeProblem(s: GameState, who: PlayerId, card: CardId): RuleViolation | null {
  const p = player(s, who);
  if (!p.materialDeck.includes(card)) return { message: 'You can only materialize a card from your material deck.', rule: RULES.materialization };
  if (s.phase !== 'materialize' || turnPlayerId(s) !== who) return { message: 'Cards are materialized in your materialize phase.', rule: RULES.materializePhase };
  if (p.materializedThisPhase) return { message: 'You have already materialized a card this phase.', rule: RULES.materialization };
  const def = cardDef(s, card);
  if (def.cost.kind !== 'memory') return { message: `${def.name} has no memory cost and cannot be materialized.`, rule: RULES.materialization };
  const only = materializeOnlyProblem(s, who, def); // effects/materialize-only.ts
  if (only) return only;
  if (def.types.includes('CHAMPION')) {
    if ((def.level ?? 0) === 0) return { message: 'Level 0 champions cannot be materialized.', rule: RULES.champion };
    const base = baseChampionLevel(s, who);
    if (base === null || (def.level ?? 0) !== base + 1) {
      return { message: `${def.name} is level ${def.level}; your champion must be level ${(def.level ?? 0) - 1} to level up into it.`, rule: RULES.champion };
    }
    const champ = championOf(s, who)!;
    if (def.lineage && championName(objDef(s, champ)) !== def.lineage) {
      return { message: `${def.name} must level up from a ${def.lineage} champion.`, rule: RULES.lineageKeyword };
    }
    if (objectCant(s, champ, 'levelUp')) return { message: 'Your champion cannot level up.', rule: RULES.levelUp };
    if (abilitySources(s, champ).some(({ ability: ab }) => ab.kind === 'static' && ab.effect.kind === 'cantLevelUp')) {
      return { message: `${objDef(s, champ).name} can't level up.`, rule: RULES.levelUp };
    }
    const restricted = levelUpRestrictionProblem(s, champ, def);
    if (restricted) return restricted;
  } else if (!elementsEnabledFor(s, who, def) && !ignoresElementalRequirements(s, who, def, 'materialize')) {
    return { message: `You do not have ${def.elements.join('/')} enabled.`, rule: RULES.element };
  }
  if (!targetsAvailable(s, who, def.targets)) return { message: `${def.name} has no legal target.`, rule: RULES.targeting };
  if (maxX(s, who, def, 'materialize', memoryAvailableFor(s, who, def)) < 0) {
    return { message: `You need ${costToPay(s, who, def, 0, 'materialize')} cards in memory to materialize ${def.name}.`, rule: RULES.costsAndMemory };
  }
  if (paysOnlyWithFloating(def) && materializeReserve(s, who, def) > 0) {
    return { message: `${def.name}'s costs can be paid only with Floating Memory: its additional reserve cost can't be paid.`, rule: RULES.floatingMemory };
  }
  if (!materializeReservePayable(s, who, def)) {
    return { message: `Materializing ${def.name} also costs ${materializeReserve(s, who, def)} reserve, which you cannot pay.`, rule: RULES.materialization };
  }
  if (!materializeChoiceCostsPayable(s, who, def)) {
    return { message: `You cannot banish the cards materializing ${def.name} also costs.`, rule: RULES.materialization };
  }
  return null;
}

export function abilityProblem(s: GameState, who: PlayerId, objectId: ObjectId, index: number): RuleViolation | null {
  const o = s.objects[objectId];
  if (!o || o.controller !== who) return { message: 'You can only activate abilities of objects you control.', rule: RULES.activatedAbilities };
  const ref = abilitySources(s, o)[index];
  const ab = ref?.ability;
  if (!ab || ab.kind !== 'activated' || ab.fromGraveyard) return { message: 'That object has no such activated ability.', rule: RULES.activatedAbilities }; // a graveyard ability does nothing on the field (effects/graveyard-abilities.ts)
  if (!holdsOpportunity(s, who)) return { message: 'You do not have Opportunity.', rule: RULES.opportunity };
  if (ab.speed === 'slow' && !slowTimingOk(s, who)) return { message: 'That ability is slow.', rule: RULES.timing };
  if (disobeysForCounters(s, o)) return { message: `${objDef(s, o).name} does not obey you (its counters).`, rule: OBEDIENCE_RULE }; // effects/counter-obedience.ts
  if (!obeys(s, o)) return { message: `${objDef(s, o).name} does not obey you (Pride).`, rule: RULES.pride };
  const released = lineageReleaseProblem(s, o, ref!); // Lineage Release: only from the inner lineage
  if (released) return released;
  if (ab.condition && !conditionMet(s, who, ab.condition, o, [], undefined, s.defs[ref!.def])) return { message: 'Its restriction is not met.', rule: RULES.restrictions };
  if (limitReached(s, o, ref!)) return { message: ab.limit === 'once' ? 'That ability can be activated only once.' : 'That ability was already activated this turn.', rule: RULES.abilityTracking };
  for (const c of ab.costs) {
    if (c.kind === 'rest' && o.rested) return { message: `${objDef(s, o).name} is rested.`, rule: RULES.activatedAbilities };
    // Cards from hand and the controller's other awake Reservable objects pay it (glossary/keywords-and-abilities.md#reservable).
    if (c.kind === 'reserve' && player(s, who).hand.length + otherReservables(s, who, o) < abilityReserve(s, who, c, o)) return { message: 'You cannot pay the reserve cost.', rule: RULES.cost };
    if (c.kind === 'removeCounters' && (o.counters[c.counter] ?? 0) < c.count) return { message: `Not enough ${c.counter} counters.`, rule: RULES.counters };
    if (c.kind === 'removeChampionCounters' && ((championOf(s, who)?.counters[c.counter]) ?? 0) < c.count) {
      return { message: `Your champion does not have ${c.count} ${c.counter} counters.`, rule: RULES.counters };
    }
    if (costUsesBannedCounters(s, who, o, c)) return { message: "You can't remove those counters from your champion to pay for costs.", rule: RULES.counters };
  }
  const more = abilityCostIncrease(s, o); // effects/ability-cost-increase.ts: the whole reserve, raised, must be payable
  if (more > 0 && player(s, who).hand.length + otherReservables(s, who, o) < more + ab.costs.reduce((n, c) => n + (c.kind === 'reserve' ? abilityReserve(s, who, c, o) : 0), 0)) {
    return { message: 'You cannot pay the reserve cost, raised by an effect.', rule: RULES.cost };
  }
  const discards = abilityDiscardProblem(s, who, ab.costs, more + ab.costs.reduce((n, c) => n + (c.kind === 'reserve' ? abilityReserve(s, who, c, o) : 0), 0), otherReservables(s, who, o)); // effects/discard-cost.ts
  if (discards) return discards;
  if (!abilityChoiceCostsPayable(s, who, ab.costs, o.id)) return { message: 'You cannot pay that ability\'s cost of banishing or sacrificing.', rule: RULES.activatedAbilities }; // effects/choice-costs.ts
  const cardCosts = choiceCostProblem(s, who, ab.costs); // effects/ability-choice-costs.ts
  if (cardCosts) return cardCosts;
  if (ab.modes) {
    // A "choose one" ability needs a mode that can be chosen (abilities-activated-abilities.md#general-rules).
    if (abilityModeChoices(s, who, o.id, ref!).length === 0) {
      return { message: ab.modesOnce ? 'Every mode of that ability has already been chosen.' : 'No mode of that ability can be chosen.', rule: ab.modesOnce ? RULES.abilityTracking : RULES.activatedAbilities };
    }
  } else if (!targetsAvailable(s, who, ab.targets, o.id, { def: objDef(s, o) })) return { message: 'That ability has no legal target.', rule: RULES.targeting };
  return null;
}

/**
 * The modes of an object's "choose one" ability that may be chosen: those with legal targets and,
 * for a "choose one that hasn't been chosen" ability, not chosen before by this card instance.
 */
export function abilityModeChoices(s: GameState, who: PlayerId, objectId: ObjectId, ref: Pick<AbilityRef, 'def' | 'index' | 'ability'>): number[] {
  const o = s.objects[objectId];
  const ab = ref.ability;
  if (!o || ab.kind === 'static' || !ab.modes) return [];
  const modes = ab.modes;
  return modesOpen(s, o, ref).filter((i) => modeOpen(s, who, modes[i]!, { source: o, def: objDef(s, o) }) && targetsAvailable(s, who, modes[i]!.targets, o.id, { def: objDef(s, o) }));
}

// ---------- Drafts: the ordered steps of activation, one decision at a time ----------

export function draftDef(s: GameState, d: ActivationDraft): CardDef {
  return d.source.kind === 'card' || d.source.kind === 'boon' ? cardDef(s, d.source.card) : objDef(s, s.objects[d.source.object]!);
}

export function draftTargetSpecs(s: GameState, d: ActivationDraft) {
  if (d.source.kind === 'boon') {
    const ab = cardDef(s, d.source.card).abilities[d.source.index];
    return ab && ab.kind === 'activated' ? ab.targets ?? [] : [];
  }
  if (d.source.kind === 'ability') {
    const ab = abilitySources(s, s.objects[d.source.object]!)[d.source.index]?.ability;
    if (ab && ab.kind === 'activated' && ab.cascade && d.mode !== null) return ab.cascade[d.mode]?.targets ?? [];
    if (ab && ab.kind === 'activated' && ab.modes) return d.mode !== null ? ab.modes[d.mode]?.targets ?? [] : [];
    return ab && ab.kind === 'activated' ? ab.targets ?? [] : [];
  }
  return cardTargetSpecs(draftDef(s, d), d.mode);
}

function draftHasAbilityModes(s: GameState, d: ActivationDraft): boolean {
  if (d.source.kind !== 'ability') return false;
  const ab = abilitySources(s, s.objects[d.source.object]!)[d.source.index]?.ability;
  return !!ab && ab.kind === 'activated' && !!ab.modes;
}

function draftSourceObject(d: ActivationDraft): ObjectId | undefined {
  return d.source.kind === 'ability' ? d.source.object : undefined;
}

/** Floating Memory cards that may still pay part of the memory cost (declared before the random part). */
export function floatingChoices(s: GameState, who: PlayerId, d: ActivationDraft): CardId[] {
  const paying = draftDef(s, d);
  if (memoryPaidSoFar(s, who, d, paying) >= d.memoryNeeded) return [];
  const onlyFloating = d.source.kind === 'card' && paysOnlyWithFloating(paying);
  // Objects that pay part of a memory cost are declared with them (effects/memory-substitutes.ts).
  return [...floatingMemoryCards(s, who).filter((c) => !d.floating.includes(c)), ...(onlyFloating ? [] : substituteChoices(s, who, d, paying))];
}

/** Must the player still use Floating Memory because memory alone cannot pay? */
export function floatingRequired(s: GameState, who: PlayerId, d: ActivationDraft): boolean {
  if (d.source.kind === 'card' && paysOnlyWithFloating(draftDef(s, d))) return d.floating.length < d.memoryNeeded; // effects/floating-only.ts
  return player(s, who).memory.length < d.memoryNeeded - memoryPaidSoFar(s, who, d, draftDef(s, d));
}

/** Awake Reservable objects that may still be rested to pay 1 of a reserve cost. */
export function reservableChoices(s: GameState, who: PlayerId, d: ActivationDraft): ObjectId[] {
  const used = d.reserveObjects ?? [];
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === who && !o.rested && !used.includes(id) && hasKeyword(s, o, 'reservable')
      && !(d.source.kind === 'ability' && d.source.object === id);
  });
}

/** Cards in hand that may still be chosen to pay a reserve cost. */
export function reserveChoices(s: GameState, who: PlayerId, d: ActivationDraft): CardId[] {
  const self = d.source.kind === 'card' ? d.source.card : null;
  if (d.reserve.length + (d.reserveObjects?.length ?? 0) + (d.kindle?.length ?? 0) >= d.reserveNeeded) return [];
  const reservables = reservableChoices(s, who, d).length;
  // A card to discard for a cost can't pay the reserve too (effects/discard-cost.ts).
  return player(s, who).hand.filter((c) => c !== self && !d.reserve.includes(c) && reserveKeepsDiscards(s, who, d, c, reservables));
}

/** The activated ability a draft activates, if it is one. */
function draftAbility(s: GameState, d: ActivationDraft) {
  if (d.source.kind !== 'ability') return undefined;
  const ab = abilitySources(s, s.objects[d.source.object]!)[d.source.index]?.ability;
  return ab && ab.kind === 'activated' ? ab : undefined;
}

/** An ability with an X in its reserve cost ("(3+X)"). */
const hasReserveX = (ab: ReturnType<typeof draftAbility>): boolean => !!ab?.costs.some((c) => c.kind === 'reserveX' || c.kind === 'removeChampionCountersX');

export function xRange(s: GameState, who: PlayerId, d: ActivationDraft): number {
  if (d.source.kind !== 'card') {
    const ab = draftAbility(s, d);
    if (!hasReserveX(ab)) return 0;
    // "Remove X counters from your champion": X is at most the counters it has.
    const counterX = ab!.costs.find((c) => c.kind === 'removeChampionCountersX');
    if (counterX?.kind === 'removeChampionCountersX') return championOf(s, who)?.counters[counterX.counter] ?? 0;
    const fixed = ab!.costs.reduce((n, c) => n + (c.kind === 'reserve' ? abilityReserve(s, who, c, s.objects[d.source.kind === 'ability' ? d.source.object : '']) : 0), 0);
    return Math.max(0, player(s, who).hand.length + awakeReservables(s, who) - fixed);
  }
  const def = draftDef(s, d);
  const p = player(s, who);
  const via = d.source.via;
  const reservable = awakeReservables(s, who);
  return def.cost.kind === 'memory'
    ? maxX(s, who, def, via, memoryAvailableFor(s, who, def))
    : maxX(s, who, def, via, p.hand.length - 1 + reservable + kindleCapacity(s, who, def, d.source.card));
}

export function legalDraftTargets(s: GameState, who: PlayerId, d: ActivationDraft): ChosenTarget[] {
  const spec = draftTargetSpecs(s, d)[d.targets.length];
  if (!spec) return [];
  const out = legalTargets(s, who, spec, draftSourceObject(d), { def: draftDef(s, d) })
    // A target can be chosen once per activation.
    .filter((t) => !d.targets.some((c) => c && t && c.kind === t.kind && c.id === t.id))
    .filter((t) => singleGraveyardOk(s, draftTargetSpecs(s, d), d.targets, t)) // effects/single-graveyard-targets.ts
    .filter((t) => targetAffordable(s, who, d, t)); // effects/target-costs.ts
  return spec.optional && targetAffordable(s, who, d, null) ? [...out, null] : out;
}

/**
 * A card whose cost depends on its targets (effects/target-costs.ts): its last target may be only one that leaves
 * the cost payable from the other cards in hand and Reservable objects.
 */
function targetAffordable(s: GameState, who: PlayerId, d: ActivationDraft, t: ChosenTarget): boolean {
  if (d.source.kind !== 'card' || d.source.via !== 'activate' || d.altCost) return true; // an alternative cost pays no reserve (effects/alternative-costs.ts)
  const def = draftDef(s, d);
  if (def.cost.kind !== 'reserve' || !def.abilities.some(isTargetCost) || d.targets.length !== draftTargetSpecs(s, d).length - 1) return true;
  const base = d.alt ? altCost(s, who, def, d.alt) : null;
  const cost = costToPay(s, who, def, d.x ?? 0, 'activate', { ...(base !== null ? { base } : {}), targets: targetObjects(s, [...d.targets, t]) });
  const inHand = player(s, who).hand.includes(d.source.card) ? 1 : 0;
  return cost <= player(s, who).hand.length - inHand + awakeReservables(s, who) + kindleCapacity(s, who, def, d.source.card);
}

export function modeChoices(s: GameState, who: PlayerId, d: ActivationDraft): number[] {
  if (d.source.kind === 'ability') {
    const ref = abilitySources(s, s.objects[d.source.object]!)[d.source.index];
    return ref ? abilityModeChoices(s, who, d.source.object, ref) : [];
  }
  if (d.source.kind === 'boon') return [];
  const def = draftDef(s, d);
  if (d.mode !== null && imbuedUpgradePending(s, who, d, def)) return imbuedUpgradeChoices(def, d); // play/imbued-modes.ts
  return (def.modes ?? []).map((m, i) => (!isImbuedUpgrade(def, i) && modeOpen(s, who, m, { def, prepared: !!d.prepared }) && targetsAvailable(s, who, m.targets, undefined, { def }) ? i : -1)).filter((i) => i >= 0);
}

function computeCosts(s: GameState, who: PlayerId, d: ActivationDraft): void {
  if (d.source.kind === 'boon') {
    d.reserveNeeded = d.source.graveyard ? graveyardAbilityCost(s, d.source.card, d.source.index) : boonAbilityCost(s, who, d.source.card, d.source.index);
    d.memoryNeeded = 0;
    return;
  }
  if (d.source.kind === 'ability') {
    const ab = abilitySources(s, s.objects[d.source.object]!)[d.source.index]?.ability;
    const src = s.objects[d.source.object];
    d.reserveNeeded = ab && ab.kind === 'activated' ? ab.costs.reduce((n, c) => n + (c.kind === 'reserve' ? abilityReserve(s, who, c, src) : c.kind === 'reserveX' ? d.x ?? 0 : 0), 0) : 0;
    if (ab && ab.kind === 'activated') d.reserveNeeded += abilityCostIncrease(s, s.objects[d.source.object]!); // effects/ability-cost-increase.ts
    d.memoryNeeded = 0;
    return;
  }
  const def = draftDef(s, d);
  const base = d.alt ? altCost(s, who, def, d.alt) : null;
  const cost = costToPay(s, who, def, d.x ?? 0, d.source.via, { ...(base !== null ? { base } : {}), ...(d.brewing ? { brew: true } : {}), targets: targetObjects(s, d.targets) });
  d.reserveNeeded = (def.cost.kind === 'reserve' && !d.freeStarcall && !d.altCost ? cost : 0) + (d.source.via === 'materialize' ? materializeReserve(s, who, def) : 0); // freeStarcall: effects/free-starcalling.ts; altCost: effects/alternative-costs.ts
  d.memoryNeeded = def.cost.kind === 'memory' ? cost : 0;
  if (d.zone === 'materialDeck') d.reserveNeeded += materialDeckReserve(materialDeckWay(s, who, def)); // play/material-deck-activation.ts
  if (d.zone === 'memory' && def.cost.kind === 'reserve' && memoryWayFree(s, who, def)) d.reserveNeeded = 0; // "without paying its reserve cost": play/memory-activation.ts
}

export function startDraft(ctx: Ctx, who: PlayerId, source: ActivationDraft['source'], extra: Partial<ActivationDraft> = {}): void {
  const draft: ActivationDraft = { source, stage: 'targets', x: null, mode: null, targets: [], reserve: [], floating: [], floatingDone: false, reserveNeeded: 0, memoryNeeded: 0, ...extra };
  // Cascade: the mode is fixed by how many times the ability has been activated, this time included.
  if (source.kind === 'ability') {
    const ref = abilitySources(ctx.s, ctx.s.objects[source.object]!)[source.index];
    const mode = ref ? cascadeMode(ctx.s.objects[source.object]!, ref.def, ref.index, ref.ability) : undefined;
    if (mode !== undefined) draft.mode = mode;
  }
  continueDraft(ctx, who, draft);
}

/** Work out the next choice the draft needs; when none is left, the activation happens. */
export function continueDraft(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  const s = ctx.s;
  const def = draftDef(s, d);
  const card = d.source.kind === 'card' && d.source.via === 'activate';
  if (d.source.kind === 'card' && def.cost.kind !== 'none' && def.cost.value === 'X' && d.x === null && !d.alt) {
    d.stage = 'x';
  } else if (d.x === null && hasReserveX(draftAbility(s, d))) {
    d.stage = 'x'; // "(N+X)": X is declared with the costs
  } else if (card && d.prepared === undefined && prepareCost(s, who, def) !== null) {
    d.stage = 'prepare'; // optional additional cost, declared with the costs
  } else if (card && !d.alt && (d.brewing === undefined ? brewPossible(s, who, def) : d.brewing && !brewComplete(def, d.ingredients ?? []))) {
    d.stage = 'brew'; // alternative cost: declared, then its ingredients chosen
  } else if (card && d.brewing !== true && asksAlternativeCost(s, who, d)) {
    d.stage = 'altCost'; // the card's own alternative cost: declared with the costs (effects/alternative-costs.ts)
  } else if (card && d.commandAlly === undefined && isCommand(s, who, def)) {
    d.stage = 'command'; // Command: the ally that performs the attack, rested as its cost
  } else if (d.source.kind === 'card' && def.modes && d.mode === null) {
    d.stage = 'mode';
  } else if (d.mode === null && draftHasAbilityModes(s, d)) {
    d.stage = 'mode'; // a "choose one" activated ability: its mode, before its targets

  } else if (targetsToDeclare(s, who, d, draftTargetSpecs(s, d), def, draftSourceObject(d) ? s.objects[draftSourceObject(d)!] : undefined)) {
    d.stage = 'targets';
  } else {
    computeCosts(s, who, d);
    if (kindleChoices(s, who, d, def).length > 0) d.stage = 'kindle';
    else if (d.reserve.length + (d.reserveObjects?.length ?? 0) + (d.kindle?.length ?? 0) < d.reserveNeeded) d.stage = 'reserve';
    else if (!d.floatingDone && d.memoryNeeded > 0 && floatingChoices(s, who, d).length > 0) d.stage = 'floating';
    else if (costPartChoices(s, who, d).length > 0) d.stage = 'costParts';
    else if (imbuedUpgradePending(s, who, d, def)) d.stage = 'mode'; // imbued: the second mode now (play/imbued-modes.ts)
    else {
      s.pending = null;
      commitDraft(ctx, who, d);
      return;
    }
  }
  s.pending = { kind: 'activation', player: who, draft: d };
}

export function draftProblem(s: GameState, who: PlayerId, d: ActivationDraft, kind: 'x' | 'mode' | 'target' | 'reserve' | 'floating', value: unknown): RuleViolation | null {
  if (d.stage !== (kind === 'target' ? 'targets' : kind)) return { message: `The game is not asking for ${kind === 'x' ? 'X' : `a ${kind}`} now.`, rule: RULES.activation };
  if (kind === 'x') {
    const x = value as number;
    if (!Number.isInteger(x) || x < 0 || x > xRange(s, who, d)) return { message: `X must be a whole number from 0 to ${xRange(s, who, d)}, as you can pay for it.`, rule: RULES.cost };
  }
  if (kind === 'mode' && !modeChoices(s, who, d).includes(value as number)) return { message: 'That mode cannot be chosen.', rule: RULES.activation };
  if (kind === 'target') {
    const spec = draftTargetSpecs(s, d)[d.targets.length]!;
    if (!isLegalTarget(s, who, spec, value as ChosenTarget, draftSourceObject(d), { def: draftDef(s, d) })) return { message: 'That is not a legal target.', rule: RULES.targeting };
    if (!singleGraveyardOk(s, draftTargetSpecs(s, d), d.targets, value as ChosenTarget)) return { message: 'These targets must all be cards of a single graveyard.', rule: RULES.targeting };
    if (!targetAffordable(s, who, d, value as ChosenTarget)) return { message: 'With that target the card would cost more than you can pay.', rule: RULES.cost };
  }
  if (kind === 'floating') {
    if (value === null && floatingRequired(s, who, d)) return { message: 'Your memory cannot pay the rest of this cost: banish more Floating Memory cards.', rule: RULES.floatingMemory };
    if (value !== null && !floatingChoices(s, who, d).includes(value as CardId)) return { message: 'That card cannot pay with Floating Memory.', rule: RULES.floatingMemory };
  }
  if (kind === 'reserve' && !reserveChoices(s, who, d).includes(value as CardId)) {
    return { message: 'Reserve costs are paid with other cards from your hand.', rule: RULES.costsAndMemory };
  }
  return null;
}

/** Pay the costs and put the activation on the stack, all at once. */
function commitDraft(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  const s = ctx.s;
  const p = player(s, who);
  const def = draftDef(s, d);
  if (d.source.kind === 'card' && d.source.via === 'activate') {
    useNextCostChanges(s, who, def); // effects/cost-changes.ts
    useNextActivationPromises(s, who, def); // effects/next-activation.ts
    bindEnterCounters(s, who, d.source.card, def); // effects/enter-counters.ts
    bindEnterStates(s, who, d.source.card, def); // effects/enter-states.ts
  }
  // Reserved cards go face down into memory and stay there even if the card never resolves.
  for (const c of d.reserve) {
    takeFrom(p, 'hand', c);
    addTo(p, 'memory', c);
  }
  for (const id of d.reserveObjects ?? []) mutObj(s, id).rested = true;
  reservablesRested(ctx, who, d, def.slug); // effects/reservable-payment.ts
  // Kindle: each fire card banished from the graveyard paid 1 of the reserve cost.
  for (const c of d.kindle ?? []) {
    if (p.graveyard.includes(c)) banishingFromGraveyard(ctx, c); // effects/graveyard-banish-watch.ts
    takeFrom(p, 'graveyard', c);
    putCard(ctx, c, 'banishment');
  }
  // Brew: the ingredients are sacrificed instead of paying the reserve cost.
  for (const id of d.ingredients ?? []) if (s.objects[id]) removeObject(ctx, id, 'graveyard', 'sacrificed');
  // Prepare: the preparation counters come off the champion.
  const prepareN = d.prepared ? prepareCost(s, who, def) : null;
  if (prepareN !== null) {
    const champ = mutObj(s, championOf(s, who)!.id);
    champ.counters.preparation = (champ.counters.preparation ?? 0) - prepareN;
  }
  // Floating Memory is paid first; the rest of a memory cost banishes cards from memory at random.
  const paying = draftDef(s, d);
  const paidFirst = memoryPaidSoFar(s, who, d, paying); // before the substitutes leave the field
  for (const c of d.floating) {
    if (payWithSubstitute(ctx, who, c, paying)) continue; // effects/memory-substitutes.ts
    if (p.graveyard.includes(c)) banishingFromGraveyard(ctx, c); // effects/graveyard-banish-watch.ts
    takeFrom(p, 'graveyard', c);
    putCard(ctx, c, 'banishment');
  }
  let fromMemory = 0;
  for (let i = 0; i < d.memoryNeeded - paidFirst; i++) {
    const c = takeAt(p, 'memory', nextInt(s.rng, p.memory.length));
    if (c !== undefined) { putCard(ctx, c, 'banishment'); fromMemory++; }
  }
  memoryCardsBanished(ctx, who, who, fromMemory); // effects/own-zone-events.ts
  const base = { id: newId(s, 's'), controller: who, targets: d.targets, x: d.x ?? 0, timestamp: nextTimestamp(s) };
  let item: StackItem;
  if (d.source.kind === 'card' && d.source.via === 'bestow') {
    item = bestowalItem(ctx, who, d.source.card, base, d.reserve.length + (d.reserveObjects?.length ?? 0));
  } else if (d.source.kind === 'card') {
    const card = d.source.card;
    const from = d.source.via === 'materialize' && d.zone === 'banishment' ? 'banishment' : d.source.via === 'materialize' || d.zone === 'materialDeck' ? 'materialDeck' : d.zone === 'banishment' ? playableZone(s, card) : d.zone === 'memory' ? 'memory' : d.zone === 'graveyard' ? 'graveyard' : d.alt === 'ephemerate' ? 'graveyard' : d.alt === 'starcalling' ? 'mainDeck' : 'hand';
    const fromMaterialDeck = d.zone === 'materialDeck' ? payMaterialDeckCosts(ctx, who, d, def) : {};
    if (d.zone === 'memory') payMemoryWayCosts(ctx, who, def); // play/memory-activation.ts
    if (d.source.via === 'materialize') payChoiceCosts(ctx, who, d); // effects/choice-costs.ts
    const lifeSacrificed = d.zone !== 'materialDeck' && d.source.via === 'activate' && def.sacrificeAsCost ? sacrificedLife(s, d) : null; // effects/repeated-gather.ts
    if (d.zone !== 'materialDeck' && d.source.via === 'activate') { paySacrificeCost(ctx, d); payBanishCost(ctx, who, d); payDiscardCost(ctx, who, d); payAlternativeCost(ctx, who, d); } // effects/sacrifice-cost.ts, banish-cost.ts, discard-cost.ts
    if (d.zone !== 'materialDeck' && d.source.via === 'activate') payChampionCosts(ctx, who, def); // effects/champion-costs.ts
    takeFrom(p, from, card);
    if (d.freeStarcall) useFreeStarcall(ctx, who, card, d.freeStarcall); // effects/free-starcalling.ts
    if (d.commandAlly) mutObj(s, d.commandAlly).rested = true; // Command: the ally is rested instead of the champion
    else if (def.types.includes('ATTACK')) mutObj(s, championOf(s, who)!.id).rested = true; // resting the champion is an additional cost
    // Activation properties: the next Spell uses up its player's Empower; Imbue reads the reserved (revealed) cards.
    const empowered = d.source.via === 'activate' && isSpell(def) ? pendingEmpower(s, who) : 0;
    if (empowered > 0) s.empower = (s.empower ?? []).filter((e) => e.player !== who);
    const imbued = d.source.via === 'activate' && !!def.imbue && imbueMet(s, def, d.reserve) && !imbueBanned(s, def); // effects/imbue-bans.ts
    if (def.imbue && d.reserve.length > 0) logLine(ctx, `${p.name} reveals ${d.reserve.map((c) => cardDef(s, c).name).join(', ')} for Imbue${imbued ? ': imbued' : ''}.`, who);
    item = {
      ...base, kind: d.source.via === 'materialize' ? 'materialization' : 'activation', card, def: s.cards[card]!.def, from, ...(d.mode !== null ? { mode: d.mode } : {}),
      ...(prepareN !== null ? { prepared: true } : {}), ...(imbued ? { imbued: true } : {}), ...(d.brewing ? { brewed: true } : {}),
      ...(empowered > 0 ? { empowered } : {}), ...(d.alt === 'ephemerate' ? { ephemeral: true } : {}),
      ...(d.commandAlly ? { commandAlly: d.commandAlly } : {}), ...fromMaterialDeck,
      ...(d.zone === 'graveyard' && graveyardWay(s, who, def)?.banishAsItResolves ? { banishAsItResolves: true } : {}), ...(lifeSacrificed !== null ? { sacrificedLife: lifeSacrificed } : {}),
    };
    if (d.source.via === 'materialize') {
      p.materializedThisPhase = true;
      if (!s.materializedThisTurn?.includes(who)) s.materializedThisTurn = [...(s.materializedThisTurn ?? []), who];
    }
    const via = d.source.via === 'materialize' ? 'materialize' : 'activate';
    ctx.events.push({ type: 'played', player: who, card, def: item.def, via });
    if (d.source.via === 'activate') s.activationsThisTurn = [...(s.activationsThisTurn ?? []), { player: who, def: item.def, ...(d.brewing ? { brewed: true as const } : {}) }];
    if (d.source.via === 'activate' && s.unnegatableNext?.length && takeUnnegatable(s, who)) item = { ...item, unnegatable: true };
    watch(ctx, { event: d.source.via === 'materialize' ? 'materializes' : 'activates', player: who, card: s.defs[item.def]!, ...(prepareN !== null ? { prepared: true } : {}), ...(from === 'memory' ? { fromMemory: true } : {}) });
    if (d.source.via === 'activate' && d.brewing) watch(ctx, { event: 'brews', player: who, card: s.defs[item.def]! }); // effects/brews.ts
    const paid = d.reserve.length ? ` reserving ${d.reserve.length}` : d.memoryNeeded ? ` banishing ${d.memoryNeeded} from memory` : '';
    logLine(ctx, `${p.name} ${d.source.via === 'materialize' ? 'materializes' : 'activates'} ${def.name}${d.x ? ` (X=${d.x})` : ''}${paid}.`, who);
  } else if (d.source.kind === 'boon') {
    item = d.source.graveyard ? graveyardAbilityItem(ctx, who, d.source.card, d.source.index, base) : boonAbilityItem(ctx, who, d.source.card, d.source.index, base);
  } else {
    const o = mutObj(s, d.source.object);
    const ref = abilitySources(s, o)[d.source.index]!;
    const ab = ref.ability;
    item = {
      ...base, kind: 'ability', def: ref.def, source: o.id, abilityIndex: ref.index,
      ...(ref.builtin ? { builtin: ref.builtin } : {}), ...gainedInline(ref), lki: { power: 0, controller: o.controller, ...(Object.keys(o.counters).length ? { counters: { ...o.counters } } : {}) },
      ...(d.mode !== null ? { mode: d.mode } : {}),
    };
    if (ab.kind === 'activated' && ab.cascade) advanceCascade(s, o.id, ref.def, ref.index);
    noteAbilityUse(s, o.id, ref); // ability tracking: "only once" limits
    if (d.mode !== null) noteModeChosen(s, o.id, ref, d.mode); // "choose one that hasn't been chosen"
    if (ab.kind === 'activated') {
      for (const c of ab.costs) {
        if (c.kind === 'rest') o.rested = true;
        if (c.kind === 'removeCounters') {
          o.counters[c.counter] = (o.counters[c.counter] ?? 0) - c.count;
          countersRemoved(ctx, o, c.counter, c.count); // effects/counter-removal.ts
        }
        if (c.kind === 'removeChampionCounters') {
          const champ = mutObj(s, championOf(s, who)!.id);
          champ.counters[c.counter] = (champ.counters[c.counter] ?? 0) - c.count;
        }
        if (c.kind === 'removeChampionCountersX' && (d.x ?? 0) > 0) {
          const champ = mutObj(s, championOf(s, who)!.id);
          champ.counters[c.counter] = Math.max(0, (champ.counters[c.counter] ?? 0) - (d.x ?? 0));
        }
      }
      // Counters as the object was last on the field, for an effect that counts them once a cost removed it.
      if (ab.costs.some((c) => c.kind === 'banishSelf' || c.kind === 'sacrificeSelf') && Object.values(o.counters).some((n) => (n ?? 0) > 0)) {
        item = { ...item, lki: { power: 0, controller: o.controller, counters: { ...o.counters } } };
      }
      payChoiceCosts(ctx, who, d); // effects/choice-costs.ts
      payAbilityCostParts(ctx, who, d); // cards picked for its costs (effects/ability-choice-costs.ts)
      // Whether it was ephemeral, for "if it was (not) ephemeral" once a cost removed it (effects/sacrifice-objects.ts).
      if (o.ephemeral && ab.costs.some((c) => c.kind === 'banishSelf' || c.kind === 'sacrificeSelf')) item = { ...item, lki: { ...item.lki!, ephemeral: true } };
      // Whether it was brewed, for "if this was brewed" once a cost removed it (effects/left-source-conditions.ts).
      if (o.brewed && ab.costs.some((c) => c.kind === 'banishSelf' || c.kind === 'sacrificeSelf')) item = { ...item, lki: { power: 0, controller: o.controller, ...item.lki, brewed: true } };
      for (const c of ab.costs) {
        if (c.kind === 'banishSelf') removeObject(ctx, o.id, 'banishment', 'banished');
        if (c.kind === 'banishFromLineage') banishFromLineage(ctx, o.id, ref.def);
        if (c.kind === 'banishLineageCards') banishLineageCards(ctx, o.id, c.filter); // effects/lineage-cards.ts
        if (c.kind === 'sacrificeSelf') removeObject(ctx, o.id, 'graveyard', 'sacrificed');
        if (c.kind === 'returnSelfToMaterialDeck') removeObject(ctx, o.id, 'materialDeck', 'returned');
      }
    }
    logLine(ctx, `${p.name} activates an ability of ${def.name}.`, who);
  }
  s.stack = [...s.stack, item];
  // The player who activated keeps Opportunity.
  s.opportunity = { player: playerIndex(s, who), passes: 0 };
  // Starcalling: the glimpsing resolution goes on; the new activation waits on the stack.
  if (d.resume) resumeResolution(ctx, d.resumeDone ?? d.resume);
}

// ---------- Answers for the activation keywords' stages ----------

/** Could the card's reserve cost itself be paid (the other cards in hand, Reservables, Kindle, or Brew)? */
function reservePayableFromHand(s: GameState, who: PlayerId, d: ActivationDraft): boolean {
  if (d.source.kind !== 'card') return true;
  const def = draftDef(s, d);
  if (def.cost.kind !== 'reserve') return true;
  const available = player(s, who).hand.length - (player(s, who).hand.includes(d.source.card) ? 1 : 0) + awakeReservables(s, who) + kindleCapacity(s, who, def, d.source.card);
  return maxX(s, who, def, 'activate', available) >= 0 || brewPossible(s, who, def);
}

/** The legal answers at the Prepare, Brew and Kindle stages of a draft (without cancel). */
export function activationKeywordAnswers(s: GameState, who: PlayerId, d: ActivationDraft): Action[] {
  const def = draftDef(s, d);
  switch (d.stage) {
    case 'prepare':
      return [{ type: 'declarePrepare', prepare: true }, { type: 'declarePrepare', prepare: false }];
    case 'altCost':
      return [{ type: 'declareAltCost', use: true }, ...(reservePayableFromHand(s, who, d) ? [{ type: 'declareAltCost' as const, use: false }] : [])];
    case 'brew':
      return d.brewing === undefined
        ? [{ type: 'declareBrew', brew: true }, { type: 'declareBrew', brew: false }]
        : ingredientChoices(s, who, def, d.ingredients ?? []).map((object): Action => ({ type: 'chooseIngredient', object }));
    case 'kindle':
      return [...kindleChoices(s, who, d, def).map((card): Action => ({ type: 'chooseKindle', card })), { type: 'chooseKindle', card: null }];
    default:
      return [];
  }
}

/** Record a Prepare, Brew or Kindle answer in the draft (a fresh copy of it), or say why it is refused. */
export function answerActivationKeyword(s: GameState, who: PlayerId, d: ActivationDraft, action: Action): RuleViolation | null {
  const def = draftDef(s, d);
  switch (action.type) {
    case 'declarePrepare':
      if (d.stage !== 'prepare') return { message: 'The game is not asking about Prepare now.', rule: RULES.prepare };
      d.prepared = action.prepare;
      return null;
    case 'declareAltCost':
      if (d.stage !== 'altCost') return { message: 'The game is not asking about an alternative cost now.', rule: RULES.activation };
      if (!action.use && !reservePayableFromHand(s, who, d)) return { message: `You cannot pay the reserve cost of ${def.name}: only its alternative cost can pay for it.`, rule: RULES.cost };
      d.altCost = action.use;
      return null;
    case 'declareBrew':
      if (d.stage !== 'brew' || d.brewing !== undefined) return { message: 'The game is not asking about Brew now.', rule: RULES.brew };
      d.brewing = action.brew;
      if (action.brew) d.ingredients = [];
      return null;
    case 'chooseIngredient':
      if (d.stage !== 'brew' || !d.brewing || !ingredientChoices(s, who, def, d.ingredients ?? []).includes(action.object)) {
        return { message: 'That object is not one of the ingredients this Brew lists.', rule: RULES.brew };
      }
      d.ingredients = [...(d.ingredients ?? []), action.object];
      return null;
    case 'chooseKindle':
      if (d.stage !== 'kindle') return { message: 'The game is not asking about Kindle now.', rule: RULES.kindle };
      if (action.card === null) {
        d.kindleDone = true;
        return null;
      }
      if (!kindleChoices(s, who, d, def).includes(action.card)) {
        return { message: `Kindle ${kindleLimit(s, who, def)} banishes fire cards from your graveyard, each paying 1 of the reserve cost.`, rule: RULES.kindle };
      }
      d.kindle = [...(d.kindle ?? []), action.card];
      return null;
    default:
      return { message: 'That does not answer the decision the game is waiting for.', rule: RULES.playerActions };
  }
}

/** Cancelling a Starcalling activation: the card goes to the bottom with the others and the resolution goes on. */
export function cancelStarcalling(ctx: Ctx, who: PlayerId, d: ActivationDraft & { resume: Resolution }): void {
  const p = player(ctx.s, who);
  if (d.source.kind === 'card' && takeFrom(p, 'mainDeck', d.source.card)) addTo(p, 'mainDeck', d.source.card);
  ctx.s.pending = null;
  resumeResolution(ctx, d.resume);
}

type Glimpse = Extract<NonNullable<GameState['pending']>, { kind: 'glimpse' }>;

/** Glimpsed cards that may be activated now with their Starcalling cost. */
export function starcallOptions(s: GameState, who: PlayerId, d: Glimpse, free?: FreeStarcall): CardId[] {
  if (free && !freeStarcallOk(s, who, free)) return []; // effects/free-starcalling.ts
  return starcallChoices(s, who, d, (c) => activationProblem(s, who, c, 'mainDeck', !!free));
}

/** Starcalling a glimpsed card: every other card seen goes to the bottom, in the order the player picks. */
export function answerStarcall(ctx: Ctx, who: PlayerId, d: Glimpse, card: CardId, free?: FreeStarcall): RuleViolation | null {
  const s = ctx.s;
  if (!starcallOptions(s, who, d, free).includes(card)) {
    return { message: 'Only a glimpsed card with Starcalling that you could activate now can be starcalled.', rule: RULES.starcalling };
  }
  logLine(ctx, `${player(s, who).name} activates ${cardDef(s, card).name} with Starcalling.`, who);
  const next: Glimpse = { ...d, starcalled: card, ...(free ? { starcallFree: free } : {}), top: [], bottom: [...d.top, ...d.bottom].filter((c) => c !== card) };
  if (next.bottom.length >= d.cards.length - 1) finishStarcallGlimpse(ctx, who, next);
  else s.pending = next;
  return null;
}

/** The glimpse is over: the others are at the bottom; the starcalled card's activation begins. */
export function finishStarcallGlimpse(ctx: Ctx, who: PlayerId, d: Glimpse): void {
  const p = player(ctx.s, who);
  const card = d.starcalled!;
  const rest = p.mainDeck.filter((c) => !d.cards.includes(c));
  p.mainDeck = [card, ...rest, ...d.bottom];
  ctx.s.pending = null;
  startDraft(ctx, who, { kind: 'card', card, via: 'activate' }, { alt: 'starcalling', resume: d.resume, ...(d.starcallFree ? { freeStarcall: d.starcallFree } : {}) });
}

// ---------- "Choose one" triggered abilities ----------
//
// A modal trigger's mode is chosen as it goes on the stack and stays fixed there; with no mode that
// can be chosen it fizzles (abilities-triggered-abilities.md, "Triggers With Modes"; game-terms.md#modes).
// For "choose one that hasn't been chosen" (Tonoris, Genesis Aegis) the modes its card instance
// already chose are left out (effects/ability-tracking.ts).

type TriggerMode = Extract<Decision, { kind: 'triggerMode' }>;

/** The modes this waiting trigger may take: not used up, and with legal targets for its required ones. */
export function triggerModeOptions(s: GameState, t: PendingTrigger): number[] {
  const ab = abilityOf(s, t);
  if (!ab || ab.kind !== 'triggered' || !ab.modes) return [];
  const modes = ab.modes;
  const src = t.source ? s.objects[t.source] : undefined;
  const open = src ? modesOpen(s, src, { def: t.def, index: t.abilityIndex, ability: ab }) : modes.map((_, i) => i);
  return open.filter((i) => modeOpen(s, t.controller, modes[i]!, { ...(src ? { source: src } : {}), def: s.defs[t.def] }) && (modes[i]!.targets ?? []).every((spec) => spec.optional
    || legalTargets(s, t.controller, spec, t.source ?? undefined, { def: s.defs[t.def] }).length > 0));
}

/** A "choose one" trigger about to go on the stack: ask for its mode, or drop it when none is left. */
export function beginModalTrigger(ctx: Ctx, t: PendingTrigger): void {
  const options = triggerModeOptions(ctx.s, t);
  if (options.length === 0) {
    logLine(ctx, `${ctx.s.defs[t.def]!.name}'s ability has no mode left to choose and fizzles.`, t.controller);
    return;
  }
  ctx.s.pending = { kind: 'triggerMode', player: t.controller, trigger: t, options };
}

/** The legal answers to a triggerMode decision (hook: legal.ts decisionAnswers). */
export function triggerModeAnswers(d: TriggerMode): Action[] {
  return d.options.map((mode): Action => ({ type: 'chooseMode', mode }));
}

/** Answer a triggerMode decision (hook: apply.ts answerDecision): remember the mode, then targets and the stack. */
export function answerTriggerMode(ctx: Ctx, who: PlayerId, d: TriggerMode, action: Action): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'chooseMode' || who !== d.player) return { message: 'The game is waiting for the mode of a triggered ability.', rule: RULES.triggeredAbilities };
  if (!d.options.includes(action.mode)) {
    const ab = abilityOf(s, d.trigger);
    const usedUp = !!ab && ab.kind === 'triggered' && !!ab.modesOnce && !!ab.modes && action.mode >= 0 && action.mode < ab.modes.length;
    return usedUp
      ? { message: 'That mode was already chosen for this card: pick one not chosen before.', rule: RULES.abilityTracking }
      : { message: 'That mode cannot be chosen.', rule: RULES.modes };
  }
  s.pending = null;
  const ab = abilityOf(s, d.trigger);
  if (d.trigger.source && ab) noteModeChosen(s, d.trigger.source, { def: d.trigger.def, index: d.trigger.abilityIndex, ability: ab }, action.mode);
  beginTrigger(ctx, { ...d.trigger, mode: action.mode });
  return null;
}
