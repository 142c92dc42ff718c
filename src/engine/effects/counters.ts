// Special counters with rules of their own (game-mechanics/game-mechanics-counters.md): omen
// counters on cards in banishment, static counters (arcane combat damage), wither counters (the
// game's main-phase trigger). Buff/debuff, bulwark, damage, durability, enlighten and level counters
// live where their stats are worked out (play/effects.ts, state/query.ts, flow/combat.ts).
import type { CounterKind } from '../../cards/vocabulary.js';
import type { CardId, Decision, ObjectState, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { addTo, putCard, removeObject, takeFrom } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { addPendingTrigger, watch } from '../flow/triggers.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';
import { forgetBanishedPlayable } from './banished-playable.js';
import { forgetBanishedBySource } from './banished-by-source.js';
import { forgetChosenElements } from './chosen-elements.js';
import { forgetChosenClass } from './chosen-class.js';

// ---------- counters on cards (omens) ----------

export function cardCounters(s: Ctx['s'], card: CardId): Partial<Record<CounterKind, number>> {
  return s.cardCounters?.[card] ?? {};
}

/** A card changed zones: the counters it had are lost, and it is no longer suppressed. */
export function cardMoved(s: Ctx['s'], card: CardId): void {
  if (s.cardCounters?.[card]) {
    const { [card]: _lost, ...rest } = s.cardCounters;
    s.cardCounters = rest;
  }
  if (s.suppressed?.some((x) => x.card === card)) s.suppressed = s.suppressed.filter((x) => x.card !== card);
  forgetBanishedPlayable(s, card); // effects/banished-playable.ts
  forgetBanishedBySource(s, card); // effects/banished-by-source.ts
  forgetChosenElements(s, card); // effects/chosen-elements.ts
  forgetChosenClass(s, card); // effects/chosen-class.ts
}

export function addCardCounters(s: Ctx['s'], card: CardId, counter: CounterKind, count: number): void {
  if (count <= 0) return;
  const now = cardCounters(s, card);
  s.cardCounters = { ...(s.cardCounters ?? {}), [card]: { ...now, [counter]: (now[counter] ?? 0) + count } };
}

/** Omens: the cards in this player's banishment with at least one omen counter. */
export function omensOf(s: Ctx['s'], who: PlayerId): CardId[] {
  return player(s, who).banishment.filter((c) => (cardCounters(s, c).omen ?? 0) > 0);
}

/** Banish a targeted graveyard card and put an omen counter on it. */
export function banishAsOmen(ctx: Ctx, item: StackItem, index: number): void {
  const t = item.targets[index];
  if (t?.kind !== 'card') return;
  const owner = player(ctx.s, ctx.s.cards[t.id]!.owner);
  if (owner.graveyard.includes(t.id)) banishingFromGraveyard(ctx, t.id); // effects/graveyard-banish-watch.ts
  if (!takeFrom(owner, 'graveyard', t.id)) return;
  cardMoved(ctx.s, t.id);
  if (putCard(ctx, t.id, 'banishment') !== 'banishment') return;
  addCardCounters(ctx.s, t.id, 'omen', 1);
  logLine(ctx, `${ctx.s.defs[ctx.s.cards[t.id]!.def]!.name} is banished as an omen.`, item.controller);
  watch(ctx, { event: 'omenCounter', player: owner.id, card: ctx.s.defs[ctx.s.cards[t.id]!.def]! });
}

// ---------- static counters ----------

/**
 * An arcane unit dealt combat damage to `damaged`: each object its controller controls with a static
 * counter triggers once (the trigger may remove one counter to deal 1 damage to `damaged`).
 */
export function queueStaticCounterTriggers(ctx: Ctx, dealer: ObjectState, damaged: ObjectState): void {
  const s = ctx.s;
  const d = objDef(s, dealer);
  if (!d.elements.includes('ARCANE') || !(d.types.includes('ALLY') || d.types.includes('CHAMPION'))) return;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller !== dealer.controller || (o.counters.static ?? 0) <= 0) continue;
    addPendingTrigger(s, { controller: o.controller, source: o.id, def: o.def, abilityIndex: -1, builtin: 'staticCounter', eventObject: damaged.id });
  }
}

// ---------- wither counters ----------

function withering(s: Ctx['s'], who: PlayerId): ObjectState[] {
  return s.field.map((id) => s.objects[id]!).filter((o) => o.controller === who && (o.counters.wither ?? 0) > 0);
}

/** At the beginning of `who`'s main phase: the game's wither trigger, when they control a withering object. */
export function queueWitherTrigger(ctx: Ctx, who: PlayerId): void {
  const first = withering(ctx.s, who)[0];
  if (!first) return;
  addPendingTrigger(ctx.s, { controller: who, source: null, def: first.def, abilityIndex: -1, builtin: 'wither' });
}

/** The wither trigger resolves: ask, object by object, whether to pay. */
export function startWither(ctx: Ctx, who: PlayerId, r: Resolution): 'done' | 'paused' {
  const objects = withering(ctx.s, who).map((o) => o.id);
  if (objects.length === 0) return 'done';
  const d: Extract<Decision, { kind: 'wither' }> = { kind: 'wither', player: who, objects, index: 0, chosen: [], paid: [], resume: { ...r } };
  return settleWither(ctx, d, () => undefined) ? 'done' : 'paused';
}

function witherCost(s: Ctx['s'], d: Extract<Decision, { kind: 'wither' }>): number {
  const o = s.objects[d.objects[d.index]!];
  return o ? o.counters.wither ?? 0 : 0;
}

/** Skip objects that left or need nothing; when all are decided, carry it out. Returns true when finished. */
function settleWither(ctx: Ctx, d: Extract<Decision, { kind: 'wither' }>, resume: (r: Resolution) => void): boolean {
  const s = ctx.s;
  let next = d;
  while (next.index < next.objects.length && witherCost(s, next) === 0) {
    const id = next.objects[next.index]!;
    next = { ...next, index: next.index + 1, paid: s.objects[id] ? [...next.paid, id] : next.paid };
  }
  if (next.index < next.objects.length) {
    s.pending = next;
    return false;
  }
  s.pending = null;
  // All wither counters are removed at once; the objects not paid for are sacrificed.
  for (const id of next.objects) {
    const o = s.objects[id];
    if (!o) continue;
    if (next.paid.includes(id)) {
      mutObj(s, id).counters.wither = 0;
    } else {
      removeObject(ctx, id, 'graveyard', 'sacrificed');
    }
  }
  resume(next.resume);
  return true;
}

export function witherAnswers(s: Ctx['s'], who: PlayerId, d: Extract<Decision, { kind: 'wither' }>): { type: 'payWither'; card: CardId | null }[] {
  const need = witherCost(s, d) - d.chosen.length;
  const hand = player(s, who).hand.filter((c) => !d.chosen.includes(c));
  const pay = hand.length >= need ? hand.map((card) => ({ type: 'payWither' as const, card })) : [];
  return d.chosen.length === 0 ? [...pay, { type: 'payWither', card: null }] : pay;
}

export function answerWither(
  ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'wither' }>, card: CardId | null, resume: (r: Resolution) => void,
): RuleViolation | null {
  const s = ctx.s;
  if (!witherAnswers(s, who, d).some((a) => a.card === card)) {
    return { message: 'Pay the whole wither cost with cards from your hand, or decline before paying any.', rule: RULES.wither };
  }
  const id = d.objects[d.index]!;
  const name = s.objects[id] ? objDef(s, s.objects[id]!).name : 'it';
  if (card === null) {
    logLine(ctx, `${player(s, who).name} does not pay for ${name} (wither).`, who);
    settleWither(ctx, { ...d, index: d.index + 1, chosen: [] }, resume);
    return null;
  }
  const chosen = [...d.chosen, card];
  if (chosen.length < witherCost(s, d)) {
    s.pending = { ...d, chosen };
    return null;
  }
  // Paid in full: the cards go to memory, as reserve payments do.
  const p = player(s, who);
  for (const c of chosen) {
    takeFrom(p, 'hand', c);
    addTo(p, 'memory', c);
  }
  logLine(ctx, `${p.name} pays ${chosen.length} for ${name} (wither).`, who);
  settleWither(ctx, { ...d, index: d.index + 1, chosen: [], paid: [...d.paid, id] }, resume);
  return null;
}
