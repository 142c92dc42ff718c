import { answerChooseObjects } from './effects/choose-objects.js';
import { answerSplitDamage } from './effects/split-damage.js';
import { answerHandToField } from './effects/hand-to-field.js';
import { answerEachSacrifices } from './effects/each-player-sacrifice.js';
import { costPartChoices, materialDeckProblem } from './play/material-deck-activation.js';
import { singleGraveyardOk } from './effects/single-graveyard-targets.js';
import type { Action, Decision, GameState, Outcome, PlayerId, RuleViolation } from './types.js';
import { answerChooseOmen } from './effects/omen-choice.js';
import { ActionSchema } from './schema.js';
import { quickAction } from './action-check.js';
import { cloneState, endWork, mutObj } from './state/clone.js';
import { readOnly } from './state/memo.js';
import { markSettled, wasSettled } from './checks/state-based.js';
import { logLine, type Ctx } from './flow/ctx.js';
import { RULES } from './rules-refs.js';
import { advance, afterResolution, passOpportunity } from './flow/phases.js';
import { abilityProblem, activationProblem, continueDraft, draftDef, draftProblem, materializeProblem, reservableChoices, slowTimingOk, startDraft } from './play/activation.js';
import { answerActivationKeyword, answerStarcall, cancelStarcalling, finishStarcallGlimpse } from './play/activation.js';
import { attackerProblem, retaliationCandidates, weaponsFor } from './flow/combat.js';
import { answerAttackDeclaration } from './flow/attack-declaration.js';
import { answerCritical, commandAllies, targetStage } from './flow/attack-keywords.js';
import { answerAethercall, answerLoadInto } from './effects/loading.js';
import { beginTrigger, pushTrigger } from './flow/stack.js';
import { isLegalTarget } from './play/targets.js';
import { abilityOf, triggerTargetSpecs } from './play/sources.js';
import { answerMay, runEffects } from './play/effects.js';
import { finishResolution } from './play/resolve.js';
import { evaluateGameEnd } from './checks/game-end.js';
import { abilitySources, hasKeyword, objDef, player } from './state/query.js';
import { putCard, removeObject, shuffleDeck, takeFrom } from './state/zones.js';
import { abilityKey, answerAssistDiscard, answerConsent, applyAssist, assistedRefusal, cardKey, dropCheckpoint, isAssistedAbility, resolvesAssisted, saveCheckpoint } from './play/assisted.js';
import { answerCopyDecision } from './effects/copy.js';
import { answerReplacementOrder } from './effects/prevention.js';
import { answerLeavingChoice } from './effects/replacement.js';
import { afterCombatDamage } from './flow/combat.js';
import { finishDamageStep } from './flow/phases.js';
import { answerChooseMemory } from './flow/agility.js';
import { answerWither } from './effects/counters.js';
import { answerPayToDo } from './effects/pay-to-do.js';
import { answerEachGraveyardBanish } from './effects/each-graveyard-banish.js';
import { returnPreserved } from './effects/preserve.js';
import { answerTriggerMode } from './play/activation.js';
import { answerOrderBottom } from './effects/mastery-abilities.js';
import { answerChooseLink } from './effects/link.js';
import { answerGraveyardReturn } from './effects/graveyard-return.js';
import { answerCardPick } from './effects/card-picks.js';
import { answerChosenCounters } from './effects/chosen-counters.js';
import { answerBoonName } from './flow/boons.js';
import { legalActions } from './legal.js';
import { isOffered } from './offered.js';
import { answerMoveFromHand, answerPickCards, answerSacrificePair } from './effects/cleric-ops.js';
import { answerGraveyardBanish } from './effects/graveyard-banish.js';
import { answerRevealCards } from './effects/reveal-cards.js';
import { answerLevelUp } from './effects/level-up.js';
import { answerPickCard } from './effects/champion-picks.js';
import { answerSacrificeAnother } from './effects/sacrifice-another.js';
import { answerDiscardToDo } from './effects/discard-to-do.js';
import { answerChoosePlayerForControl } from './effects/chosen-player-control.js';
import { answerLookTopBanish } from './effects/look-top-banish.js';
import { answerPickToBanish } from './effects/hidden-pick-banish.js';
import { answerChooseElements } from './effects/chosen-elements.js';
import { answerChooseClass } from './effects/chosen-class.js';
import { answerLineageCardBanish } from './effects/lineage-card-banish.js';
import { answerLineageDiscard } from './effects/lineage-discard.js';
import { answerCardsIntoLineage } from './effects/lineage-from-zones.js';
import { answerLookAndTake } from './effects/look-and-take.js';
import { answerMaterialDeckMove } from './effects/material-deck-returns.js';
import { answerLookAndDiscard } from './effects/hidden-zone-discard.js';
import { answerLookAtTop } from './effects/look-at-top.js';
import { answerSortTopCards } from './effects/deck-top-sort.js';
import { answerMaterialCardsBanish } from './effects/material-deck-choice.js';
import { answerOmenReturn } from './effects/omen-return.js';
import { answerBanishmentToField } from './effects/banishment-to-field.js';
import { answerMaterializeByEffect } from './effects/materialize-by-effect.js';
import { bestowProblem } from './flow/bestowal.js';
import { boonAbilityProblem } from './effects/boon-ability-activation.js';
import { activateZone } from './effects/banished-playable.js';
import { graveyardAbilityProblem } from './effects/graveyard-abilities.js';

const violation = (message: string, rule: string): Outcome => ({ ok: false, violation: { message, rule } });

/**
 * Apply one player input. Never throws on bad input: an illegal or malformed action returns a
 * RuleViolation and the given state is left untouched.
 */
export function apply(state: GameState, who: PlayerId, input: unknown): Outcome {
  // The frequent shapes are checked by hand; anything else (or anything doubtful) goes to the schema.
  let action = quickAction(input);
  if (!action) {
    const parsed = ActionSchema.safeParse(input);
    if (!parsed.success) return violation('That is not a valid game action.', RULES.playerActions);
    action = parsed.data;
  }
  if (state.result) return violation('The game is over.', RULES.endingGame);
  const me = state.players.find((p) => p.id === who);
  if (!me) return violation('You are not a player in this game.', RULES.players);
  if (me.lost) return violation('You have already lost this game.', RULES.endingGame);

  // The contract: an input is carried out only when it is one of legalActions (deep-equal).
  if (!readOnly(state, () => offeredNow(state, who, input))) return { ok: false, violation: refusal(state, who, action) };
  const ctx: Ctx = { s: cloneState(state), events: [], settledInput: wasSettled(state) };
  try {
    const problem = dispatch(ctx, who, action, state);
    if (problem) return { ok: false, violation: problem }; // never for an offered input (test/properties/apply-contract*.test.ts)
    advance(ctx);
    ctx.s.version = state.version + 1;
    markSettled(ctx.s);
    return { ok: true, state: ctx.s, events: ctx.events };
  } finally {
    endWork(ctx.s);
  }
}

const PASS: Action[] = [{ type: 'pass' }];
const CONCEDE: Action[] = [{ type: 'concede' }];

/** Whether `input` is among legalActions(s, who); passing and conceding are answered without listing everything. */
function offeredNow(s: GameState, who: PlayerId, input: unknown): boolean {
  if (isOffered(input, CONCEDE)) return true; // a player still in the game may always concede
  if (!s.pending && s.opportunity && s.players[s.opportunity.player]!.id === who && isOffered(input, PASS)) return true;
  return isOffered(input, legalActions(s, who));
}

/**
 * Why an input that legalActions does not offer is refused: the rules' own reason when one of
 * the checks below names it (worked out on a copy, which is then dropped), or else that the game
 * does not offer it (an amount out of range, an object the decision does not name...).
 */
function refusal(state: GameState, who: PlayerId, action: Action): RuleViolation {
  const upfront = readOnly(state, () => upfrontProblem(state, who, action));
  if (upfront) return upfront;
  const d = state.pending;
  if (d && d.player === who && (d.kind === 'assisted' || d.kind === 'assistConsent' || d.kind === 'assistDiscard')) return assistedRefusal(d, action);
  const ctx: Ctx = { s: cloneState(state), events: [], settledInput: wasSettled(state) };
  let problem: RuleViolation | null;
  try {
    problem = dispatch(ctx, who, action, state);
  } finally {
    endWork(ctx.s);
  }
  return problem ?? { message: 'The game does not offer that action now: choose one of the options shown.', rule: RULES.playerActions };
}

/**
 * The refusals of the inputs that start something (activating, attacking), checked on the given
 * state before the working copy exists; `dispatch` then starts them on the copy unchecked.
 */
function upfrontProblem(s: GameState, who: PlayerId, action: Action): RuleViolation | null {
  if (s.pending || action.type === 'concede') return null;
  if (!s.opportunity || s.players[s.opportunity.player]!.id !== who) return null;
  switch (action.type) {
    case 'activate': return activationProblem(s, who, action.card, activateZone(s, who, action.card), false, true); // effects/banished-playable.ts; an 'activate' from the graveyard is by the card's text
    case 'ephemerate': return activationProblem(s, who, action.card, 'graveyard');
    case 'bestow': return bestowProblem(s, who, action.card);
    case 'activateBoonAbility': return boonAbilityProblem(s, who, action.card, action.index);
    case 'activateGraveyardAbility': return graveyardAbilityProblem(s, who, action.card, action.index); // effects/graveyard-abilities.ts
    case 'activateFromMaterialDeck': return materialDeckProblem(s, who, action.card, () => activationProblem(s, who, action.card, 'materialDeck'));
    case 'activateAbility': return abilityProblem(s, who, action.object, action.index);
    case 'attack':
      if (!slowTimingOk(s, who)) return { message: 'Attacks are declared by the turn player in their main phase with an empty stack.', rule: RULES.attacking };
      return attackerProblem(s, who, s.objects[action.attacker]);
    default: return null;
  }
}

/** Carry out `action` on the working copy; `before` is the state given to apply (kept for an objection to an unscripted card). */
function dispatch(ctx: Ctx, who: PlayerId, action: Action, before: GameState): RuleViolation | null {
  const s = ctx.s;
  if (action.type === 'concede') return concede(ctx, who);
  if (s.pending) {
    if (s.pending.player !== who) {
      return { message: `The game is waiting for ${player(s, s.pending.player).name} to decide.`, rule: RULES.opportunity };
    }
    return answerDecision(ctx, who, s.pending, action);
  }
  if (!s.opportunity || s.players[s.opportunity.player]!.id !== who) {
    return { message: 'You do not have Opportunity right now.', rule: RULES.opportunity };
  }
  // Activations and attacks were checked by upfrontProblem on the given state, equal to this copy.
  switch (action.type) {
    case 'pass':
      passOpportunity(ctx);
      return null;
    case 'activate': {
      if (resolvesAssisted(objDefOfCard(s, action.card))) saveCheckpoint(s, cardKey(action.card), before);
      const zone = activateZone(s, who, action.card); // effects/banished-playable.ts, play/memory-activation.ts
      startDraft(ctx, who, { kind: 'card', card: action.card, via: 'activate' }, zone === 'hand' ? {} : { zone });
      return null;
    }
    case 'ephemerate': {
      if (resolvesAssisted(objDefOfCard(s, action.card))) saveCheckpoint(s, cardKey(action.card), before);
      startDraft(ctx, who, { kind: 'card', card: action.card, via: 'activate' }, { alt: 'ephemerate' });
      return null;
    }
    case 'bestow':
      startDraft(ctx, who, { kind: 'card', card: action.card, via: 'bestow' });
      return null;
    case 'activateBoonAbility':
      startDraft(ctx, who, { kind: 'boon', card: action.card, index: action.index });
      return null;
    case 'activateGraveyardAbility':
      startDraft(ctx, who, { kind: 'boon', card: action.card, index: action.index, graveyard: true });
      return null;
    case 'activateFromMaterialDeck': {
      if (resolvesAssisted(objDefOfCard(s, action.card))) saveCheckpoint(s, cardKey(action.card), before);
      startDraft(ctx, who, { kind: 'card', card: action.card, via: 'activate' }, { zone: 'materialDeck' });
      return null;
    }
    case 'activateAbility': {
      if (isAssistedAbility(abilitySources(s, s.objects[action.object]!)[action.index]?.ability)) saveCheckpoint(s, abilityKey(action.object), before);
      startDraft(ctx, who, { kind: 'ability', object: action.object, index: action.index });
      return null;
    }
    case 'attack': {
      const attacker = s.objects[action.attacker];
      // A champion, or an ally a weapon lets use it (effects/ally-weapons.ts), first picks a weapon.
      const stage = weaponsFor(s, attacker!).length > 0 ? 'weapon' : targetStage(s, attacker!, { weapon: null });
      s.pending = { kind: 'attackDeclaration', player: who, draft: { attacker: attacker!.id, weapon: null, stage, fromIntent: false } };
      return null;
    }
    case 'materialize':
      return { message: 'Cards are materialized in your materialize phase.', rule: RULES.materializePhase };
    default:
      return { message: 'The game is not asking for that now.', rule: RULES.opportunity };
  }
}

function objDefOfCard(s: GameState, card: string) {
  return s.defs[s.cards[card]!.def]!;
}

function concede(ctx: Ctx, who: PlayerId): RuleViolation | null {
  const s = ctx.s;
  const p = player(s, who);
  p.lost = true;
  p.lossReason = 'conceded';
  logLine(ctx, `${p.name} concedes.`, who);
  if (evaluateGameEnd(ctx)) return null;
  // In a multiplayer game the others play on: drop whatever was waiting on this player.
  if (s.pending?.player === who) s.pending = null;
  if (s.opportunity && s.players[s.opportunity.player]!.id === who) s.opportunity = null;
  s.pendingTriggers = s.pendingTriggers.filter((t) => t.controller !== who);
  return null;
}

function wrong(): RuleViolation {
  return { message: 'That does not answer the decision the game is waiting for.', rule: RULES.playerActions };
}

function answerDecision(ctx: Ctx, who: PlayerId, d: Decision, action: Action): RuleViolation | null {
  const s = ctx.s;
  switch (d.kind) {
    case 'materializePhase':
      if (action.type === 'skipMaterialize') {
        s.pending = null;
        return null;
      }
      if (action.type === 'returnPreserved') return returnPreserved(ctx, who, action.card); // Preserve
      if (action.type !== 'materialize') return wrong();
      {
        const p = materializeProblem(s, who, action.card);
        if (p) return p;
        s.pending = null;
        startDraft(ctx, who, { kind: 'card', card: action.card, via: 'materialize' });
      }
      return null;
    case 'activation': {
      const draft = { ...d.draft, targets: d.draft.targets.slice(), reserve: d.draft.reserve.slice(), floating: d.draft.floating.slice() };
      switch (action.type) {
        case 'cancel':
          if (draft.resume) {
            cancelStarcalling(ctx, who, { ...draft, resume: draft.resume });
            return null;
          }
          // Nothing was moved or paid yet: cancelling restores the state before the attempt.
          if (draft.source.kind !== 'boon') dropCheckpoint(s, draft.source.kind === 'card' ? cardKey(draft.source.card) : abilityKey(draft.source.object));
          s.pending = draft.source.kind === 'card' && draft.source.via === 'materialize' ? { kind: 'materializePhase', player: who } : null;
          return null;
        case 'declareX': {
          const p = draftProblem(s, who, draft, 'x', action.x);
          if (p) return p;
          draft.x = action.x;
          break;
        }
        case 'chooseMode': {
          const p = draftProblem(s, who, draft, 'mode', action.mode);
          if (p) return p;
          draft.mode = action.mode;
          break;
        }
        case 'chooseTarget': {
          const p = draftProblem(s, who, draft, 'target', action.target);
          if (p) return p;
          draft.targets.push(action.target);
          break;
        }
        case 'chooseReserve': {
          const p = draftProblem(s, who, draft, 'reserve', action.card);
          if (p) return p;
          draft.reserve.push(action.card);
          break;
        }
        case 'restForReserve': {
          if (draft.stage !== 'reserve' || !reservableChoices(s, who, draft).includes(action.object)) {
            return { message: 'Only an awake Reservable object you control can pay a reserve cost.', rule: RULES.reservable };
          }
          draft.reserveObjects = [...(draft.reserveObjects ?? []), action.object];
          break;
        }
        case 'chooseFloating': {
          if (draft.stage !== 'floating') return wrong();
          const p = draftProblem(s, who, draft, 'floating', action.card);
          if (p) return p;
          if (action.card === null) draft.floatingDone = true;
          else draft.floating.push(action.card);
          break;
        }
        case 'declarePrepare':
        case 'declareBrew':
        case 'declareAltCost':
        case 'chooseIngredient':
        case 'chooseKindle': {
          const p = answerActivationKeyword(s, who, draft, action);
          if (p) return p;
          break;
        }
        case 'chooseCostPart': {
          if (draft.stage !== 'costParts' || !costPartChoices(s, who, draft).includes(action.id)) {
            return { message: 'That does not pay the cost of activating this card from your material deck.', rule: RULES.activation };
          }
          draft.costParts = [...(draft.costParts ?? []), action.id];
          break;
        }
        case 'chooseCommandAlly': {
          if (draft.stage !== 'command' || !commandAllies(s, who, draftDef(s, draft)).includes(action.object)) {
            return { message: 'A Command attack is performed by an awake ally you control (of its Command subtype).', rule: RULES.command };
          }
          draft.commandAlly = action.object;
          break;
        }
        default:
          return wrong();
      }
      continueDraft(ctx, who, draft);
      return null;
    }
    case 'attackDeclaration':
      return answerAttackDeclaration(ctx, who, d, action);
    case 'critical':
      return action.type === 'criticalDiscard' ? answerCritical(ctx, who, d, action.card) : wrong();
    case 'loadInto':
      return action.type === 'loadInto' ? answerLoadInto(ctx, who, d, action.object) : wrong();
    case 'retaliate': {
      if (action.type !== 'retaliate') return wrong();
      if (action.unit !== null) {
        if (!d.units.includes(action.unit)) return { message: 'That unit cannot retaliate.', rule: RULES.retaliation };
        const u = mutObj(s, action.unit);
        if (!hasKeyword(s, u, 'steadfast')) u.rested = true; // retaliating rests the unit
        s.combat!.retaliators = [...s.combat!.retaliators, u.id];
        logLine(ctx, `${objDef(s, u).name} retaliates.`, who);
        const more = retaliationCandidates(s);
        s.pending = more.length > 0 ? { kind: 'retaliate', player: who, units: more } : null;
        return null;
      }
      s.pending = null;
      return null;
    }
    case 'orderTriggers': {
      if (action.type !== 'orderTrigger') return wrong();
      const t = d.triggers.find((tr) => tr.id === action.trigger);
      if (!t) return { message: 'That trigger is not waiting to be ordered.', rule: RULES.triggeredAbilities };
      s.pending = null;
      s.pendingTriggers = s.pendingTriggers.filter((tr) => tr.id !== t.id);
      beginTrigger(ctx, t);
      return null;
    }
    case 'triggerTargets': {
      if (action.type !== 'chooseTarget') return wrong();
      const ab = abilityOf(s, d.trigger);
      const specs = ab && ab.kind === 'triggered' ? triggerTargetSpecs(ab, d.trigger.mode) : [];
      const spec = specs[d.chosen.length];
      if (!spec || !isLegalTarget(s, who, spec, action.target, d.trigger.source ?? undefined, { def: s.defs[d.trigger.def] })) return { message: 'That is not a legal target.', rule: RULES.targeting };
      const t = action.target;
      if (t && d.chosen.some((c) => c && c.kind === t.kind && c.id === t.id)) return { message: 'Each target can be chosen only once.', rule: RULES.targeting };
      if (!singleGraveyardOk(s, specs, d.chosen, t)) return { message: 'These targets must all be cards of a single graveyard.', rule: RULES.targeting }; // effects/single-graveyard-targets.ts
      const chosen = [...d.chosen, action.target];
      if (chosen.length < specs.length) s.pending = { ...d, chosen };
      else {
        s.pending = null;
        pushTrigger(ctx, d.trigger, chosen);
      }
      return null;
    }
    case 'keepUnique': {
      if (action.type !== 'keepUnique' || !d.objects.includes(action.object)) return wrong();
      s.pending = null;
      for (const id of d.objects) if (id !== action.object) removeObject(ctx, id, 'graveyard', 'sacrificed', { uniqueRule: true });
      return null;
    }
    case 'may': {
      if (action.type !== 'mayAnswer') return wrong();
      s.pending = null;
      resume(ctx, answerMay(d.resume, action.accept));
      return null;
    }
    case 'chooseCard': {
      if (action.type !== 'chooseCard') return wrong();
      const p = player(s, who);
      if (!p.hand.includes(action.card)) return { message: 'Choose a card from your hand.', rule: RULES.playerActions };
      takeFrom(p, 'hand', action.card);
      putCard(ctx, action.card, 'graveyard');
      logLine(ctx, `${p.name} discards ${s.defs[s.cards[action.card]!.def]!.name}.`, who);
      if (d.count > 1 && p.hand.length > 0) s.pending = { ...d, count: d.count - 1 };
      else {
        s.pending = null;
        resume(ctx, d.resume);
      }
      return null;
    }
    case 'assisted': {
      if (action.type !== 'assist') return wrong();
      return applyAssist(ctx, who, d, action.tool, (r) => resume(ctx, r));
    }
    case 'assistConsent':
      return action.type === 'consent' ? answerConsent(ctx, who, d, action.accept, (r) => resume(ctx, r)) : wrong();
    case 'assistDiscard':
      return action.type === 'chooseCard' ? answerAssistDiscard(ctx, who, d, action.card) : wrong();
    case 'glimpse': {
      if (d.deckOwner && (action.type === 'starcall' || action.type === 'aethercall')) return { message: 'Only cards glimpsed from your own deck can be starcalled or aethercalled.', rule: RULES.glimpse };
      if (action.type === 'starcall') return answerStarcall(ctx, who, d, action.card, action.free);
      if (action.type === 'aethercall') return answerAethercall(ctx, who, d, action.card, action.weapon);
      if (action.type !== 'glimpseChoice') return wrong();
      if (!d.cards.includes(action.card) || d.top.includes(action.card) || d.bottom.includes(action.card) || action.card === d.starcalled) {
        return { message: 'Choose one of the glimpsed cards that has no place yet.', rule: RULES.glimpse };
      }
      if (d.starcalled && action.where === 'top') return { message: 'After Starcalling, the other glimpsed cards go to the bottom of your deck.', rule: RULES.starcalling };
      const next = { ...d, top: action.where === 'top' ? [...d.top, action.card] : d.top, bottom: action.where === 'bottom' ? [...d.bottom, action.card] : d.bottom };
      if (next.top.length + next.bottom.length < d.cards.length - (d.starcalled ? 1 : 0)) {
        s.pending = next;
        return null;
      }
      if (next.starcalled) {
        finishStarcallGlimpse(ctx, who, next);
        return null;
      }
      // The first card put on top ends up on top; the bottom ones go under the deck in the order chosen.
      const p = player(s, d.deckOwner ?? who);
      const rest = p.mainDeck.filter((c) => !d.cards.includes(c));
      p.mainDeck = [...next.top, ...rest, ...next.bottom];
      logLine(ctx, d.deckOwner
        ? `${player(s, who).name} looks at the top ${d.cards.length} of ${p.name}'s deck: ${next.top.length} on top, ${next.bottom.length} to the bottom.`
        : `${p.name} glimpses ${d.cards.length}: ${next.top.length} on top, ${next.bottom.length} to the bottom.`, who);
      s.pending = null;
      resume(ctx, d.resume);
      return null;
    }
    case 'orderReplacements': {
      if (action.type !== 'orderReplacement') return wrong();
      const r = answerReplacementOrder(ctx, d, action.replacement);
      if ('violation' in r) return r.violation;
      if (r.results === 'paused') return null;
      const then = d.batch.then;
      if (then.kind === 'resolution') resume(ctx, then.resume);
      else if (then.kind === 'combat') {
        afterCombatDamage(ctx, r.results);
        finishDamageStep(ctx, then.defender);
      }
      return null;
    }
    case 'orderLeavingReplacements': {
      if (action.type !== 'orderReplacement') return wrong();
      const r = answerLeavingChoice(s, d, action.replacement);
      if ('violation' in r) return r.violation;
      resume(ctx, r.resume);
      return null;
    }
    case 'search': {
      if (action.type !== 'searchChoice') return wrong();
      if (d.to === 'materialize') return answerMaterializeByEffect(ctx, who, d, action.card);
      if (action.card !== null && !d.options.includes(action.card)) return { message: 'That card does not match the search.', rule: RULES.searching };
      const p = player(s, who);
      if (action.card) {
        takeFrom(p, 'mainDeck', action.card);
        putCard(ctx, action.card, d.to);
      }
      shuffleDeck(s.rng, p);
      logLine(ctx, action.card ? `${p.name} searches their deck, takes a card and shuffles.` : `${p.name} searches their deck, finds nothing and shuffles.`, who);
      s.pending = null;
      resume(ctx, d.resume);
      return null;
    }
    case 'enterAsCopy':
    case 'copyTargets':
      return answerCopyDecision(ctx, d, action, { resolved: () => afterResolution(ctx), resume: (r) => resume(ctx, r) });
    case 'chooseMemory': // Agility
      if (action.type !== 'chooseCard') return wrong();
      return answerChooseMemory(ctx, who, d, action.card, (r) => resume(ctx, r));
    case 'chooseOmen': // effects/omen-choice.ts
      if (action.type !== 'chooseCard') return wrong();
      return answerChooseOmen(ctx, who, d, action.card, (r) => resume(ctx, r));
    case 'chooseGraveyardCard': // effects/graveyard-return.ts
      return answerGraveyardReturn(ctx, who, d, action, (r) => resume(ctx, r));
    case 'cardPick': // effects/card-picks.ts
      return answerCardPick(ctx, who, d, action, (r) => resume(ctx, r));
    case 'eachBanishesFromGraveyard': // effects/each-graveyard-banish.ts
      return action.type === 'chooseCard' ? answerEachGraveyardBanish(ctx, who, d, action.card, (r) => resume(ctx, r)) : wrong();
    case 'payToDo': // effects/pay-to-do.ts
      return answerPayToDo(ctx, who, d, action, (r) => resume(ctx, r));
    case 'chooseForCounters': // effects/chosen-counters.ts
      return answerChosenCounters(ctx, who, d, action, (r) => resume(ctx, r));
    case 'wither':
      if (action.type !== 'payWither') return wrong();
      return answerWither(ctx, who, d, action.card, (r) => resume(ctx, r));
    case 'triggerMode':
      return answerTriggerMode(ctx, who, d, action);
    case 'orderBottom':
      return action.type === 'chooseCard' ? answerOrderBottom(ctx, who, d, action.card, (r) => resume(ctx, r)) : wrong();
    case 'chooseLink':
      return answerChooseLink(ctx, who, d, action);
    case 'chooseBoonName':
      return answerBoonName(ctx, who, d, action);
    case 'moveFromHand':
      return action.type === 'chooseCard' ? answerMoveFromHand(ctx, who, d, action.card, (r) => resume(ctx, r)) : wrong();
    case 'sacrificePair':
      return action.type === 'chooseTarget' ? answerSacrificePair(ctx, who, d, action.target, (r) => resume(ctx, r)) : wrong();
    case 'pickCards':
      return action.type === 'chooseTarget' ? answerPickCards(ctx, who, d, action.target, (r) => resume(ctx, r)) : wrong();
    case 'chooseObjects':
      return answerChooseObjects(ctx, who, d, action, (r) => resume(ctx, r));
    case 'splitDamage': // effects/split-damage.ts
      return answerSplitDamage(ctx, who, d, action, (r) => resume(ctx, r));
    case 'handToField': // effects/hand-to-field.ts
      return answerHandToField(ctx, who, d, action, (r) => resume(ctx, r));
    case 'eachSacrifices': // effects/each-player-sacrifice.ts
      return answerEachSacrifices(ctx, who, d, action, (r) => resume(ctx, r));
    case 'levelUpChoice': // effects/level-up.ts
      return answerLevelUp(ctx, who, d, action, (r) => resume(ctx, r));
    case 'revealCards': // effects/reveal-cards.ts
      return answerRevealCards(ctx, who, d, action, (r) => resume(ctx, r));
    case 'banishFromGraveyard':
      return answerGraveyardBanish(ctx, who, d, action, (r) => resume(ctx, r));
    case 'pickCard': // effects/champion-picks.ts
      return answerPickCard(ctx, who, d, action, (r) => resume(ctx, r));
    case 'chooseElements': // effects/chosen-elements.ts
      return answerChooseElements(ctx, who, d, action, (r) => resume(ctx, r));
    case 'chooseClass': // effects/chosen-class.ts
      return answerChooseClass(ctx, who, d, action, (r) => resume(ctx, r));
    case 'pickToBanish': // effects/hidden-pick-banish.ts
      return answerPickToBanish(ctx, who, d, action, (r) => resume(ctx, r));
    case 'lookTopBanish': // effects/look-top-banish.ts
      return answerLookTopBanish(ctx, who, d, action, (r) => resume(ctx, r));
    case 'choosePlayerForControl': // effects/chosen-player-control.ts
      return answerChoosePlayerForControl(ctx, who, d, action, (r) => resume(ctx, r));
    case 'discardToDo': // effects/discard-to-do.ts
      return answerDiscardToDo(ctx, who, d, action, (r) => resume(ctx, r));
    case 'cardsIntoLineage': // effects/lineage-from-zones.ts
      return answerCardsIntoLineage(ctx, who, d, action, (r) => resume(ctx, r));
    case 'discardLineageCards': // effects/lineage-discard.ts
      return answerLineageDiscard(ctx, who, d, action, (r) => resume(ctx, r));
    case 'banishLineageCard': // effects/lineage-card-banish.ts
      return answerLineageCardBanish(ctx, who, d, action, (r) => resume(ctx, r));
    case 'lookAndTake': // effects/look-and-take.ts
      return answerLookAndTake(ctx, who, d, action, (r) => resume(ctx, r));
    case 'materialDeckMove': // effects/material-deck-returns.ts
      return answerMaterialDeckMove(ctx, who, d, action, (r) => resume(ctx, r));
    case 'lookAndDiscard': // effects/hidden-zone-discard.ts
      return answerLookAndDiscard(ctx, who, d, action, (r) => resume(ctx, r));
    case 'sacrificeAnother':
      return answerSacrificeAnother(ctx, who, d, action, (r) => resume(ctx, r));
    case 'banishOwnMaterialCards': // effects/material-deck-choice.ts
      return answerMaterialCardsBanish(ctx, who, d, action, (r) => resume(ctx, r));
    case 'sortTopCards': // effects/deck-top-sort.ts
      return answerSortTopCards(ctx, who, d, action, (r) => resume(ctx, r));
    case 'lookAtTop':
      return answerLookAtTop(ctx, who, d, action, (r) => resume(ctx, r));
    case 'returnOmen':
      return answerOmenReturn(ctx, who, d, action, (r) => resume(ctx, r));
    case 'chooseBanished':
      return answerBanishmentToField(ctx, who, d, action, (r) => resume(ctx, r));
  }
}

function resume(ctx: Ctx, r: Parameters<typeof runEffects>[1]): void {
  if (runEffects(ctx, r) === 'paused') return;
  finishResolution(ctx, r.item);
  afterResolution(ctx);
}
