import type { Action, AssistedDecision, AssistTool, Decision, GameState, ObjectState, PlayerId } from './types.js';
import { omenChoiceAnswers } from './effects/omen-choice.js';
import type { Ability } from '../cards/vocabulary.js';
import { activationKeywordAnswers, draftDef, starcallOptions } from './play/activation.js';
import { abilityProblem, activationProblem, floatingChoices, reservableChoices, floatingRequired, legalDraftTargets, materializeOptions, modeChoices, reserveChoices, slowTimingOk, xRange } from './play/activation.js';
import { attackerProblem, mayAttackThisTurn } from './flow/combat.js';
import { attackDeclarationAnswers } from './flow/attack-declaration.js';
import { commandAllies, criticalAnswers } from './flow/attack-keywords.js';
import { aethercallOptions } from './effects/loading.js';
import { abilityOf, triggerTargetSpecs } from './play/sources.js';
import { replacementAnswers } from './effects/prevention.js';
import { legalTargets } from './play/targets.js';
import { MAX_ASSIST_STEPS, isFieldObject } from './play/assisted.js';
import { abilitySources, mayHaveAbilityIn, objDef, player } from './state/query.js';
import { copyDecisionAnswers } from './effects/copy.js';
import { preservedCards } from './effects/preserve.js';
import { witherAnswers } from './effects/counters.js';
import { readOnly } from './state/memo.js';
import { objectsWrittenIn } from './state/clone.js';
import { gameFacts, slugsWithAbility } from './state/game-facts.js';
import { triggerModeAnswers } from './play/activation.js';
import { orderBottomAnswers } from './effects/mastery-abilities.js';
import { linkChoiceAnswers } from './effects/link.js';
import { graveyardReturnAnswers } from './effects/graveyard-return.js';
import { cardPickAnswers } from './effects/card-picks.js';
import { chosenCountersAnswers } from './effects/chosen-counters.js';
import { boonNameAnswers } from './flow/boons.js';
import { bestowOptions } from './flow/bestowal.js';
import { boonAbilityOptions } from './effects/boon-ability-activation.js';
import { graveyardAbilityOptions } from './effects/graveyard-abilities.js';
import { payToDoAnswers } from './effects/pay-to-do.js';
import { eachGraveyardBanishAnswers } from './effects/each-graveyard-banish.js';
import { moveFromHandAnswers, pickCardsAnswers, sacrificePairAnswers } from './effects/cleric-ops.js';
import { chooseObjectsAnswers } from './effects/choose-objects.js';
import { splitDamageAnswers } from './effects/split-damage.js';
import { handToFieldAnswers } from './effects/hand-to-field.js';
import { eachSacrificesAnswers } from './effects/each-player-sacrifice.js';
import { costPartChoices, materialDeckCandidates, materialDeckProblem } from './play/material-deck-activation.js';
import { singleGraveyardOk } from './effects/single-graveyard-targets.js';
import { graveyardBanishAnswers } from './effects/graveyard-banish.js';
import { revealCardsAnswers } from './effects/reveal-cards.js';
import { levelUpAnswers } from './effects/level-up.js';
import { pickCardAnswers } from './effects/champion-picks.js';
import { sacrificeAnotherAnswers } from './effects/sacrifice-another.js';
import { discardToDoAnswers } from './effects/discard-to-do.js';
import { choosePlayerForControlAnswers } from './effects/chosen-player-control.js';
import { lookTopBanishAnswers } from './effects/look-top-banish.js';
import { pickToBanishAnswers } from './effects/hidden-pick-banish.js';
import { chooseElementsAnswers } from './effects/chosen-elements.js';
import { chooseClassAnswers } from './effects/chosen-class.js';
import { lineageCardBanishAnswers } from './effects/lineage-card-banish.js';
import { lineageDiscardAnswers } from './effects/lineage-discard.js';
import { cardsIntoLineageAnswers } from './effects/lineage-from-zones.js';
import { lookAndTakeAnswers } from './effects/look-and-take.js';
import { materialDeckMoveAnswers } from './effects/material-deck-returns.js';
import { lookAndDiscardAnswers } from './effects/hidden-zone-discard.js';
import { lookAtTopAnswers } from './effects/look-at-top.js';
import { sortTopCardsAnswers } from './effects/deck-top-sort.js';
import { materialCardsBanishAnswers } from './effects/material-deck-choice.js';
import { omenReturnAnswers } from './effects/omen-return.js';
import { banishmentToFieldAnswers } from './effects/banishment-to-field.js';
import { banishedPlayable, banishedPlayableCards } from './effects/banished-playable.js';
import { graveyardCandidates, memoryCandidates } from './play/memory-activation.js';

/** Every legal input for `who` now, in a stable order. Conceding is always legal and comes last. */
export function legalActions(s: GameState, who: PlayerId): Action[] {
  // A working copy in the middle of an apply changes in place: never remembered.
  if (objectsWrittenIn(s)) return readOnly(s, () => listLegalActions(s, who));
  const byPlayer = listed.get(s);
  const hit = byPlayer?.get(who);
  if (hit && sameShallow(s, hit.sig)) return hit.actions.slice();
  const actions = readOnly(s, () => listLegalActions(s, who));
  const entry = { sig: shallow(s), actions };
  if (byPlayer) byPlayer.set(who, entry);
  else listed.set(s, new Map([[who, entry]]));
  return actions.slice();
}

/**
 * The lists already worked out, per state: a player's own list is asked for twice per input (to
 * show it, then by `apply` to hold the input to it). States are not changed once made; in case one
 * is edited in place (tests and setups do), a list is reused only while every field of the state
 * and of its players is still the same value or the same reference.
 */
const listed = new WeakMap<GameState, Map<PlayerId, { sig: unknown[]; actions: Action[] }>>();

function shallow(s: GameState): unknown[] {
  const sig: unknown[] = Object.values(s);
  for (const p of s.players) sig.push(...Object.values(p));
  return sig;
}

function sameShallow(s: GameState, sig: unknown[]): boolean {
  let i = 0;
  for (const k in s) if (sig[i++] !== s[k as keyof GameState]) return false;
  for (const p of s.players) for (const k in p) if (sig[i++] !== p[k as keyof typeof p]) return false;
  return i === sig.length;
}

function listLegalActions(s: GameState, who: PlayerId): Action[] {
  if (s.result) return [];
  const me = s.players.find((p) => p.id === who);
  if (!me || me.lost) return [];
  const out: Action[] = [];
  if (s.pending) {
    if (s.pending.player === who) out.push(...decisionAnswers(s, who, s.pending));
  } else if (s.opportunity && s.players[s.opportunity.player]!.id === who) {
    out.push({ type: 'pass' });
    for (const card of me.hand) if (!activationProblem(s, who, card)) out.push({ type: 'activate', card });
    for (const card of banishedPlayableCards(s, who)) if (banishedPlayable(s, who, card) && !activationProblem(s, who, card, 'banishment')) out.push({ type: 'activate', card }); // effects/banished-playable.ts
    for (const card of memoryCandidates(s, who)) if (!activationProblem(s, who, card, 'memory')) out.push({ type: 'activate', card }); // play/memory-activation.ts
    for (const card of graveyardCandidates(s, who)) if (!activationProblem(s, who, card, 'graveyard', false, true)) out.push({ type: 'activate', card });
    // Only a card with an Ephemerate cost can be activated from the graveyard (altCost): the rest are skipped unasked.
    const ephemerate = gameFacts(s).ephemerate;
    if (ephemerate.size > 0) {
      for (const card of me.graveyard) {
        if (ephemerate.has(card) && !activationProblem(s, who, card, 'graveyard')) out.push({ type: 'ephemerate', card });
      }
    }
    if (me.pantheon) {
      for (const card of bestowOptions(s, who)) out.push({ type: 'bestow', card });
      out.push(...boonAbilityOptions(s, who));
    }
    out.push(...graveyardAbilityOptions(s, who)); // effects/graveyard-abilities.ts
    // Only cards whose own text allows it can be activated from the material deck (play/material-deck-activation.ts).
    for (const card of materialDeckCandidates(s, who)) {
      if (!materialDeckProblem(s, who, card, () => activationProblem(s, who, card, 'materialDeck'))) out.push({ type: 'activateFromMaterialDeck', card });
    }
    const withActivated = activatedSlugs(s.defs);
    for (const id of s.field) {
      const o = s.objects[id]!;
      if (o.controller !== who) continue;
      // Enlighten counters give the only activated ability that no card prints (state/query.ts).
      if (!mayHaveAbilityIn(s, o, withActivated) && !(o.counters.enlighten! > 0)) continue;
      const refs = abilitySources(s, o);
      for (let index = 0; index < refs.length; index++) {
        const ab = refs[index]!.ability;
        if (ab.kind !== 'activated' || cannotPayOrTime(s, who, o, ab)) continue;
        if (!abilityProblem(s, who, id, index)) out.push({ type: 'activateAbility', object: id, index });
      }
    }
    if (slowTimingOk(s, who) && mayAttackThisTurn(s)) {
      for (const id of s.field) {
        const o = s.objects[id]!;
        // A rested object never attacks (attackerProblem refuses it too): passed over unasked.
        if (o.controller === who && !o.rested && !attackerProblem(s, who, o)) out.push({ type: 'attack', attacker: id });
      }
    }
  }
  out.push({ type: 'concede' });
  return out;
}

const activatedSlugs = slugsWithAbility((ab) => ab.kind === 'activated');

/**
 * Cheap refusals that abilityProblem would also give (slow timing, a rest cost on a rested object,
 * too few counters to remove), checked first so most abilities are ruled out without its full
 * work. Only ever a subset of abilityProblem's refusals (test/engine/legal-completeness.test.ts).
 */
function cannotPayOrTime(s: GameState, who: PlayerId, o: ObjectState, ab: Extract<Ability, { kind: 'activated' }>): boolean {
  if (ab.speed === 'slow' && !slowTimingOk(s, who)) return true;
  for (const c of ab.costs) {
    if (c.kind === 'rest' && o.rested) return true;
    if (c.kind === 'removeCounters' && (o.counters[c.counter] ?? 0) < c.count) return true;
  }
  return false;
}

/** Who may act now: the player a decision waits on, or the holder of Opportunity. */
export function actingPlayers(s: GameState): PlayerId[] {
  if (s.result) return [];
  if (s.pending) return [s.pending.player];
  if (s.opportunity) return [s.players[s.opportunity.player]!.id];
  return [];
}

function decisionAnswers(s: GameState, who: PlayerId, d: Decision): Action[] {
  switch (d.kind) {
    case 'materializePhase':
      return [
        ...materializeOptions(s, who).map((card): Action => ({ type: 'materialize', card })),
        ...preservedCards(s, who).map((card): Action => ({ type: 'returnPreserved', card })), // Preserve: instead of materializing
        { type: 'skipMaterialize' },
      ];
    case 'activation': {
      const dr = d.draft;
      const cancel: Action = { type: 'cancel' };
      switch (dr.stage) {
        case 'x': {
          const max = xRange(s, who, dr);
          return [...Array.from({ length: max + 1 }, (_, x): Action => ({ type: 'declareX', x })), cancel];
        }
        case 'mode':
          return [...modeChoices(s, who, dr).map((mode): Action => ({ type: 'chooseMode', mode })), cancel];
        case 'targets':
          return [...legalDraftTargets(s, who, dr).map((target): Action => ({ type: 'chooseTarget', target })), cancel];
        case 'reserve':
          return [
            ...reserveChoices(s, who, dr).map((card): Action => ({ type: 'chooseReserve', card })),
            ...reservableChoices(s, who, dr).map((object): Action => ({ type: 'restForReserve', object })),
            cancel,
          ];
        case 'floating': {
          const done: Action[] = floatingRequired(s, who, dr) ? [] : [{ type: 'chooseFloating', card: null }];
          return [...floatingChoices(s, who, dr).map((card): Action => ({ type: 'chooseFloating', card })), ...done, cancel];
        }
        case 'prepare':
        case 'brew':
        case 'altCost':
        case 'kindle':
          return [...activationKeywordAnswers(s, who, dr), cancel];
        case 'costParts':
          return [...costPartChoices(s, who, dr).map((id): Action => ({ type: 'chooseCostPart', id })), cancel];
        case 'command':
          return [...commandAllies(s, who, draftDef(s, dr)).map((object): Action => ({ type: 'chooseCommandAlly', object })), cancel];
      }
      return [cancel];
    }
    case 'attackDeclaration':
      return attackDeclarationAnswers(s, d);
    case 'retaliate':
      return [...d.units.map((unit): Action => ({ type: 'retaliate', unit })), { type: 'retaliate', unit: null }];
    case 'orderTriggers':
      return d.triggers.map((t): Action => ({ type: 'orderTrigger', trigger: t.id }));
    case 'triggerTargets': {
      const ab = abilityOf(s, d.trigger);
      const specs = ab && ab.kind === 'triggered' ? triggerTargetSpecs(ab, d.trigger.mode) : [];
      const spec = specs[d.chosen.length];
      if (!spec) return [];
      const ts = legalTargets(s, who, spec, d.trigger.source ?? undefined, { def: s.defs[d.trigger.def] })
        .filter((t) => !d.chosen.some((c) => c && t && c.kind === t.kind && c.id === t.id))
        .filter((t) => singleGraveyardOk(s, specs, d.chosen, t)) // effects/single-graveyard-targets.ts
        .map((target): Action => ({ type: 'chooseTarget', target }));
      return spec.optional ? [...ts, { type: 'chooseTarget', target: null }] : ts;
    }
    case 'keepUnique':
      return d.objects.map((object): Action => ({ type: 'keepUnique', object }));
    case 'may':
      return [{ type: 'mayAnswer', accept: true }, { type: 'mayAnswer', accept: false }];
    case 'chooseCard':
      return player(s, who).hand.map((card): Action => ({ type: 'chooseCard', card }));
    case 'assisted':
      if (d.steps >= MAX_ASSIST_STEPS) return [{ type: 'assist', tool: { tool: 'done' } }];
      return assistTools(s, who, d).map((tool): Action => ({ type: 'assist', tool }));
    case 'assistConsent':
      return [{ type: 'consent', accept: true }, { type: 'consent', accept: false }];
    case 'assistDiscard':
      return player(s, who).hand.map((card): Action => ({ type: 'chooseCard', card }));
    case 'glimpse':
      return [
        ...d.cards
          .filter((c) => !d.top.includes(c) && !d.bottom.includes(c) && c !== d.starcalled)
          .flatMap((card): Action[] => d.starcalled ? [{ type: 'glimpseChoice', card, where: 'bottom' }] : [{ type: 'glimpseChoice', card, where: 'top' }, { type: 'glimpseChoice', card, where: 'bottom' }]),
        ...(d.deckOwner ? [] : starcallOptions(s, who, d)).map((card): Action => ({ type: 'starcall', card })),
        ...(d.deckOwner ? [] : starcallOptions(s, who, d, true)).map((card): Action => ({ type: 'starcall', card, free: true })), // effects/free-starcalling.ts
        ...(d.deckOwner ? [] : starcallOptions(s, who, d, 'effect')).map((card): Action => ({ type: 'starcall', card, free: 'effect' })),
        ...(d.deckOwner ? [] : aethercallOptions(s, who, d)).map((o): Action => ({ type: 'aethercall', ...o })),
      ];
    case 'critical':
      return criticalAnswers(s, d);
    case 'loadInto':
      return d.options.map((object): Action => ({ type: 'loadInto', object }));
    case 'orderReplacements':
      return replacementAnswers(d);
    case 'orderLeavingReplacements':
      return d.options.map((o): Action => ({ type: 'orderReplacement', replacement: o.id }));
    case 'search':
      // Searching a private zone may always fail to find.
      return [...d.options.map((card): Action => ({ type: 'searchChoice', card })), { type: 'searchChoice', card: null }];
    case 'enterAsCopy':
    case 'copyTargets':
      return copyDecisionAnswers(s, d);
    case 'chooseMemory': // Agility: the cards of your memory
      return player(s, who).memory.map((card): Action => ({ type: 'chooseCard', card }));
    case 'chooseOmen': // effects/omen-choice.ts
      return omenChoiceAnswers(s, d);
    case 'chooseGraveyardCard': // effects/graveyard-return.ts
      return graveyardReturnAnswers(d);
    case 'cardPick': // effects/card-picks.ts
      return cardPickAnswers(s, d);
    case 'chooseForCounters': // effects/chosen-counters.ts
      return chosenCountersAnswers(d);
    case 'wither':
      return witherAnswers(s, who, d);
    case 'eachBanishesFromGraveyard': // effects/each-graveyard-banish.ts
      return eachGraveyardBanishAnswers(s, d);
    case 'payToDo': // effects/pay-to-do.ts
      return payToDoAnswers(s, who, d);
    case 'triggerMode':
      return triggerModeAnswers(d);
    case 'orderBottom':
      return orderBottomAnswers(d);
    case 'chooseLink':
      return linkChoiceAnswers(d);
    case 'chooseBoonName':
      return boonNameAnswers(d);
    case 'moveFromHand':
      return moveFromHandAnswers(s, who);
    case 'sacrificePair':
      return sacrificePairAnswers(s, d);
    case 'pickCards':
      return pickCardsAnswers(s, d);
    case 'chooseObjects': // effects/choose-objects.ts
      return chooseObjectsAnswers(s, d);
    case 'splitDamage': // effects/split-damage.ts
      return splitDamageAnswers(s, d);
    case 'handToField': // effects/hand-to-field.ts
      return handToFieldAnswers(s, d);
    case 'eachSacrifices': // effects/each-player-sacrifice.ts
      return eachSacrificesAnswers(s, d);
    case 'levelUpChoice': // effects/level-up.ts
      return levelUpAnswers(d);
    case 'revealCards': // effects/reveal-cards.ts
      return revealCardsAnswers(d);
    case 'banishFromGraveyard': // effects/graveyard-banish.ts
      return graveyardBanishAnswers(d, s);
    case 'pickCard': // effects/champion-picks.ts
      return pickCardAnswers(d);
    case 'sacrificeAnother': // effects/sacrifice-another.ts
      return sacrificeAnotherAnswers(d);
    case 'chooseElements': // effects/chosen-elements.ts
      return chooseElementsAnswers(d);
    case 'chooseClass': // effects/chosen-class.ts
      return chooseClassAnswers(d);
    case 'pickToBanish': // effects/hidden-pick-banish.ts
      return pickToBanishAnswers(d);
    case 'lookTopBanish': // effects/look-top-banish.ts
      return lookTopBanishAnswers(d);
    case 'choosePlayerForControl': // effects/chosen-player-control.ts
      return choosePlayerForControlAnswers(d);
    case 'discardToDo': // effects/discard-to-do.ts
      return discardToDoAnswers(d);
    case 'cardsIntoLineage': // effects/lineage-from-zones.ts
      return cardsIntoLineageAnswers(d);
    case 'discardLineageCards': // effects/lineage-discard.ts
      return lineageDiscardAnswers(d);
    case 'banishLineageCard': // effects/lineage-card-banish.ts
      return lineageCardBanishAnswers(d);
    case 'lookAndTake': // effects/look-and-take.ts
      return lookAndTakeAnswers(d);
    case 'materialDeckMove': // effects/material-deck-returns.ts
      return materialDeckMoveAnswers(d);
    case 'lookAndDiscard': // effects/hidden-zone-discard.ts
      return lookAndDiscardAnswers(s, d);
    case 'banishOwnMaterialCards': // effects/material-deck-choice.ts
      return materialCardsBanishAnswers(s, d);
    case 'sortTopCards': // effects/deck-top-sort.ts
      return sortTopCardsAnswers(d);
    case 'lookAtTop': // effects/look-at-top.ts
      return lookAtTopAnswers(d);
    case 'returnOmen': // effects/omen-return.ts
      return omenReturnAnswers(s, d);
    case 'chooseBanished': // effects/banishment-to-field.ts
      return banishmentToFieldAnswers(d);
  }
}

/** Every amount an assisted step may have: a bounded choice, never a number typed in. */
const AMOUNTS = [1, 2, 3, 4, 5];
const FEW = [1, 2, 3];

/**
 * The assisted-resolution tools, with their amounts as bounded choices. None reads another player's
 * hidden zone: cards are named only from your own hand, memory, graveyard, banishment and the top
 * cards you looked at; deck search options are names in alphabetical order, never the deck order.
 */
function assistTools(s: GameState, who: PlayerId, d: AssistedDecision): AssistTool[] {
  const tools: AssistTool[] = [{ tool: 'done' }];
  for (const def of Object.values(s.defs)) if (def.types.includes('TOKEN')) tools.push({ tool: 'token', def: def.slug });
  const me = player(s, who);
  for (const card of me.hand) for (const to of ['graveyard', 'banishment', 'memory', 'deckTop', 'deckBottom'] as const) tools.push({ tool: 'moveCard', card, to });
  for (const card of me.memory) for (const to of ['hand', 'graveyard', 'banishment'] as const) tools.push({ tool: 'moveCard', card, to });
  for (const card of me.graveyard) for (const to of ['hand', 'banishment', 'deckBottom'] as const) tools.push({ tool: 'moveCard', card, to });
  for (const card of me.banishment) tools.push({ tool: 'moveCard', card, to: 'hand' });
  for (const card of d.looked ?? []) {
    if (!me.mainDeck.includes(card)) continue;
    for (const to of ['hand', 'graveyard', 'banishment', 'deckBottom'] as const) tools.push({ tool: 'moveCard', card, to });
  }
  // Deck search: one option per distinct card in your deck, sorted by slug so the list never shows the deck order.
  const inDeck = [...new Set(me.mainDeck.map((c) => s.cards[c]!.def))].sort();
  for (const slug of inDeck) {
    tools.push({ tool: 'search', def: slug, to: 'hand' }, { tool: 'search', def: slug, to: 'graveyard' });
    if (isFieldObject(s.defs[slug]!)) tools.push({ tool: 'search', def: slug, to: 'field' });
  }
  if (me.mainDeck.length > 1) tools.push({ tool: 'shuffle' });
  for (const count of FEW) if (me.mainDeck.length >= count) tools.push({ tool: 'lookTop', count });
  for (const p of s.players) {
    if (p.lost) continue;
    for (const count of FEW) tools.push({ tool: 'draw', player: p.id, count });
    for (const count of FEW) if (p.mainDeck.length >= count) tools.push({ tool: 'mill', player: p.id, count });
    if (p.hand.length > 0) tools.push({ tool: 'discardChosen', player: p.id });
  }
  for (const id of s.field) {
    const o = s.objects[id]!;
    const def = objDef(s, o);
    const champion = def.types.includes('CHAMPION');
    const unit = champion || def.types.includes('ALLY');
    if (unit) {
      for (const amount of AMOUNTS) tools.push({ tool: 'damage', object: id, amount });
      for (const amount of AMOUNTS) tools.push({ tool: 'prevent', object: id, amount });
      for (const amount of AMOUNTS) if (amount <= o.damage) tools.push({ tool: 'recover', object: id, amount });
      for (const amount of FEW) tools.push({ tool: 'modify', object: id, stat: 'power', amount }, { tool: 'modify', object: id, stat: 'life', amount });
    }
    tools.push({ tool: o.rested ? 'wakeUp' : 'rest', object: id });
    tools.push({ tool: 'counters', object: id, counter: 'buff', delta: 1 });
    if ((o.counters.buff ?? 0) > 0) tools.push({ tool: 'counters', object: id, counter: 'buff', delta: -1 });
    // Level counters only on your own champion: the card's controller levels up, never an opponent.
    if (champion && o.controller === who) tools.push({ tool: 'counters', object: id, counter: 'level', delta: 1 });
    if (!champion) tools.push({ tool: 'destroy', object: id }, { tool: 'banish', object: id }, { tool: 'bounce', object: id });
  }
  return tools;
}
