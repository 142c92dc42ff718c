// The masteries' own abilities (game-mechanics/game-mechanics-mastery.md). A mastery is a player
// function, not an object, so its abilities have no source object:
// - its "beginning of the end phase" and "whenever …" triggered abilities are the player's, with no
//   source (flow/triggers.ts asks `masteryAbilities` next to the objects on the field);
// - its object triggers (On Hit, On Kill, On Attack…) are abilities "your champion has": they
//   trigger from the player's champion, which is their source (Fractured Memories);
// - static abilities on a mastery that reach into a zone (Phantasmagoria's graveyard) are read in mastery.ts.
import type { Ability, Effect, Trigger } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { addMasteryCounters, masteryOf } from './mastery.js';
import { mutObj } from '../state/clone.js';
import { queueReflexiveTrigger } from '../flow/triggers.js';
import { subjects } from '../play/effects.js';

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

type MasteryOp = Extract<Effect, { op: 'modifyAttackPower' | 'graveyardToDeckBottom' | 'millPerMasteryCounter' | 'masteryCountersFromEventObject' | 'moveCountersToMastery' }>;

export function runMasteryAbilityOp(ctx: Ctx, r: Resolution, e: MasteryOp): void {
  const s = ctx.s;
  const you = r.item.controller;
  const p = s.players.find((pl) => pl.id === you)!;
  switch (e.op) {
    case 'modifyAttackPower': {
      // Servile Possessions: a continuous effect on the attack, which ends with the combat.
      if (!s.combat) return;
      s.combat = { ...s.combat, attackBonus: (s.combat.attackBonus ?? 0) + e.amount };
      logLine(ctx, `The attack gets ${e.amount >= 0 ? '+' : ''}${e.amount} power.`, you);
      return;
    }
    case 'graveyardToDeckBottom': {
      // The cards keep their graveyard order (oldest first) at the bottom of the deck.
      const cards = p.graveyard.splice(0, p.graveyard.length);
      for (const c of cards) putCard(ctx, c, 'mainDeck'); // pushed: the bottom of the deck
      logLine(ctx, `${p.name} puts ${cards.length} card(s) from their graveyard on the bottom of their deck.`, you);
      return;
    }
    case 'masteryCountersFromEventObject':
      addMasteryCounters(ctx, you, e.counter, r.item.x);
      if (r.item.x > 0) logLine(ctx, `${p.name} puts ${r.item.x} ${e.counter} counter(s) on their mastery.`, you);
      return;
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
      // "When N or more are moved this way, …": a reflexive trigger.
      if (e.whenAtLeast && moved >= e.whenAtLeast.min) queueReflexiveTrigger(ctx, r.item, { op: 'reflexiveTrigger', effects: e.whenAtLeast.effects });
      return;
    }
    case 'millPerMasteryCounter': {
      const n = masteryOf(s, you)?.counters[e.counter] ?? 0;
      let moved = 0;
      for (let i = 0; i < n; i++) {
        const c = p.mainDeck.shift();
        if (c === undefined) break;
        putCard(ctx, c, 'graveyard');
        moved++;
      }
      logLine(ctx, `${p.name} puts the top ${moved} card(s) of their deck into their graveyard.`, you);
      return;
    }
  }
}
