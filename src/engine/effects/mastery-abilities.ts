// The masteries' own abilities (game-mechanics/game-mechanics-mastery.md). A mastery is a player
// function, not an object, so its abilities have no source object:
// - its "beginning of the end phase" and "whenever …" triggered abilities are the player's, with no
//   source (flow/triggers.ts asks `masteryAbilities` next to the objects on the field);
// - its object triggers (On Hit, On Kill, On Attack…) are abilities "your champion has": they
//   trigger from the player's champion, which is their source (Fractured Memories);
// - static abilities on a mastery that reach into a zone (Phantasmagoria's graveyard) are read in mastery.ts.
import type { Ability, Effect, Trigger } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, ObjectState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef } from '../state/query.js';
import { drawCards, putCard, takeFrom, takeTop } from '../state/zones.js';
import { addMasteryCounters, masteryOf } from './mastery.js';
import { mutObj } from '../state/clone.js';
import { queueReflexiveTrigger } from '../flow/triggers.js';
import { subjects } from '../play/effects.js';
import { RULES } from '../rules-refs.js';

export interface MasteryAbilityRef { controller: PlayerId; def: string; index: number; ability: Ability }

/** Every ability of every mastery in the game, with the player who has that mastery. */
export function masteryAbilities(s: GameState): MasteryAbilityRef[] {
  if (!s.masteries) return [];
  const out: MasteryAbilityRef[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    const m = masteryOf(s, p.id);
    const d = m ? s.defs[m.def] : undefined;
    if (!d) continue;
    d.abilities.forEach((ability, index) => out.push({ controller: p.id, def: d.slug, index, ability }));
  }
  return out;
}

/** Object triggers of the player's mastery that their champion has ("your champion has 'On Hit: …'"). */
export function championMasteryTriggers(s: GameState, champion: ObjectState, on: Trigger['on']): MasteryAbilityRef[] {
  if (!s.masteries) return [];
  const p = s.players.find((pl) => pl.id === champion.controller);
  if (!p || p.champion !== champion.id) return [];
  return masteryAbilities(s).filter((m) => m.controller === p.id && m.ability.kind === 'triggered' && m.ability.trigger.on === on
    && (on === 'hit' || on === 'kill' || on === 'attack'));
}

/**
 * The X of a mastery trigger that counts counters on its event object: read as it triggers, since a
 * killed ally is gone by then (its last-known counters).
 */
export function masteryTriggerX(ctx: Ctx, ability: Ability, eventObject: string | undefined): number | undefined {
  if (ability.kind !== 'triggered' || !eventObject) return undefined;
  const e = ability.effects.find((x): x is Extract<Effect, { op: 'masteryCountersFromEventObject' }> => x.op === 'masteryCountersFromEventObject');
  if (!e) return undefined;
  const o = ctx.s.objects[eventObject];
  const known = o ? { counters: o.counters, types: objDef(ctx.s, o).types as string[] } : ctx.leftObjects?.[eventObject];
  if (!known || (e.ofType && !known.types.includes(e.ofType))) return 0;
  return known.counters[e.counter] ?? 0;
}

type MasteryOp = Extract<Effect, { op: 'modifyAttackPower' | 'graveyardToDeckBottom' | 'memoryToDeckBottomThenDraw' | 'handAndMemoryToDeckBottom' | 'millPerMasteryCounter' | 'masteryCountersFromEventObject' | 'moveCountersToMastery' }>;

/** Carry out a mastery op; 'paused' when a choice is asked first (`r` is already past this effect). */
export function runMasteryAbilityOp(ctx: Ctx, r: Resolution, e: MasteryOp): 'done' | 'paused' {
  const s = ctx.s;
  const you = r.item.controller;
  const p = s.players.find((pl) => pl.id === you)!;
  switch (e.op) {
    case 'modifyAttackPower': {
      // Servile Possessions: a continuous effect on the attack, which ends with the combat.
      if (!s.combat) return 'done';
      s.combat = { ...s.combat, attackBonus: (s.combat.attackBonus ?? 0) + e.amount };
      logLine(ctx, `The attack gets ${e.amount >= 0 ? '+' : ''}${e.amount} power.`, you);
      return 'done';
    }
    case 'graveyardToDeckBottom': {
      // "In any order": the owner orders them (ordering-and-tracking.md, rule 2), one card at a time
      // when there is more than one way to do it.
      if (p.graveyard.length > 1) {
        s.pending = { kind: 'orderBottom', player: you, cards: [...p.graveyard], placed: [], resume: { ...r } };
        return 'paused';
      }
      putUnder(ctx, you, [...p.graveyard]);
      return 'done';
    }
    case 'memoryToDeckBottomThenDraw': {
      // The memory is hidden: only its owner sees the cards while ordering them; the log gives the count.
      if (p.memory.length > 1) {
        s.pending = { kind: 'orderBottom', player: you, cards: [...p.memory], placed: [], resume: { ...r }, from: 'memory', thenDraw: true };
        return 'paused';
      }
      putUnder(ctx, you, [...p.memory], 'memory', true);
      return 'done';
    }
    case 'handAndMemoryToDeckBottom': { // every card of hand and memory, ordered by their owner like the memory above
      const cards = [...p.hand, ...p.memory];
      if (cards.length > 1) {
        s.pending = { kind: 'orderBottom', player: you, cards, placed: [], resume: { ...r }, from: 'handAndMemory' };
        return 'paused';
      }
      putUnder(ctx, you, cards, 'handAndMemory');
      return 'done';
    }
    case 'masteryCountersFromEventObject':
      addMasteryCounters(ctx, you, e.counter, r.item.x);
      if (r.item.x > 0) logLine(ctx, `${p.name} puts ${r.item.x} ${e.counter} counter(s) on their mastery.`, you);
      return 'done';
    case 'moveCountersToMastery': {
      let moved = 0;
      for (const o of subjects(ctx, r.item, e.subject)) {
        const n = o.counters[e.counter] ?? 0;
        if (n === 0) continue;
        mutObj(s, o.id).counters[e.counter] = 0;
        moved += n;
      }
      if (moved > 0) {
        addMasteryCounters(ctx, you, e.counter, moved);
        logLine(ctx, `${p.name} moves ${moved} ${e.counter} counter(s) onto their mastery.`, you);
      }
      if (e.movedAsX) r.item = { ...r.item, x: moved }; // "X is the amount moved this way"
      // "When N or more are moved this way, …": a reflexive trigger.
      if (e.whenAtLeast && moved >= e.whenAtLeast.min) queueReflexiveTrigger(ctx, r.item, { op: 'reflexiveTrigger', effects: e.whenAtLeast.effects });
      return 'done';
    }
    case 'millPerMasteryCounter': {
      const n = masteryOf(s, you)?.counters[e.counter] ?? 0;
      let moved = 0;
      for (let i = 0; i < n; i++) {
        const c = takeTop(p);
        if (c === undefined) break;
        putCard(ctx, c, 'graveyard');
        moved++;
      }
      logLine(ctx, `${p.name} puts the top ${moved} card(s) of their deck into their graveyard.`, you);
      return 'done';
    }
  }
}

/**
 * Move these graveyard cards under the deck together, in this order: the first goes just below the
 * cards already in the deck, the last ends up at the very bottom. The log gives only the count: the
 * deck is private, so the order stays the owner's (ordering-and-tracking.md, rule 2).
 */
function putUnder(ctx: Ctx, who: PlayerId, cards: CardId[], from: 'graveyard' | 'memory' | 'handAndMemory' = 'graveyard', thenDraw = false): void {
  const p = ctx.s.players.find((pl) => pl.id === who)!;
  let moved = 0;
  for (const c of cards) {
    if (from === 'handAndMemory' ? !takeFrom(p, 'hand', c) && !takeFrom(p, 'memory', c) : !takeFrom(p, from, c)) continue;
    putCard(ctx, c, 'mainDeck'); // pushed: the bottom of the deck
    moved++;
  }
  logLine(ctx, `${p.name} puts ${cards.length} card(s) from their ${from === 'handAndMemory' ? 'hand and memory' : from} on the bottom of their deck.`, who);
  if (thenDraw && moved > 0) drawCards(ctx, p, moved);
}

type OrderBottom = Extract<Decision, { kind: 'orderBottom' }>;

/** The legal answers to an orderBottom decision: the card to put under next (hook: legal.ts decisionAnswers). */
export function orderBottomAnswers(d: OrderBottom): Action[] {
  return d.cards.filter((c) => !d.placed.includes(c)).map((card): Action => ({ type: 'chooseCard', card }));
}

/**
 * The owner picks the next card to go under the deck (hook: apply.ts answerDecision). With one card
 * left there is nothing more to choose: all of them move at once and the resolution goes on.
 */
export function answerOrderBottom(ctx: Ctx, who: PlayerId, d: OrderBottom, card: CardId, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || !d.cards.includes(card) || d.placed.includes(card)) {
    return { message: 'Pick one of the cards still waiting to go on the bottom of your deck.', rule: RULES.orderingAndTracking };
  }
  const placed = [...d.placed, card];
  const left = d.cards.filter((c) => !placed.includes(c));
  if (left.length > 1) {
    ctx.s.pending = { ...d, placed };
    return null;
  }
  ctx.s.pending = null;
  putUnder(ctx, who, [...placed, ...left], d.from, d.thenDraw);
  resume(d.resume);
  return null;
}
