// Agility N, a player property (glossary/keywords-and-abilities.md#agility-n;
// game-mechanics/game-mechanics-properties-and-states.md#properties-and-states-of-players).
// Each instance a player gains is a trigger at the beginning of each end phase: return N cards of
// their choice from memory to hand (as many as there are, if fewer). Instances are lost at clean-up.
import type { Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from './ctx.js';
import { player, playersInTurnOrder } from '../state/query.js';
import { addTo, takeFrom } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { addPendingTrigger, watch } from './triggers.js';

export function gainAgility(ctx: Ctx, who: PlayerId, amount: number, def: string): void {
  if (amount <= 0) return;
  ctx.s.agility = [...(ctx.s.agility ?? []), { player: who, amount, def }];
  logLine(ctx, `${player(ctx.s, who).name} gains Agility ${amount}.`, who);
  watch(ctx, { event: 'gainsAgility', player: who }); // "whenever you gain agility"
}

export function hasAgility(s: Ctx['s'], who: PlayerId): boolean {
  return (s.agility ?? []).some((a) => a.player === who);
}

/** At the beginning of the end phase: one trigger per instance, each player's in turn order. */
export function queueAgilityTriggers(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of playersInTurnOrder(s)) {
    for (const a of s.agility ?? []) {
      if (a.player !== p.id) continue;
      addPendingTrigger(s, { controller: p.id, source: null, def: a.def, abilityIndex: -1, builtin: 'agility', x: a.amount });
    }
  }
}

/** Clean-up: the agility property is lost. */
export function loseAgility(ctx: Ctx): void {
  if (ctx.s.agility?.length) ctx.s.agility = [];
}

/** Return `count` cards from memory to hand: all of them when there are no more; else the player picks. */
export function returnFromMemory(ctx: Ctx, who: PlayerId, count: number, r: Resolution): 'done' | 'paused' {
  const p = player(ctx.s, who);
  const n = Math.min(count, p.memory.length);
  if (n <= 0) return 'done';
  if (n === p.memory.length) {
    addTo(p, 'hand', ...p.memory);
    p.memory = [];
    logLine(ctx, `${p.name} returns ${n} card${n === 1 ? '' : 's'} from memory to hand.`, who);
    return 'done';
  }
  ctx.s.pending = { kind: 'chooseMemory', player: who, count: n, resume: { ...r } };
  return 'paused';
}

/** Answer a chooseMemory decision with one card; `resume` continues the resolution once all are picked. */
export function answerChooseMemory(
  ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'chooseMemory' }>, card: string, resume: (r: Resolution) => void,
): RuleViolation | null {
  const p = player(ctx.s, who);
  if (!p.memory.includes(card)) return { message: 'Choose a card from your memory.', rule: RULES.agility };
  takeFrom(p, 'memory', card);
  addTo(p, 'hand', card);
  logLine(ctx, `${p.name} returns a card from memory to hand.`, who);
  if (d.count > 1 && p.memory.length > 0) {
    ctx.s.pending = { ...d, count: d.count - 1 };
    return null;
  }
  ctx.s.pending = null;
  resume(d.resume);
  return null;
}
