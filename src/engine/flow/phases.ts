import type { Phase } from '../types.js';
import { passesWakeUp } from '../effects/skip-wake-up.js';
import { endTimedWatchers } from '../effects/timed-watchers.js';
import { endTurnWatchers } from '../effects/turn-watchers.js';
import { logLine, type Ctx } from './ctx.js';
import { placeTriggers } from './stack.js';
import { queueChargeTriggers, queuePhaseTriggers, watch } from './triggers.js';
import { resolveTop } from '../play/resolve.js';
import { runStateBasedChecks } from '../checks/state-based.js';
import { dealCombatDamage, endCombat, queueKillTriggers, retaliationCandidates } from './combat.js';
import { heldRestedObjects } from '../effects/wake-up-held.js';
import { checkCommandIntent } from './attack-keywords.js';
import { abilitySources, objDef, player, turnPlayerId } from '../state/query.js';
import { drawCards } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { materializeOptions } from '../play/activation.js';
import { placeStartingChampion } from './setup.js';
import { expirePreventions } from '../effects/prevention.js';
import { expireReplacements, holdDamageStepForLeaving } from '../effects/replacement.js';
import { loseAgility, queueAgilityTriggers } from './agility.js';
import { endTurnCostChanges } from '../effects/cost-changes.js';
import { endTurnAttackTaxes } from '../effects/attack-tax.js';
import { endTurnChampionDamage } from '../effects/champion-damage.js';
import { endTurnChampionCombatDamaged } from '../effects/champion-damaged-targets.js';
import { endTurnEnterCounters } from '../effects/enter-counters.js';
import { endTurnEnterStates } from '../effects/enter-states.js';
import { endTurnControl } from '../effects/control-change.js';
import { endTurnForFoster } from '../effects/foster.js';
import { preservedCards } from '../effects/preserve.js';
import { queueWitherTrigger } from '../effects/counters.js';
import { queueSuppressReturns } from '../effects/object-keywords.js';
import { endTurnCharacteristicEffects } from '../effects/continuous.js';
import { endTurnPermissionEffects, objectCant } from '../effects/permissions.js';
import { endEffectsAtTurnStart } from '../effects/durations.js';
import { endTurnFirstAttacks } from '../effects/first-attack.js';
import { endTurnBanishedPlayable, expireBanishedPlayable } from '../effects/banished-playable.js';

/**
 * Steps at which the turn player naturally receives Opportunity. While the game is at one of
 * these, an emptied stack gives the turn player Opportunity again; all passing on an empty stack
 * moves past it.
 */
export function isWindow(ctx: Ctx): boolean {
  const { phase, phaseStep } = ctx.s;
  return (
    (phase === 'recollection' && phaseStep === 1) ||
    (phase === 'main' && phaseStep === 0) ||
    (phase === 'end' && phaseStep === 1) ||
    (phase === 'combat' && (phaseStep === 1 || phaseStep === 3))
  );
}

function giveOpportunityToTurnPlayer(ctx: Ctx): void {
  ctx.s.opportunity = { player: ctx.s.turnPlayer, passes: 0 };
}

/** Move the game forward until a player must act or the game is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  // True while the state-based checks have run and only steps that change nothing they read
  // (whose turn step it is, who holds Opportunity) came after: running them again would find nothing.
  // A pass that closed a window on a settled state changed only those.
  let settled = ctx.settledInput === true && ctx.windowClosed === true;
  ctx.checkedInStep = false; // set only by a step taken below
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result || s.pending) return;
    // State-based checks happen before anyone receives Opportunity (unless nothing but Opportunity moved since they last ran).
    if (ctx.opportunityPassedOn && ctx.settledInput && guard === 0 && s.opportunity && s.pendingTriggers.length === 0) return;
    if (!settled) {
      runStateBasedChecks(ctx);
      checkCommandIntent(ctx); // Command: a Command card no legal for its attacker leaves the intent
      settled = true;
    }
    if (s.result || s.pending) return;
    if (s.pendingTriggers.length > 0) {
      placeTriggers(ctx);
      settled = false;
      if (s.pending || s.result) return;
      if (s.phase !== 'setup') giveOpportunityToTurnPlayer(ctx);
      continue;
    }
    // Interdiction: while such a card's activation is on the stack, nobody has Opportunity; nor while
    // a boon is being bestowed (playing-cards-bestowing-boons.md, 3.4).
    const top = s.stack[s.stack.length - 1];
    if (top && ((top.kind === 'activation' && s.defs[top.def]!.keywords.includes('interdiction')) || top.kind === 'bestowal') && s.phase !== 'setup') {
      s.opportunity = null;
      resolveTop(ctx);
      settled = false;
      if (!s.pending) afterResolution(ctx);
      continue;
    }
    if (s.opportunity) return;
    if (s.phase === 'setup') {
      // Starting hands: champions are placed and their On Enter abilities resolved in turn
      // order, and nobody receives Opportunity until all of them are done.
      if (s.stack.length > 0) resolveTop(ctx);
      else if (s.phaseStep < s.players.length) placeStartingChampion(ctx, (s.firstPlayer + s.phaseStep++) % s.players.length);
      else startTurn(ctx, s.firstPlayer, true);
      settled = false;
      continue;
    }
    if (s.stack.length > 0) {
      giveOpportunityToTurnPlayer(ctx);
      continue;
    }
    if (!bookkeepingStep(s)) settled = false;
    stepPhase(ctx);
    if (ctx.checkedInStep) {
      settled = true; // the step ended with the checks (the damage step: finishDamageStep)
      ctx.checkedInStep = false;
    }
  }
  throw new Error('the game did not settle');
}

/** A player passes Opportunity. Returns nothing; the caller then calls `advance`. */
export function passOpportunity(ctx: Ctx): void {
  const s = ctx.s;
  const opp = s.opportunity!;
  const active = s.players.filter((p) => !p.lost).length;
  const passes = opp.passes + 1;
  if (passes < active) {
    let next = (opp.player + 1) % s.players.length;
    while (s.players[next]!.lost) next = (next + 1) % s.players.length;
    s.opportunity = { player: next, passes };
    ctx.opportunityPassedOn = true;
    return;
  }
  s.opportunity = null;
  if (s.stack.length > 0) {
    resolveTop(ctx);
    if (!s.pending) afterResolution(ctx);
    return;
  }
  // Everyone passed on an empty stack: the window closes and the phase moves on.
  s.phaseStep++;
  ctx.windowClosed = true;
}

/** After a resolution the turn player receives Opportunity if anything remains or this is a window. */
export function afterResolution(ctx: Ctx): void {
  const s = ctx.s;
  if (s.phase === 'setup') return;
  if (s.stack.length > 0 || isWindow(ctx)) giveOpportunityToTurnPlayer(ctx);
}

function enterPhase(ctx: Ctx, phase: Phase): void {
  const s = ctx.s;
  s.phase = phase;
  s.phaseStep = 0;
  ctx.events.push({ type: 'phase', phase, turn: s.turn, player: turnPlayerId(s) });
}

function isFirstTurnOf(ctx: Ctx): boolean {
  return ctx.s.turn <= ctx.s.players.length;
}

export function startTurn(ctx: Ctx, playerIndex: number, first = false): void {
  const s = ctx.s;
  if (!first) s.turn++;
  s.turnPlayer = playerIndex;
  endEffectsAtTurnStart(s, s.players[playerIndex]!.id); // "until the beginning of your next turn" (effects/durations.ts)
  s.leveledUpThisTurn = [];
  if (s.activationsThisTurn) delete s.activationsThisTurn;
  if (s.materializedThisTurn) delete s.materializedThisTurn;
  if (s.drawsThisTurn) delete s.drawsThisTurn;
  if (s.attacksThisTurn) delete s.attacksThisTurn; // effects/attack-count.ts
  if (s.championAttackedThisTurn) delete s.championAttackedThisTurn; // effects/turn-history.ts
  endTurnFirstAttacks(s); // effects/first-attack.ts
  expireBanishedPlayable(s, s.players[playerIndex]!.id); // effects/banished-playable.ts: "until the beginning of your next turn"
  endTimedWatchers(s, s.players[playerIndex]!.id); // effects/timed-watchers.ts
  if (s.suppressesThisTurn) delete s.suppressesThisTurn;
  if (s.negationsThisTurn) delete s.negationsThisTurn; // effects/negations.ts
  for (const p of s.players) p.materializedThisPhase = false;
  logLine(ctx, `Turn ${s.turn}: ${s.players[playerIndex]!.name}.`);
  // A player's first turn skips Wake Up, Materialize and Recollection.
  enterPhase(ctx, isFirstTurnOf(ctx) ? 'draw' : 'wakeUp');
}

function nextPlayerIndex(ctx: Ctx): number {
  const s = ctx.s;
  let i = (s.turnPlayer + 1) % s.players.length;
  while (s.players[i]!.lost) i = (i + 1) % s.players.length;
  return i;
}

/**
 * Will the next phase step only move the game along (enter the next phase, give Opportunity, ask
 * for a choice) without changing anything the state-based checks read? Waking up, charging,
 * returning memory, drawing, combat damage, the end of combat, clean-up and a new turn all do;
 * queuing "at the beginning of" triggers is followed by placing them, which counts as a change.
 */
function bookkeepingStep(s: Ctx['s']): boolean {
  switch (s.phase) {
    case 'materialize': return true;
    case 'recollection': return s.phaseStep === 1 || s.phaseStep === 3;
    case 'draw': return s.phaseStep === 1;
    case 'main': return true;
    // Up to the damage step only Opportunity moves; with the combat over, only the phase does.
    case 'combat': return !s.combat || s.phaseStep <= 3;
    case 'end': return s.phaseStep === 1;
    default: return false;
  }
}

function stepPhase(ctx: Ctx): void {
  const s = ctx.s;
  const tp = s.players[s.turnPlayer]!;
  switch (s.phase) {
    case 'wakeUp': {
      const held = heldRestedObjects(s); // effects/wake-up-held.ts
      for (const id of s.field) {
        const o = s.objects[id]!;
        if (passesWakeUp(s, o, tp.id)) continue; // effects/skip-wake-up.ts
        if (o.controller === tp.id && held.has(id)) continue;
        if (o.controller === tp.id && o.rested && !objectCant(s, o, 'wakeUp')) mutObj(s, id).rested = false; // a "can't wake up" stays rested
      }
      enterPhase(ctx, 'materialize');
      return;
    }
    case 'materialize':
      if (s.phaseStep === 0) {
        s.phaseStep = 1;
        tp.materializedThisPhase = false;
        // A Preserved card may be returned instead of materializing, even with nothing to materialize.
        if (materializeOptions(s, tp.id).length > 0 || preservedCards(s, tp.id).length > 0) s.pending = { kind: 'materializePhase', player: tp.id };
        return;
      }
      enterPhase(ctx, 'recollection');
      return;
    case 'recollection':
      if (s.phaseStep === 0) chargeObjects(ctx, tp.id);
      if (openingWindow(ctx, 'recollection', tp.id)) return;
      if (s.phaseStep === 2) {
        const n = tp.memory.length;
        tp.hand = [...tp.hand, ...tp.memory];
        tp.memory = [];
        if (n > 0) logLine(ctx, `${tp.name} returns ${n} card${n === 1 ? '' : 's'} from memory to hand.`, tp.id);
        // "Whenever a player recollects N or more cards" (flow/triggers.ts): their champion is the event object.
        if (n > 0) watch(ctx, { event: 'recollects', player: tp.id, amount: n, ...(tp.champion && s.objects[tp.champion] ? { object: s.objects[tp.champion] } : {}) });
        s.phaseStep = 3;
        return;
      }
      enterPhase(ctx, 'draw');
      return;
    case 'draw':
      if (s.phaseStep === 0) {
        s.phaseStep = 1;
        // In a two-player game the first player skips the draw on the first turn.
        if (!(s.turn === 1 && s.players.length === 2)) drawCards(ctx, tp, 1);
        return;
      }
      enterPhase(ctx, 'main');
      queueWitherTrigger(ctx, tp.id); // wither counters: once per turn, as the main phase begins
      return;
    case 'main':
      if (s.phaseStep === 0) {
        giveOpportunityToTurnPlayer(ctx);
        return;
      }
      enterPhase(ctx, 'end');
      return;
    case 'combat':
      return stepCombat(ctx);
    case 'end':
      if (openingWindow(ctx, 'end', tp.id)) return;
      if (s.phaseStep === 2) {
        cleanUp(ctx);
        // If clean-up queued anything, players act on it and clean-up runs again.
        if (s.pendingTriggers.length > 0) {
          s.phaseStep = 1;
          return;
        }
        s.phaseStep = 3;
        return;
      }
      startTurn(ctx, nextPlayerIndex(ctx));
      return;
    case 'setup':
      return;
  }
}

/**
 * Steps 0 and 1 of the recollection and end phases: "at the beginning of" abilities trigger,
 * then the turn player has Opportunity. Returns whether the step was one of these.
 */
function openingWindow(ctx: Ctx, phase: 'recollection' | 'end', turnPlayer: string): boolean {
  const s = ctx.s;
  if (s.phaseStep === 0) {
    queuePhaseTriggers(ctx, phase, turnPlayer);
    if (phase === 'end') {
      queueAgilityTriggers(ctx); // each instance of Agility a player has
      queueSuppressReturns(ctx); // Suppress's delayed triggers
    }
    s.phaseStep = 1;
    if (s.pendingTriggers.length === 0) giveOpportunityToTurnPlayer(ctx);
    return true;
  }
  if (s.phaseStep === 1) {
    giveOpportunityToTurnPlayer(ctx);
    return true;
  }
  return false;
}

/**
 * On Charge N: each of the turn player's objects with an untriggered On Charge ability gets a
 * charge counter (a turn-based action); the ability triggers the first time it has N.
 */
function chargeObjects(ctx: Ctx, who: string): void {
  const s = ctx.s;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller !== who || o.charged) continue;
    const refs = abilitySources(s, o).filter((r) => r.ability.kind === 'triggered' && r.ability.trigger.on === 'charge');
    if (refs.length === 0) continue;
    const m = mutObj(s, id);
    m.counters.charge = (m.counters.charge ?? 0) + 1;
    queueChargeTriggers(ctx, id); // flow/triggers.ts: triggers once, the first time it has N
  }
}

function cleanUp(ctx: Ctx): void {
  const s = ctx.s;
  const tp = turnPlayerId(s);
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.damage > 0 && objDef(s, o).types.includes('ALLY')) mutObj(s, id).damage = 0; // ally damage is temporary
    if (o.distant && o.controller === tp) mutObj(s, id).distant = false; // distant until the end of its controller's turn
  }
  s.effects = s.effects.filter((e) => e.duration !== 'untilEndOfTurn');
  s.keywordGrants = s.keywordGrants.filter((g) => g.duration !== 'untilEndOfTurn');
  endTurnCharacteristicEffects(s); // src/engine/effects/continuous.ts
  endTurnPermissionEffects(s); // src/engine/effects/permissions.ts
  expirePreventions(s); // src/engine/effects/prevention.ts
  expireReplacements(s); // src/engine/effects/replacement.ts
  loseAgility(ctx); // the agility property lasts the turn
  endTurnCostChanges(s); // src/engine/effects/cost-changes.ts
  endTurnAttackTaxes(s); // src/engine/effects/attack-tax.ts
  endTurnChampionDamage(s); // src/engine/effects/champion-damage.ts
  endTurnChampionCombatDamaged(s); // src/engine/effects/champion-damaged-targets.ts
  endTurnBanishedPlayable(s); // src/engine/effects/banished-playable.ts: "this turn"
  endTurnEnterCounters(s); // src/engine/effects/enter-counters.ts
  endTurnEnterStates(s); // src/engine/effects/enter-states.ts
  endTurnWatchers(s); // src/engine/effects/turn-watchers.ts
  endTurnControl(ctx); // src/engine/effects/control-change.ts: control "until end of turn"
  endTurnForFoster(ctx, tp); // the end of this turn: Foster counts damage from here
}

function stepCombat(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c) {
    s.phaseStep = 5;
  }
  switch (c ? s.phaseStep : 5) {
    case 0:
      if (!c) return;
      // On Attack triggers were placed before we got here; now the "before retaliation" window.
      c.step = 'retaliation';
      s.phaseStep = 1;
      giveOpportunityToTurnPlayer(ctx);
      return;
    case 1:
      giveOpportunityToTurnPlayer(ctx);
      return;
    case 2: {
      if (!c) return;
      s.phaseStep = 3;
      c.step = 'damage';
      const candidates = retaliationCandidates(s);
      if (candidates.length > 0) {
        s.pending = { kind: 'retaliate', player: c.defendingPlayer, units: candidates };
        return;
      }
      giveOpportunityToTurnPlayer(ctx);
      return;
    }
    case 3:
      giveOpportunityToTurnPlayer(ctx);
      return;
    case 4: {
      if (!c) return;
      const d = c.defender ? s.objects[c.defender] : undefined;
      const defender = d ? { id: d.id, card: d.card, owner: d.owner } : null;
      // A choice of replacement order may pause the dealing of damage (src/engine/effects/prevention.ts).
      if (dealCombatDamage(ctx, defender) === 'paused') return;
      finishDamageStep(ctx, defender);
      return;
    }
    default:
      // Back to the main phase, where the turn player receives Opportunity again.
      s.combat = null;
      s.phase = 'main';
      s.phaseStep = 0;
      ctx.events.push({ type: 'phase', phase: 'main', turn: s.turn, player: player(s, turnPlayerId(s)).id });
  }
}

/** After combat damage has been dealt: state-based checks, On Kill, and on to the end of combat. */
export function finishDamageStep(ctx: Ctx, defender: { id: string; card: string | null; owner: string } | null): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c) return;
  c.step = 'endOfCombat';
  runStateBasedChecks(ctx);
  if (holdDamageStepForLeaving(ctx, defender)) return; // a dying unit's controller chooses a replacement first (effects/replacement.ts)
  queueKillTriggers(ctx, defender);
  if (s.result) return;
  endCombat(ctx);
  s.phaseStep = 5;
  // Since the checks: On Kill triggers queued (not yet placed) and the intent's cards put into
  // their owners' graveyards. The checks read neither, so `advance` need not run them again.
  ctx.checkedInStep = true;
}
