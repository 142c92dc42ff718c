import { restSource } from '../effects/rest-self.js';
import { hasAdvancedElement } from '../effects/event-filters.js';
import { scaledEffect } from '../effects/scaled-amounts.js';
import { banishRandomFromMemory, damageSource, deckCardsToGraveyard } from '../effects/own-zone-events.js';
import { banishRandomMemoryCards, returnBanishedToMemory } from '../effects/memory-banish-return.js';
import { becomeEphemeral } from '../effects/ephemeral.js';
import { returnToZone } from '../effects/return-to-zone.js';
import { holdRested } from '../effects/wake-up-held.js';
import { revealRandomFromMemory } from '../effects/random-memory-reveal.js';
import { startSplitDamage } from '../effects/split-damage.js';
import { addUnpreventableFrom } from '../effects/unpreventable-sources.js';
import { startHandToField } from '../effects/hand-to-field.js';
import { startChooseObjects } from '../effects/choose-objects.js';
import { beginAssisted } from './assisted.js';
import type { CardDef, CardFilter, CounterKind, Effect, Subject } from '../../cards/vocabulary.js';
import { startOmenChoice } from '../effects/omen-choice.js';
import { promiseAttackBonus } from '../effects/attack-bonuses.js';
import type { ObjectState, Resolution, StackItem } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { revealZones } from '../effects/reveal-zones.js';
import { cardDef, championOf, conditionMet, objDef, opponents, player, playersInTurnOrder } from '../state/query.js';
import { addTo, drawCards, putCard, removeObject, shuffleDeck, takeAt, takeFrom, takeTop } from '../state/zones.js';
import { matchingObjects } from '../effects/matching-objects.js';
import { resolutionCondition } from '../effects/resolution-conditions.js';
import { enterSimultaneously } from '../effects/timestamps.js';
import { nextInt } from '../state/rng.js';
import { isLegalTarget } from './targets.js';
import { mutObj } from '../state/clone.js';
import { attackTargets } from '../flow/combat.js';
import { targetSpecsOf } from './sources.js';
import { createDelayedTrigger, nextEventBatch, queueChargeTriggers, queueReflexiveTrigger, sourcePower, watch } from '../flow/triggers.js';
import { grantEmpower } from './activation-keywords.js';
import { damageSiegeable } from '../effects/siege.js';
import { runLoad } from '../effects/loading.js';
import { characteristicsEffect } from '../effects/continuous.js';
import { playersOf as players, runKeywordEffect } from '../effects/object-keywords.js';
import { runCopyTokenOp } from '../effects/copy-token-ops.js';
import { runMasteryAbilityOp } from '../effects/mastery-abilities.js';
import { addPrevention, dealDamageBatch, dealDamageNow } from '../effects/prevention.js';
import { addLeavingReplacement, askLeavingChoice } from '../effects/replacement.js';
import type { DamageEvent } from '../types.js';
import { objectCant, permissionEffect, playerCant } from '../effects/permissions.js';
import { runRevealOp } from '../effects/reveal.js';
import { glimpseBonus, recoverOn, runClericOp } from '../effects/cleric-ops.js';
import { runHandAndDeckOp } from '../effects/hand-and-deck-ops.js';
import { startCardPick } from '../effects/card-picks.js';
import { promiseNextActivation } from '../effects/next-activation.js';
import { eventCardToMemory } from '../effects/event-card.js';
import { recordNegation } from '../effects/negations.js';
import { eventCardTo } from '../effects/dead-card-moves.js';
import { endCombatPhase } from '../effects/end-combat.js';
import { startEachSacrifices } from '../effects/each-player-sacrifice.js';
import { destroyOrElse, destroyThenRecoverLife } from '../effects/killed-life.js';
import { banishEachDraws } from '../effects/banish-and-draw.js';
import { activationController } from '../effects/activation-controller.js';
import { negateAll } from '../effects/negate-all.js';
import { banishmentToGraveyard } from '../effects/banishment-to-graveyard.js';
import { banishDestroyedCard } from '../effects/destroyed-card-banish.js';
import { redirectAttackFromSelf } from '../effects/redirect-from-self.js';
import { startChosenPlayerControl } from '../effects/chosen-player-control.js';
import { banishingFromGraveyard } from '../effects/graveyard-banish-watch.js';
import { addTurnWatcher } from '../effects/turn-watchers.js';
import { addTimedWatcher } from '../effects/timed-watchers.js';
import { countersRemoved } from '../effects/counter-removal.js';
import { runBoonOp } from '../effects/boon-ops.js';
import { banishedCardToMaterialDeck } from '../effects/banishment-targets.js';
import { startPayToDo, startUnlessPays } from '../effects/pay-to-do.js';
import { startEachGraveyardBanish } from '../effects/each-graveyard-banish.js';
import { countedEffect } from '../effects/counting.js';
import { startMaterializeByEffect } from '../effects/materialize-by-effect.js';
import { addCostChange } from '../effects/cost-changes.js';
import { winGame } from '../effects/win-game.js';
import { sacrificeObjects } from '../effects/sacrifice-objects.js';
import { becomeDistant } from '../effects/distance.js';
import { addAttackTax } from '../effects/attack-tax.js';
import { noteChampionDamage } from '../effects/champion-damage.js';
import { startGraveyardBanish } from '../effects/graveyard-banish.js';
import { startRevealCards } from '../effects/reveal-cards.js';
import { banishThisCard, resolvingCardToMemory } from '../effects/resolving-card-zone.js';
import { attackCardTo } from '../effects/attack-card-zone.js';
import { startRemoveUpTo } from '../effects/remove-up-to.js';
import { startLevelUp } from '../effects/level-up.js';
import { discardRandomFromMemory } from '../effects/memory-discard.js';
import { leftSourceCondition } from '../effects/left-source-conditions.js';
import { startSacrificeAnother } from '../effects/sacrifice-another.js';
import { startDiscardToDo } from '../effects/discard-to-do.js';
import { runGatherTimes } from '../effects/repeated-gather.js';
import { startLineageCardBanish } from '../effects/lineage-card-banish.js';
import { startLineageDiscard } from '../effects/lineage-discard.js';
import { startCardsIntoLineage } from '../effects/lineage-from-zones.js';
import { banishAllLineageCards } from '../effects/lineage-cards.js';
import { grantLineageCards } from '../effects/lineage-grants.js';
import { startLookAndTake } from '../effects/look-and-take.js';
import { startBanishmentReturn, startPreservedBanish } from '../effects/material-deck-returns.js';
import { startLookAndDiscard } from '../effects/hidden-zone-discard.js';
import { startLookAtTop } from '../effects/look-at-top.js';
import { startSortTopCards } from '../effects/deck-top-sort.js';
import { skipNextWakeUp } from '../effects/skip-wake-up.js';
import { flicker } from '../effects/flicker.js';
import { graveyardToField } from '../effects/graveyard-to-field.js';
import { banishSourceCard } from '../effects/graveyard-triggers.js';
import { memoryCardToField, revealedFromMemory } from '../effects/memory-reveals.js';
import { repeatEffects } from '../effects/repeat.js';
import { removeMasteryCounters } from '../effects/mastery-counter-removal.js';
import { afterSummon } from '../effects/summoned-tokens.js';
import { startMaterialCardsBanish } from '../effects/material-deck-choice.js';
import { influenceOf, withInfluenceAtMost } from '../effects/influence.js';
import { startOmenReturn } from '../effects/omen-return.js';
import { startBanishmentToField } from '../effects/banishment-to-field.js';
import { startPickCard } from '../effects/champion-picks.js';
import { sacrificeSource } from '../effects/sacrifice-self.js';
import { addMaterializeSurcharge } from '../effects/materialize-surcharge.js';
import { addElementIgnore } from '../effects/element-ignores.js';
import { addEnterCounters } from '../effects/enter-counters.js';
import { addEnterState } from '../effects/enter-states.js';
import { returnTargetedCard, startGraveyardReturn } from '../effects/graveyard-return.js';
import { startChosenCounters } from '../effects/chosen-counters.js';
import { promiseUnnegatable } from '../effects/unnegatable.js';
import { banishFromMaterialDeck } from '../effects/material-deck-banish.js';
import { lineageCardOf, putCardIntoLineage } from '../effects/lineage-bottom.js';
import { putIntoLineage } from '../effects/lineage-insertion.js';
import { runGainControl } from '../effects/control-change.js';
import { boundToSource, endControlBoundEffects } from '../effects/while-controlled.js';
import { leftImbuedSource } from '../effects/imbued-lki.js';
import { runNext } from './run-next.js';
import { banishTopMayPlay, mayActivateTargetCard } from '../effects/banished-playable.js';
import { preserveThisCard } from '../effects/resolving-card-preserve.js';
import { preservedToMemory } from '../effects/preserve.js';
import { startLookTopBanish } from '../effects/look-top-banish.js';
import { startBanishFromTargetMemory, startMayBanishFromMaterialDeck } from '../effects/hidden-pick-banish.js';
import { startChooseElements } from '../effects/chosen-elements.js';
import { startChooseClass } from '../effects/chosen-class.js';
import { permitFreeStarcalls } from '../effects/free-starcalling.js';
import { banishRemembered, returnRemembered } from '../effects/banished-by-source.js';
import { negateEnterTriggersOf, startNegateEnterTriggers } from '../effects/enter-trigger-negation.js';

function targetObject(ctx: Ctx, item: StackItem, index: number): ObjectState | undefined {
  const t = item.targets[index];
  if (!t || t.kind !== 'object') return undefined;
  // Legality was checked as resolution began (resolveTop); here the object only has to still be there.
  return ctx.s.objects[t.id];
}

export function subjects(ctx: Ctx, item: StackItem, subj: Subject): ObjectState[] {
  const s = ctx.s;
  const units = () => s.field.map((id) => s.objects[id]!).filter((o) => {
    const d = objDef(s, o);
    return d.types.includes('CHAMPION') || d.types.includes('ALLY');
  });
  switch (subj.ref) {
    case 'self': {
      const o = item.source ? s.objects[item.source] : undefined;
      return o ? [o] : [];
    }
    case 'target': {
      const o = targetObject(ctx, item, subj.index);
      return o ? [o] : [];
    }
    case 'yourChampion': {
      const c = championOf(s, item.controller);
      return c ? [c] : [];
    }
    case 'eventObject': {
      const o = item.eventObject ? s.objects[item.eventObject] : undefined;
      return o ? [o] : [];
    }
    case 'eachChampion':
      return playersInTurnOrder(s).flatMap((p) => (p.champion ? [s.objects[p.champion]!] : []));
    case 'eachOpponentChampion':
      return opponents(s, item.controller).flatMap((p) => (p.champion ? [s.objects[p.champion]!] : []));
    case 'championsOfInfluenceAbove':
      return playersInTurnOrder(s).flatMap((p) => (p.champion && influenceOf(s, p.id) > subj.amount ? [s.objects[p.champion]!] : []));
    case 'championsOfMemoryAtLeast':
      return playersInTurnOrder(s).flatMap((p) => (p.champion && p.memory.length >= subj.min ? [s.objects[p.champion]!] : []));
    case 'allUnits':
      return units();
    case 'allAllies':
      return units().filter((o) => objDef(s, o).types.includes('ALLY'));
    case 'unitsWithCounter': // "each unit with a sheen counter on it"
      return (subj.objects ? s.field.map((id) => s.objects[id]!) : units()).filter((o) => (o.counters[subj.counter] ?? 0) > 0 && (!subj.yours || o.controller === item.controller));
    case 'alliesYouControl':
      return units().filter((o) => o.controller === item.controller && objDef(s, o).types.includes('ALLY') && (!subj.subtype || objDef(s, o).subtypes.includes(subj.subtype))
        && (!subj.anySubtype || subj.anySubtype.some((k) => objDef(s, o).subtypes.includes(k))) && (!subj.awake || !o.rested));
    case 'turnPlayerChampion': {
      const c = s.players[s.turnPlayer]?.champion;
      return c && s.objects[c] ? [s.objects[c]!] : [];
    }
    case 'linked': {
      const linked = item.source ? s.objects[s.objects[item.source]?.linkedTo ?? ''] : undefined;
      return linked ? [linked] : [];
    }
    case 'attacker': {
      const a = s.combat?.attacker ? s.objects[s.combat.attacker] : undefined;
      return a ? [a] : [];
    }
    case 'chosen': {
      const ids = subj.index === undefined ? item.chosen ?? [] : [item.chosen?.[subj.index]];
      return ids.flatMap((id) => (id && s.objects[id] ? [s.objects[id]!] : []));
    }
    case 'allUnitsButYourChampion': {
      const mine = championOf(s, item.controller)?.id;
      return units().filter((o) => o.id !== mine);
    }
    case 'targetPlayerUnits': { // each unit the targeted player controls
      const t = item.targets[subj.index];
      return t?.kind === 'player' ? units().filter((o) => o.controller === t.id && (!subj.allies || objDef(s, o).types.includes('ALLY'))) : [];
    }
    case 'activationControllerChampion': { // effects/activation-controller.ts
      const who = activationController(s, item, subj.index);
      return who === undefined ? [] : units().filter((o) => o.controller === who && objDef(s, o).types.includes('CHAMPION'));
    }
    case 'eventPlayerChampions': // a summoning watcher's player (flow/triggers.ts)
      return item.eventPlayer ? units().filter((o) => o.controller === item.eventPlayer && objDef(s, o).types.includes('CHAMPION')) : [];
    case 'targetControllerChampions': {
      const t = targetObject(ctx, item, subj.index);
      return t ? units().filter((o) => o.controller === t.controller && objDef(s, o).types.includes('CHAMPION')) : [];
    }
    case 'defendingPlayerUnits': {
      const defending = s.combat?.defendingPlayer;
      return defending ? units().filter((o) => o.controller === defending) : [];
    }
    case 'objectsMatching':
      return matchingObjects(s, item, subj);
    case 'yourEphemeralObjects': // effects/ephemeral.ts
      return s.field.map((id) => s.objects[id]!).filter((o) => o.controller === item.controller && !!o.ephemeral);
  }
}

/**
 * Delevel: the top card of the champion's lineage returns to the material deck and the card
 * beneath becomes the champion. A champion with no inner lineage cannot delevel.
 */
export function delevel(ctx: Ctx, who: string): boolean {
  const s = ctx.s;
  const current = championOf(s, who);
  if (!current || current.lineage.length === 0 || !current.card) return false;
  const champ = mutObj(s, current.id);
  const top = champ.card!;
  const below = champ.lineage.pop()!;
  champ.card = below;
  champ.def = s.cards[below]!.def;
  addTo(player(s, who), 'materialDeck', top);
  logLine(ctx, `${player(s, who).name}'s champion delevels to ${s.defs[champ.def]!.name}.`, who);
  return true;
}

/** Put counters on an object. Buff and debuff counters annihilate one for one. */
export function addCounters(ctx: Ctx, id: string, counter: CounterKind, count: number): void {
  if (count <= 0) return;
  const o = mutObj(ctx.s, id);
  const opposite = counter === 'buff' ? 'debuff' : counter === 'debuff' ? 'buff' : null;
  let n = count;
  if (opposite) {
    const cancel = Math.min(n, o.counters[opposite] ?? 0);
    if (cancel > 0) o.counters[opposite] = (o.counters[opposite] ?? 0) - cancel;
    n -= cancel;
  }
  if (n > 0) o.counters[counter] = (o.counters[counter] ?? 0) + n;
  if (n > 0 && counter === 'charge') queueChargeTriggers(ctx, id); // On Charge N (flow/triggers.ts)
}

export function cardMatches(def: CardDef, f: CardFilter): boolean {
  if (f.type && !def.types.includes(f.type)) return false;
  if (f.subtype && !def.subtypes.includes(f.subtype)) return false;
  if (f.element && !def.elements.includes(f.element)) return false;
  if (f.name && def.name !== f.name) return false;
  if (f.maxReserveCost !== undefined && !(def.cost.kind === 'reserve' && def.cost.value !== 'X' && def.cost.value <= f.maxReserveCost)) return false;
  if (f.anySubtype && !f.anySubtype.some((st) => def.subtypes.includes(st))) return false;
  if (f.notSubtype && def.subtypes.includes(f.notSubtype)) return false;
  if (f.anyType && !f.anyType.some((t) => def.types.includes(t))) return false;
  if (f.notType && def.types.includes(f.notType)) return false;
  if (f.supertype && !def.supertypes.includes(f.supertype)) return false;
  if (f.keyword && !def.keywords.includes(f.keyword)) return false;
  if (f.allSubtypes && !f.allSubtypes.every((st) => def.subtypes.includes(st))) return false;
  if (f.allTypes && !f.allTypes.every((t) => def.types.includes(t))) return false;
  if (f.advancedElement && !hasAdvancedElement(def)) return false;
  if (f.notElement && def.elements.includes(f.notElement)) return false;
  if (f.anyElement && !f.anyElement.some((el) => def.elements.includes(el))) return false;
  if (f.reserveCostEven !== undefined && !(def.cost.kind === 'reserve' && typeof def.cost.value === 'number' && (def.cost.value % 2 === 0) === f.reserveCostEven)) return false; // zero is even
  return true;
}

/** Deal damage to a unit: damage counters on champions, temporary damage on allies. */
// Prevention and other replacement effects (bulwark counters among them) apply first, in
// src/engine/effects/prevention.ts; where the game cannot stop for a choice of their order here,
// they apply oldest first. Returns the damage dealt.
export function dealDamage(ctx: Ctx, o: ObjectState, amount: number, combat: boolean, opts: { unpreventable?: boolean } = {}): number {
  return dealDamageNow(ctx, { object: o.id, amount, combat, ...(opts.unpreventable ? { unpreventable: true } : {}) });
}

/** Mark damage that is dealt (what is left after prevention, more than 0) on a unit. */
export function markDamage(ctx: Ctx, o: ObjectState, amount: number, combat: boolean, ev?: DamageEvent): void {
  // A Siegeable domain loses that many durability counters instead (card-types-functional-subtypes.md#functional-domains).
  if (!damageSiegeable(ctx.s, o, amount)) mutObj(ctx.s, o.id).damage = o.damage + amount;
  if (objDef(ctx.s, o).types.includes('CHAMPION')) noteChampionDamage(ctx.s, o, amount, combat); // effects/champion-damage.ts
  mutObj(ctx.s, o.id).damagedSinceLastTurn = true; // what Foster looks at (src/engine/effects/foster.ts)
  ctx.events.push({ type: 'damage', object: o.id, amount, combat });
  const source = ev ? damageSource(ctx.s, ev) : undefined; // effects/own-zone-events.ts
  watch(ctx, { event: 'dealtDamage', player: o.controller, object: o, amount, combat, ...(source ? { source } : {}) });
}

function targetObjectsForCondition(ctx: Ctx, item: StackItem): (ObjectState | undefined)[] {
  return item.targets.map((_, i) => targetObject(ctx, item, i));
}

export type RunResult = 'done' | 'paused';

/**
 * Carry out effects top to bottom. A choice in the middle ("may", "discard a card") pauses the
 * resolution with a pending decision; answering it resumes from the same place.
 */
export function runEffects(ctx: Ctx, from: Resolution): RunResult {
  const r: Resolution = { ...from }; // the resolution may belong to the input state: never write to it
  const s = ctx.s;
  const item = r.item;
  const sourceObj = item.source ? s.objects[item.source] : undefined;
  while (r.index < r.effects.length) {
    const e: Effect = r.effects[r.index]!;
    r.index++;
    nextEventBatch(ctx); // each effect is its own game event for "whenever one or more"
    switch (e.op) {
      case 'draw': {
        const counters = sourceObj?.counters ?? item.lki?.counters ?? {};
        const count = e.perSourceCounters ? e.count * Math.floor((counters[e.perSourceCounters.counter] ?? 0) / e.perSourceCounters.every) : e.count;
        for (const p of withInfluenceAtMost(s, players(ctx, item, e.who), e.influenceAtMost)) drawCards(ctx, p, count, e.intoMemory);
        break;
      }
      case 'dealDamage': {
        const events: DamageEvent[] = [];
        for (const o of subjects(ctx, item, e.to)) {
          let amount = e.amountIf && conditionMet(s, item.controller, e.amountIf.condition, sourceObj, targetObjectsForCondition(ctx, item), undefined, s.defs[item.def]) ? e.amountIf.amount : e.amount;
          if (e.amountFrom === 'sourcePower') amount = sourcePower(s, item);
          events.push({ object: o.id, amount, combat: false, source: s.defs[item.def]!.name, sourceController: item.controller, sourceDef: item.def, ...(item.source ? { sourceObject: item.source } : {}), ...(e.unpreventable ? { unpreventable: true } : {}), ...(item.kind === 'activation' && item.card && !item.copy ? { sourceCard: item.card } : {}) });
        }
        // Prevention and replacement effects may ask for an order: the resolution then resumes after this effect.
        const results = dealDamageBatch(ctx, { events, choices: [], then: { kind: 'resolution', resume: { ...r } } });
        if (results === 'paused') return 'paused';
        break;
      }
      case 'preventDamage':
        addPrevention(ctx, subjects(ctx, item, e.subject).map((o) => o.id), e.prevention, item.controller, item.def,
          e.prevention.from?.kind === 'object' ? (subjects(ctx, item, e.prevention.from.subject)[0]?.id ?? null) : undefined);
        break;
      case 'replaceLeaving':
        addLeavingReplacement(ctx, subjects(ctx, item, e.subject).map((o) => o.id), e.event, e.duration, item.controller, item.def);
        break;
      case 'recover':
        for (const p of players(ctx, item, e.who)) {
          const c = p.champion ? s.objects[p.champion] : undefined;
          if (c) recoverOn(ctx, p.id, c.id, e.amount);
        }
        break;
      case 'modifyStat':
        for (const o of subjects(ctx, item, e.subject)) {
          s.effects = [...s.effects, { id: newId(s, 'e'), object: o.id, stat: e.stat, amount: e.amount, duration: e.duration, timestamp: nextTimestamp(s), controller: item.controller }];
        }
        break;
      case 'destroy': {
        const doomed = subjects(ctx, item, e.subject);
        // Several Link Shields could take an object's place: its controller chooses (effects/replacement.ts).
        if (askLeavingChoice(ctx, r, doomed.map((o) => o.id))) return 'paused';
        for (const o of doomed) removeObject(ctx, o.id, 'graveyard', 'destroyed', r.leaving?.[o.id] ? { replacement: r.leaving[o.id] } : {});
        break;
      }
      case 'banish':
        for (const o of subjects(ctx, item, e.subject)) removeObject(ctx, o.id, 'banishment', 'banished');
        break;
      case 'returnToHand':
        for (const o of subjects(ctx, item, e.subject)) removeObject(ctx, o.id, 'hand', 'returned');
        break;
      case 'returnToMemory': // into its owner's memory (a regalia goes to the material deck: state/zones.ts)
        for (const o of subjects(ctx, item, e.subject)) removeObject(ctx, o.id, 'memory', 'returned');
        break;
      case 'delevel':
        for (const p of players(ctx, item, e.who)) delevel(ctx, p.id);
        break;
      case 'wakeUp':
        for (const o of subjects(ctx, item, e.subject)) if (!objectCant(s, o, 'wakeUp')) mutObj(s, o.id).rested = false; // effects/permissions.ts
        break;
      case 'rest':
        for (const o of subjects(ctx, item, e.subject)) mutObj(s, o.id).rested = true;
        break;
      case 'addCounters': {
        const per = e.perControlled;
        const times = per ? s.field.filter((id) => {
          const o = s.objects[id]!;
          const d = objDef(s, o);
          return o.controller === item.controller && d.types.includes(per.type) && (!per.element || d.elements.includes(per.element));
        }).length : 1;
        if (e.count * times > 0) for (const o of subjects(ctx, item, e.subject)) addCounters(ctx, o.id, e.counter, e.count * times);
        break;
      }
      case 'removeAllCounters': {
        let removed = 0;
        for (const o of subjects(ctx, item, e.subject)) {
          // Damage is the object's own record: counters on a champion, temporary damage on an ally (game-mechanics/game-mechanics-damage.md#general-rules).
          if (e.counter === 'damage') { removed += o.damage; if (o.damage > 0) mutObj(s, o.id).damage = 0; continue; }
          removed += o.counters[e.counter] ?? 0;
          if (o.counters[e.counter]) mutObj(s, o.id).counters[e.counter] = 0;
        }
        if (e.removedAsX) r.item = { ...r.item, x: removed }; // "X is the amount of counters removed this way" (a `scaled` after it reads r.item)
        break;
      }
      case 'removeCounters':
        for (const o of subjects(ctx, item, e.subject)) {
          const removed = Math.min(e.count, o.counters[e.counter] ?? 0);
          mutObj(s, o.id).counters[e.counter] = Math.max(0, (o.counters[e.counter] ?? 0) - e.count);
          countersRemoved(ctx, s.objects[o.id]!, e.counter, removed); // effects/counter-removal.ts
        }
        break;
      case 'mill':
        for (const p of players(ctx, item, e.who)) {
          let milled = 0;
          for (let i = 0; i < e.count; i++) {
            const c = takeTop(p);
            if (c === undefined) break;
            if (putCard(ctx, c, e.banish ? 'banishment' : 'graveyard') === 'graveyard') milled++;
          }
          deckCardsToGraveyard(ctx, p.id, milled); // effects/own-zone-events.ts
        }
        break;
      case 'discard': {
        const who = players(ctx, item, e.who);
        // Several players each choose their own discards, in turn order: split the effect per player.
        if (!e.random && who.length > 1) {
          const each: Effect[] = who.map((p) => ({ ...e, who: { player: p.id } }));
          r.effects = [...r.effects.slice(0, r.index - 1), ...each, ...r.effects.slice(r.index)];
          r.index--;
          break;
        }
        for (const p of who) {
          if (e.random) {
            for (let i = 0; i < e.count && p.hand.length > 0; i++) {
              const c = takeAt(p, 'hand', nextInt(s.rng, p.hand.length));
              putCard(ctx, c!, 'graveyard');
            }
          } else if (p.hand.length > 0) {
            s.pending = { kind: 'chooseCard', player: p.id, from: 'hand', purpose: 'discard', count: Math.min(e.count, p.hand.length), resume: { ...r } };
            return 'paused';
          }
        }
        break;
      }
      case 'revealMemoryForDamage': case 'ifTopCard': // effects/reveal.ts
        runRevealOp(ctx, r, e);
        break;
      case 'attackUnpreventable':
        if (s.combat) {
          s.combat = { ...s.combat, unpreventable: true };
          logLine(ctx, 'The combat damage of this attack can\'t be prevented.', item.controller);
        }
        break;
      case 'loseGame': {
        const p = player(s, item.controller);
        if (!p.lost) {
          p.lost = true;
          p.lossReason = `${s.defs[item.def]?.name ?? 'an effect'} made them lose`;
          logLine(ctx, `${p.name} loses the game (${s.defs[item.def]?.name ?? 'an effect'}).`, p.id);
        }
        break;
      }
      case 'winGame': // src/engine/effects/win-game.ts
        winGame(ctx, item.controller, s.defs[item.def]?.name ?? 'an effect');
        break;
      case 'revealZones': // src/engine/effects/reveal-zones.ts
        revealZones(ctx, players(ctx, item, e.who), e.zones);
        break;
      case 'revealMemory': {
        for (const p of e.each ? playersInTurnOrder(s) : [player(s, item.controller)]) {
          logLine(ctx, `${p.name} reveals their memory: ${p.memory.map((c) => cardDef(s, c).name).join(', ') || 'nothing'}.`, p.id);
          revealedFromMemory(ctx, p.id, p.memory); // effects/memory-reveals.ts
        }
        break;
      }
      case 'summonToken':
        // The tokens enter at the same time, timestamped in the order they are sequenced (effects/timestamps.ts).
        for (const p of e.summoner ? players(ctx, item, e.summoner) : [player(s, item.controller)]) {
          const made = enterSimultaneously(ctx, Array.from({ length: e.count }, () => ({ card: null, def: e.token, controller: p.id, owner: p.id, rested: e.rested ?? false, ...(e.counters ? { counters: e.counters } : {}) })));
          if (e.wakeIf || e.grantKeyword) afterSummon(ctx, item, e, made); // effects/summoned-tokens.ts
        }
        break;
      case 'grantKeyword':
        for (const o of subjects(ctx, item, e.subject)) s.keywordGrants = [...s.keywordGrants, { object: o.id, keyword: e.keyword, duration: e.duration, timestamp: nextTimestamp(s), controller: item.controller, ...boundToSource(item, e.duration) }];
        if (e.duration === 'whileYouControlSource') endControlBoundEffects(s); // effects/while-controlled.ts
        break;
      case 'changeCharacteristics': case 'staticCharacteristics':
        characteristicsEffect(ctx, item, e, e.op === 'changeCharacteristics' ? subjects(ctx, item, e.subject).map((o) => o.id) : undefined);
        if (e.duration === 'whileYouControlSource') endControlBoundEffects(s); // effects/while-controlled.ts
        break;
      case 'permission': // src/engine/effects/permissions.ts
        permissionEffect(ctx, item, e, e.subject ? subjects(ctx, item, e.subject).map((o) => o.id) : undefined);
        if (e.duration === 'whileYouControlSource') endControlBoundEffects(s); // effects/while-controlled.ts
        break;
      case 'discardRandomFromMemory': // src/engine/effects/memory-discard.ts
        discardRandomFromMemory(ctx, players(ctx, item, e.who));
        break;
      case 'levelUp': // src/engine/effects/level-up.ts
        if (startLevelUp(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'preservedToMemory': // src/engine/effects/preserve.ts
        preservedToMemory(ctx, item.controller);
        break;
      case 'preserveThisCard': // src/engine/effects/resolving-card-preserve.ts
        preserveThisCard(ctx, r);
        break;
      case 'resolvingCardToMemory': // src/engine/effects/resolving-card-zone.ts
        resolvingCardToMemory(ctx, r);
        break;
      case 'revealCards': // src/engine/effects/reveal-cards.ts
        if (startRevealCards(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishFromGraveyard': // src/engine/effects/graveyard-banish.ts
        if (startGraveyardBanish(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'sacrificeSelf': // src/engine/effects/sacrifice-self.ts
        sacrificeSource(ctx, r, e);
        break;
      case 'restSelfToDo': // src/engine/effects/rest-self.ts
        restSource(ctx, r, e);
        break;
      case 'materializeSurcharge': // src/engine/effects/materialize-surcharge.ts
        addMaterializeSurcharge(ctx, r, e);
        break;
      case 'banishFromAnyGraveyard': case 'lowestToField': case 'loadFromHandOrMemory': // src/engine/effects/champion-picks.ts
        if (startPickCard(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'putOntoFieldFromBanishment': // src/engine/effects/banishment-to-field.ts
        if (startBanishmentToField(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'returnOmenToHand': // src/engine/effects/omen-return.ts
        if (startOmenReturn(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'flicker': // src/engine/effects/flicker.ts
        flicker(ctx, subjects(ctx, item, e.subject), e);
        break;
      case 'banishOwnMaterialCards': // src/engine/effects/material-deck-choice.ts
        if (startMaterialCardsBanish(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'removeMasteryCounters': // src/engine/effects/mastery-counter-removal.ts
        removeMasteryCounters(ctx, r, e);
        break;
      case 'repeat': // src/engine/effects/repeat.ts
        repeatEffects(r, e);
        break;
      case 'memoryCardToField': // src/engine/effects/memory-reveals.ts
        memoryCardToField(ctx, r, e);
        break;
      case 'banishSourceCard': // src/engine/effects/graveyard-triggers.ts
        banishSourceCard(ctx, r, e);
        break;
      case 'graveyardToField': // src/engine/effects/graveyard-to-field.ts
        graveyardToField(ctx, r, e);
        break;
      case 'skipNextWakeUp': // src/engine/effects/skip-wake-up.ts
        skipNextWakeUp(ctx, subjects(ctx, item, e.subject));
        break;
      case 'sortTopCards': // src/engine/effects/deck-top-sort.ts
        if (startSortTopCards(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'lookAtTop': // src/engine/effects/look-at-top.ts
        if (startLookAtTop(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'sacrificeAnother': // src/engine/effects/sacrifice-another.ts
        if (startSacrificeAnother(ctx, item, e, r) === 'paused') return 'paused';
        break;
      case 'discardToDo': // src/engine/effects/discard-to-do.ts
        if (startDiscardToDo(ctx, item, e, r) === 'paused') return 'paused';
        break;
      case 'gatherTimes': // src/engine/effects/repeated-gather.ts
        runGatherTimes(r, e);
        break;
      case 'grantLineageCards': // src/engine/effects/lineage-grants.ts
        grantLineageCards(ctx, item.controller, e);
        break;
      case 'banishAllLineageCards': // src/engine/effects/lineage-cards.ts
        banishAllLineageCards(ctx, r, e);
        break;
      case 'cardsIntoLineage': // src/engine/effects/lineage-from-zones.ts
        if (startCardsIntoLineage(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'discardLineageCards': // src/engine/effects/lineage-discard.ts
        if (startLineageDiscard(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'banishLineageCard': // src/engine/effects/lineage-card-banish.ts
        if (startLineageCardBanish(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'lookAndTake': // src/engine/effects/look-and-take.ts
        if (startLookAndTake(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'opponentsBanishmentToMaterialDeck': // src/engine/effects/material-deck-returns.ts
        if (startBanishmentReturn(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishPreserved': // src/engine/effects/material-deck-returns.ts
        if (startPreservedBanish(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'lookAndDiscard': // src/engine/effects/hidden-zone-discard.ts
        if (startLookAndDiscard(ctx, item.controller, e, r) === 'paused') return 'paused';
        break;
      case 'attackTax': // src/engine/effects/attack-tax.ts
        addAttackTax(ctx, e.amount, item.def, e.duration ? { duration: e.duration, controller: item.controller } : undefined, e.attackers);
        break;
      case 'costChange': // src/engine/effects/cost-changes.ts
        addCostChange(ctx, item.controller, e, item.def, item);
        break;
      case 'ignoreElementalRequirements': // src/engine/effects/element-ignores.ts
        addElementIgnore(ctx, item.controller, e.rule);
        break;
      case 'enterCounters': // src/engine/effects/enter-counters.ts
        addEnterCounters(ctx, item.controller, e, item.def);
        break;
      case 'enterState': // src/engine/effects/enter-states.ts
        addEnterState(ctx, item.controller, e, item.def);
        break;
      case 'nextActivationUnnegatable': // src/engine/effects/unnegatable.ts
        promiseUnnegatable(ctx, item.controller);
        break;
      case 'countersOnChosen': // src/engine/effects/chosen-counters.ts
        if (startChosenCounters(ctx, item.controller, e.filter, e.counter, e.count, r) === 'paused') return 'paused';
        break;
      case 'returnFromGraveyard': { // src/engine/effects/graveyard-return.ts
        if (e.target === undefined) {
          if (startGraveyardReturn(ctx, item.controller, e.filter, r, e.to ?? 'hand') === 'paused') return 'paused';
          break;
        }
        const t = item.targets[e.target];
        const spec = targetSpecsOf(s, item)[e.target];
        if (t?.kind === 'card' && spec && isLegalTarget(s, item.controller, spec, t, item.source, { def: s.defs[item.def] })) returnTargetedCard(ctx, t.id, e.to ?? 'hand');
        break;
      }
      case 'banishCard': case 'graveyardCardToMemory': {
        const t = item.targets[e.target];
        const spec = targetSpecsOf(s, item)[e.target];
        if (t?.kind === 'card' && spec && isLegalTarget(s, item.controller, spec, t, item.source, { def: s.defs[item.def] })) {
          const owner = player(s, s.cards[t.id]!.owner);
          if (e.op === 'banishCard' && owner.graveyard.includes(t.id)) banishingFromGraveyard(ctx, t.id); // effects/graveyard-banish-watch.ts
          owner.graveyard = owner.graveyard.filter((c) => c !== t.id);
          if (spec.orBanished) owner.banishment = owner.banishment.filter((c) => c !== t.id); // it may be there instead
          const to = putCard(ctx, t.id, e.op === 'banishCard' ? 'banishment' : 'memory');
          const name = s.defs[s.cards[t.id]!.def]!.name;
          logLine(ctx, e.op === 'banishCard' ? `${name} is banished from ${owner.name}'s graveyard.` : `${name} returns from ${owner.name}'s graveyard to their ${to}.`, item.controller);
        }
        break;
      }
      case 'graveyardCardIntoDeck': {
        const t = item.targets[e.target];
        const spec = targetSpecsOf(s, item)[e.target];
        if (t?.kind === 'card' && spec && isLegalTarget(s, item.controller, spec, t, item.source, { def: s.defs[item.def] })) {
          const owner = player(s, s.cards[t.id]!.owner);
          owner.graveyard = owner.graveyard.filter((c) => c !== t.id);
          if (putCard(ctx, t.id, 'mainDeck') === 'mainDeck') {
            const rest = owner.mainDeck.filter((c) => c !== t.id);
            owner.mainDeck = [...rest.slice(0, e.fromTop), t.id, ...rest.slice(e.fromTop)];
          }
          logLine(ctx, `${s.defs[s.cards[t.id]!.def]!.name} goes from ${owner.name}'s graveyard into their deck.`, item.controller);
        }
        break;
      }
      case 'negate': {
        const t = item.targets[e.target];
        const target = t?.kind === 'stack' ? s.stack.find((i) => i.id === t.id) : undefined;
        if (target?.unnegatable) {
          logLine(ctx, `${s.defs[target.def]!.name} can't be negated.`, item.controller);
        } else if (target && (target.card || target.copy)) {
          s.stack = s.stack.filter((i) => i.id !== target.id);
          // A negated copy is not a card: it just ceases to exist (game-mechanics-copy.md).
          if (target.card) putCard(ctx, target.card, target.ephemeral || e.banish ? 'banishment' : e.toMemory ? 'memory' : 'graveyardOrBanish');
          logLine(ctx, `${s.defs[target.def]!.name} is negated.`, item.controller);
          recordNegation(ctx, item.controller, target); // effects/negations.ts
        } else if (target && (target.kind === 'ability' || target.kind === 'trigger')) {
          // An ability instance is negated too: it leaves the stack and never resolves (glossary/game-terms.md#negate).
          s.stack = s.stack.filter((i) => i.id !== target.id);
          logLine(ctx, `${s.defs[target.def]!.name}'s ability is negated.`, item.controller);
        }
        break;
      }
      case 'becomeDistant':
        for (const o of subjects(ctx, item, e.subject)) becomeDistant(ctx, o.id); // src/engine/effects/distance.ts
        break;
      case 'becomeEphemeral': // effects/ephemeral.ts
        becomeEphemeral(s, subjects(ctx, item, e.subject));
        break;
      case 'sacrifice': // effects/sacrifice-objects.ts; players sacrifice only objects they control (glossary/game-terms.md#sacrifice)
        sacrificeObjects(ctx, subjects(ctx, item, e.subject).filter((o) => o.controller === item.controller));
        break;
      case 'handToField': // effects/hand-to-field.ts
        if (startHandToField(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'unpreventableFrom': // src/engine/effects/unpreventable-sources.ts
        addUnpreventableFrom(ctx, item, e);
        break;
      case 'splitDamage': // effects/split-damage.ts
        if (startSplitDamage(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'revealRandomFromMemory': // effects/random-memory-reveal.ts
        revealRandomFromMemory(ctx, r, e);
        break;
      case 'skipWakeUpWhileControlled': // effects/wake-up-held.ts
        holdRested(ctx, item, subjects(ctx, item, e.subject));
        break;
      case 'returnToZone': // effects/return-to-zone.ts
        for (const o of subjects(ctx, item, e.subject)) returnToZone(ctx, o, e.zone);
        break;
      case 'redirectAttack': {
        const c = s.combat;
        const to = subjects(ctx, item, e.to)[0];
        // Only to a legal target that is not already defending in this combat.
        // Cleave attacks can't be redirected (glossary/keywords-and-abilities.md#cleave).
        const from = c?.defender ? s.objects[c.defender] : undefined;
        if (e.fromNotYours && (!from || from.controller === item.controller)) break;
        if (c && to && !c.cleave && c.defender !== to.id && c.attacker && s.objects[c.attacker] && attackTargets(s, s.objects[c.attacker]!, true).includes(to.id)) {
          c.defender = to.id;
          c.defendingPlayer = to.controller;
          logLine(ctx, `The attack is redirected to ${objDef(s, to).name}.`, item.controller);
          if (e.then) runNext(r, e.then); // "if you do"
        }
        break;
      }
      case 'glimpse': {
        const p = player(s, item.controller);
        if (playerCant(s, p.id, 'glimpse')) break; // "can't glimpse" (effects/permissions.ts)
        const cards = p.mainDeck.slice(0, e.count + (e.plusX ? item.x : 0) + glimpseBonus(s, p.id));
        if (cards.length > 0) {
          s.pending = { kind: 'glimpse', player: p.id, cards, top: [], bottom: [], resume: { ...r } };
          return 'paused';
        }
        break;
      }
      case 'arrangeDeckTop': {
        const t = item.targets[e.target];
        const owner = t?.kind === 'player' ? s.players.find((p) => p.id === t.id) : undefined;
        const cards = owner ? owner.mainDeck.slice(0, e.count) : [];
        if (owner && cards.length > 0) {
          s.pending = { kind: 'glimpse', player: item.controller, deckOwner: owner.id, cards, top: [], bottom: [], resume: { ...r } };
          return 'paused';
        }
        break;
      }
      case 'search': {
        const p = player(s, item.controller);
        const options = p.mainDeck.filter((c) => cardMatches(s.defs[s.cards[c]!.def]!, e.filter));
        s.pending = { kind: 'search', player: p.id, options, to: e.to, resume: { ...r } };
        return 'paused';
      }
      case 'empower':
        grantEmpower(ctx, item.controller, e.amount);
        break;
      case 'materializeFromMaterialDeck':
        return startMaterializeByEffect(ctx, r, e);
      case 'mayEach': // "up to N": N yes-or-no offers, in place of this effect
        runNext(r, Array.from({ length: Math.max(0, e.count) }, (): Effect => ({ op: 'may', effects: e.effects })));
        break;
      case 'shuffleDeck':
        shuffleDeck(s.rng, player(s, item.controller));
        break;
      case 'intentCardsGain': { // flow/combat.ts queues them with the intent's own triggers
        const c = s.combat;
        if (!c) break;
        const fits = c.intent.filter((card) => cardMatches(s.defs[s.cards[card]!.def]!, e.filter));
        if (fits.length > 0) s.combat = { ...c, intentGrants: [...(c.intentGrants ?? []), ...fits.flatMap((card) => e.abilities.map((ability) => ({ card, ability })))] };
        break;
      }
      case 'attackGains': // effects/attack-bonuses.ts reads them as the attack goes on
        if (s.combat) s.combat = { ...s.combat, attackGrants: [...(s.combat.attackGrants ?? []), ...e.abilities] };
        break;
      case 'mayActivateTargetCard': // src/engine/effects/banished-playable.ts
        mayActivateTargetCard(s, r, e.target);
        break;
      case 'banishRandomMemoryCards': // src/engine/effects/memory-banish-return.ts
        banishRandomMemoryCards(ctx, r, e);
        break;
      case 'returnBanishedToMemory':
        returnBanishedToMemory(ctx, r, e.cards);
        break;
      case 'banishRandomFromMemory': // src/engine/effects/own-zone-events.ts
        banishRandomFromMemory(ctx, r, e);
        break;
      case 'gainControl': // src/engine/effects/control-change.ts
        runNext(r, runGainControl(ctx, r, e, subjects(ctx, item, e.subject)));
        break;
      case 'selfIntoLineage': { // src/engine/effects/lineage-insertion.ts; a card not on the field: lineage-bottom.ts
        const champ = subjects(ctx, item, e.champion).find((c) => objDef(s, c).types.includes('CHAMPION'));
        const card = lineageCardOf(s, item);
        const going = card ?? sourceObj?.card ?? undefined;
        if (champ && card) putCardIntoLineage(ctx, card, champ.id);
        else if (champ && sourceObj) putIntoLineage(ctx, sourceObj.id, champ.id);
        // "When you do": only once the card is in that lineage.
        if (e.then?.length && champ && going && s.objects[champ.id]?.lineage.includes(going)) runNext(r, e.then);
        break;
      }
      case 'banishFromMaterialDeck': // src/engine/effects/material-deck-banish.ts
        runNext(r, banishFromMaterialDeck(ctx, item.controller, e));
        break;
      case 'banishmentToMaterialDeck': {
        const p = player(s, item.controller);
        const card = p.banishment.find((c) => s.defs[s.cards[c]!.def]!.name === e.name);
        if (card !== undefined && takeFrom(p, 'banishment', card)) {
          addTo(p, 'materialDeck', card);
          logLine(ctx, `${p.name} puts ${e.name} from their banishment into their material deck.`, item.controller);
        }
        break;
      }
      case 'chooseObjects': // effects/choose-objects.ts
        return startChooseObjects(ctx, r, e);
      case 'scaled': // effects/scaled-amounts.ts: X worked out now, then carried out as a plain effect
        runNext(r, [scaledEffect(s, r.item, e)]); // r.item: an earlier effect of this resolution may have set its X
        break;
      case 'countedAmount': // effects/counting.ts: X counted now, then carried out as a plain effect
        runNext(r, [countedEffect(s, item.controller, e)]);
        break;
      case 'copyActivation': case 'copyObject': case 'transform': case 'generate': case 'generateIntoLineage': case 'gainMastery':
      case 'addMasteryCounters': case 'setDirection': case 'gainStatus': case 'loseStatus':
        if (runCopyTokenOp(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'modifyAttackPower': case 'graveyardToDeckBottom': case 'memoryToDeckBottomThenDraw': case 'handAndMemoryToDeckBottom': case 'millPerMasteryCounter': // effects/mastery-abilities.ts
      case 'masteryCountersFromEventObject': case 'moveCountersToMastery':
        if (runMasteryAbilityOp(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'assisted':
        beginAssisted(ctx, item, { item, effects: r.effects, index: r.index });
        return 'paused';
      case 'may': {
        // Asked of the controller of a targeted activation (effects/activation-controller.ts), or of the effect's controller.
        const asked = e.asker ? activationController(s, item, e.asker.activationTarget) : item.controller;
        if (asked === undefined) break; // that activation has left the stack: nobody to ask
        s.pending = { kind: 'may', player: asked, resume: { item, effects: r.effects, index: r.index - 1 } };
        return 'paused';
      }
      case 'delayedTrigger':
        createDelayedTrigger(ctx, item, e);
        break;
      case 'reflexiveTrigger':
        queueReflexiveTrigger(ctx, item, e);
        break;
      case 'load': // src/engine/effects/loading.ts
        if (runLoad(ctx, item, e, r, e.into ? subjects(ctx, item, e.into) : []) === 'paused') return 'paused';
        break;
      // Object, lineage and player keywords (src/engine/effects/object-keywords.ts).
      case 'gainAgility': case 'returnFromMemory': case 'foster': case 'preserve': case 'scavenge':
      case 'suppress': case 'suppressReturn': case 'banishAsOmen': case 'wither':
        if (runKeywordEffect(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishOwnAsOmen': // src/engine/effects/omen-choice.ts
        if (startOmenChoice(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'attackBonus': // src/engine/effects/attack-bonuses.ts
        promiseAttackBonus(ctx, e.scope === 'yourNext' || e.scope === 'championNextTurnFirst' || e.scope === 'everyAttackThisTurn' || e.scope === 'championNextUnpreventable' ? [] : subjects(ctx, item, e.subject).map((o) => o.id), e, item);
        break;
      case 'if': {
        const ev = item.eventObject ? s.objects[item.eventObject] : undefined;
        // The source as it is now: an earlier effect of this resolution may have changed it (counters put on it).
        const src = item.source ? s.objects[item.source] : undefined;
        const met = e.condition.kind === 'xAtLeast' ? item.x >= e.condition.min // the X chosen as it was activated (parts-of-a-card-cost.md)
          : e.condition.kind === 'subjectYours' ? subjects(ctx, item, e.condition.subject).some((o) => o.controller === item.controller)
          : e.condition.kind === 'selfEphemeral' && !src ? !!item.lki?.ephemeral // effects/sacrifice-objects.ts
          : !src && leftSourceCondition(item, e.condition) !== undefined ? leftSourceCondition(item, e.condition)! // effects/left-source-conditions.ts
          : e.condition.kind === 'imbued' && !src && leftImbuedSource(item) !== undefined ? leftImbuedSource(item)! // effects/imbued-lki.ts
          : resolutionCondition(s, item, e.condition) ?? conditionMet(s, item.controller, e.condition, src, targetObjectsForCondition(ctx, item), ev, s.defs[item.def]);
        const branch = met ? e.then : e.else ?? [];
        runNext(r, branch);
        break;
      }
      case 'banishFromOwnGraveyard': // effects/each-graveyard-banish.ts
        if (startEachGraveyardBanish(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishedCardToMaterialDeck': // effects/banishment-targets.ts
        banishedCardToMaterialDeck(ctx, item, e.target, targetSpecsOf(s, item)[e.target]);
        break;
      case 'boonResolution': case 'rollDice': case 'boonCounters': // effects/boon-ops.ts
        runBoonOp(ctx, r, e);
        break;
      case 'payToDo': // effects/pay-to-do.ts
        return startPayToDo(ctx, r, e);
      case 'wheneverThisTurn': // effects/turn-watchers.ts
        addTurnWatcher(ctx, item, e);
        break;
      case 'wheneverUntilYourNextTurn': // effects/timed-watchers.ts
        addTimedWatcher(ctx, item, e, subjects(ctx, item, e.subject)[0]?.id);
        break;
      case 'chosenPlayerGainsControl': // effects/chosen-player-control.ts
        if (startChosenPlayerControl(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'redirectAttackFromSelf': // effects/redirect-from-self.ts
        redirectAttackFromSelf(ctx, r, e);
        break;
      case 'negateEnterTriggersUnlessPays': // effects/enter-trigger-negation.ts
        if (startNegateEnterTriggers(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'negateEnterTriggersOf': // effects/enter-trigger-negation.ts
        negateEnterTriggersOf(ctx, r, e);
        break;
      case 'freeStarcallThisTurn': // effects/free-starcalling.ts
        permitFreeStarcalls(ctx, r);
        break;
      case 'chooseElements': // effects/chosen-elements.ts
        if (startChooseElements(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'chooseClass': // src/engine/effects/chosen-class.ts
        if (startChooseClass(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'mayBanishFromMaterialDeck': // effects/hidden-pick-banish.ts
        if (startMayBanishFromMaterialDeck(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishFromTargetMemory': // effects/hidden-pick-banish.ts
        if (startBanishFromTargetMemory(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'lookTopMayBanishToPlay': // effects/look-top-banish.ts
        if (startLookTopBanish(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'banishRemembered': // effects/banished-by-source.ts
        banishRemembered(ctx, r, e);
        break;
      case 'returnRemembered': // effects/banished-by-source.ts
        returnRemembered(ctx, r, e);
        break;
      case 'banishTopMayPlay': // effects/banished-playable.ts
        banishTopMayPlay(ctx, r, e);
        break;
      case 'banishDestroyedCard': // effects/destroyed-card-banish.ts
        banishDestroyedCard(ctx, r, e);
        break;
      case 'eventCardToMemory': // effects/event-card.ts
        eventCardToMemory(ctx, r);
        break;
      case 'eventCardTo': // effects/dead-card-moves.ts
        eventCardTo(ctx, r, e);
        break;
      case 'banishThisCard': // effects/resolving-card-zone.ts
        banishThisCard(ctx, r, e.omen);
        break;
      case 'removeUpToCounters': // effects/remove-up-to.ts
        if (startRemoveUpTo(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'attackCardTo': // effects/attack-card-zone.ts
        attackCardTo(ctx, item, e.to);
        break;
      case 'endCombatPhase': // effects/end-combat.ts
        endCombatPhase(ctx);
        break;
      case 'banishmentToGraveyard': // effects/banishment-to-graveyard.ts
        banishmentToGraveyard(ctx, r, e);
        break;
      case 'negateAll': // effects/negate-all.ts
        negateAll(ctx, r, e);
        break;
      case 'destroyOrElse': // effects/killed-life.ts
        destroyOrElse(ctx, r, e);
        break;
      case 'banishEachDraws': // effects/banish-and-draw.ts
        banishEachDraws(ctx, r, e);
        break;
      case 'destroyThenRecoverLife': // effects/killed-life.ts
        destroyThenRecoverLife(ctx, r, e);
        break;
      case 'eachSacrifices': // effects/each-player-sacrifice.ts
        if (startEachSacrifices(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'nextActivation': // effects/next-activation.ts
        promiseNextActivation(ctx, item.controller, e.grant, e.filter, item.def);
        break;
      case 'revealUntil': case 'revealedToHand': case 'drawUpToThenShuffle': case 'discardUpToThenDraw': case 'payXToDo': // effects/card-picks.ts
        if (startCardPick(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'unlessPays': // effects/pay-to-do.ts
        if (startUnlessPays(ctx, r, e) === 'paused') return 'paused';
        break;
      case 'revealTopTakeIf': case 'swapHandAndMemory': // effects/hand-and-deck-ops.ts
        runHandAndDeckOp(ctx, r, e);
        break;
      case 'gather': case 'handToDeckBottom': case 'handToDeckTop': case 'handToMemory': case 'revealRandomMemory': case 'negateIfTopCostMatches': case 'sacrificePair': case 'pickCards': case 'empowerPerControlled': case 'preserveTopOfDeck': case 'topUpChampionCounters': case 'recoverPlusLineage': case 'summonTokenFor': case 'returnToMaterialDeck': case 'addCountersPer': case 'shuffleGraveyardIntoDeck': // effects/cleric-ops.ts
        if (runClericOp(ctx, r, e) === 'paused') return 'paused';
        break;
    }
  }
  return 'done';
}

/** Answer a "may": accepting splices the optional effects in place of the question. */
export function answerMay(r: Resolution, accept: boolean): Resolution {
  const e = r.effects[r.index];
  if (!e || e.op !== 'may') return { ...r, index: r.index + 1 };
  const rest = r.effects.slice(r.index + 1);
  const effects = [...r.effects.slice(0, r.index), ...(accept ? e.effects : e.otherwise ?? []), ...rest];
  return { item: r.item, effects, index: r.index };
}
