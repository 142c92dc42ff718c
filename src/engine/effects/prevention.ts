// Damage, damage prevention and the replacement effects that apply to damage
// (game-mechanics-damage.md, game-mechanics-damage-prevention.md, the replacement-effects page,
// bulwark counters in game-mechanics-counters.md, and the damage step's ordering rule).
//
// A damage event passes through every prevention that applies to it, one at a time, until none
// is left or the damage is 0. When two or more apply at once, the controller of the unit being
// dealt damage chooses which goes next (an `orderReplacements` decision). The batch is planned
// on a small ledger (the preventions and bulwark counters), so a choice in the middle of a batch
// can pause the game without anything being dealt yet; once every choice is made, the plan is
// carried out in one go.

import type { PreventionSpec } from '../../cards/vocabulary.js';
import type { DamageBatch, DamageEvent, Decision, GameState, ObjectId, ObjectState, PlayerId, Prevention, ReplacementOption, RuleViolation } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { RULES } from '../rules-refs.js';
import { markDamage } from '../play/effects.js';

// ---------- creating preventions ----------

/** Put a prevention effect on units. Each unit gets its own, except a shared instance ("one or more units"). */
export function addPrevention(ctx: Ctx, objects: ObjectId[], spec: PreventionSpec, controller: PlayerId, def: string): void {
  const s = ctx.s;
  if (objects.length === 0) return;
  const make = (ids: ObjectId[]): Prevention => ({
    id: newId(s, 'p'),
    objects: ids,
    controller,
    def,
    kind: spec.kind,
    amount: spec.amount,
    ...(spec.damageType ? { damageType: spec.damageType } : {}),
    ...(spec.atMost !== undefined ? { atMost: spec.atMost } : {}),
    duration: spec.duration,
    timestamp: nextTimestamp(s),
  });
  const added = spec.shared && spec.kind === 'instance' ? [make(objects)] : objects.map((id) => make([id]));
  s.preventions = [...(s.preventions ?? []), ...added];
}

/** End of turn: "this turn" preventions end; so do those whose units all left the field. */
export function expirePreventions(s: GameState): void {
  if (!s.preventions) return;
  const kept = s.preventions.filter((p) => p.duration !== 'untilEndOfTurn' && p.objects.some((id) => s.objects[id]));
  if (kept.length !== s.preventions.length) s.preventions = kept;
}

// ---------- what applies to one damage event ----------

interface Ledger {
  preventions: Prevention[];
  /** Bulwark counters left per unit, where the plan removed some. */
  bulwark: Record<ObjectId, number>;
}

/** A replacement effect that may apply to a damage event. */
interface Candidate {
  id: string;
  label: string;
  /** Prevented amount given the damage left (before unpreventable is taken into account). */
  prevent: (left: number) => number;
  /** Use it: the ledger changes (a shield shrinks, an instance or a bulwark counter is spent). */
  use: (ledger: Ledger, prevented: number, unpreventable: boolean) => void;
}

const typeMatches = (type: 'combat' | 'nonCombat' | undefined, combat: boolean) => !type || (type === 'combat') === combat;

function candidates(s: GameState, ledger: Ledger, ev: DamageEvent, left: number, used: Set<string>): Candidate[] {
  const o = s.objects[ev.object];
  if (!o || left <= 0) return [];
  const out: Candidate[] = [];
  for (const p of ledger.preventions) {
    if (used.has(p.id) || !p.objects.includes(o.id) || !typeMatches(p.damageType, ev.combat)) continue;
    if (p.atMost !== undefined && left > p.atMost) continue;
    const name = s.defs[p.def]?.name ?? p.def;
    if (p.kind === 'shield') {
      // A shield is not touched by unpreventable damage (damage-prevention rule 7).
      if (ev.unpreventable || p.amount === 0) continue;
      const buffer = p.amount;
      out.push({
        id: p.id,
        label: `${name}: prevent the next ${buffer} damage`,
        prevent: (l) => (buffer === 'all' ? l : Math.min(buffer, l)),
        use: (lg, prevented) => {
          if (buffer === 'all' || prevented <= 0) return; // a buffer shrinks only by damage it prevented
          const rest = buffer - prevented;
          lg.preventions = rest > 0 ? lg.preventions.map((q) => (q.id === p.id ? { ...q, amount: rest } : q)) : lg.preventions.filter((q) => q.id !== p.id);
        },
      });
    } else {
      const amount = p.amount;
      out.push({
        id: p.id,
        label: `${name}: prevent ${amount === 'all' ? 'all' : amount} of the next damage`,
        prevent: (l) => (amount === 'all' ? l : Math.min(amount, l)),
        // An instance is used up by the attempt, even when it prevented nothing.
        use: (lg) => { lg.preventions = lg.preventions.filter((q) => q.id !== p.id); },
      });
    }
  }
  // Bulwark counters: together, one replacement on combat damage; not optional; one counter per event.
  const bulwark = ledger.bulwark[o.id] ?? o.counters.bulwark ?? 0;
  if (ev.combat && bulwark > 0 && !used.has(`bulwark:${o.id}`)) {
    out.push({
      id: `bulwark:${o.id}`,
      label: `Bulwark counter on ${objDef(s, o).name}: prevent this combat damage`,
      prevent: (l) => l,
      use: (lg) => { lg.bulwark[o.id] = bulwark - 1; },
    });
  }
  // Continuous prevention from static abilities of objects on the field.
  for (const id of s.field) {
    const src = s.objects[id]!;
    abilitySources(s, src).forEach(({ ability: ab, def }, index) => {
      if (ab.kind !== 'static' || ab.effect.kind !== 'preventDamage') return;
      const e = ab.effect;
      const key = `static:${src.id}:${def}:${index}`;
      if (used.has(key) || !typeMatches(e.damageType, ev.combat) || (e.atMost !== undefined && left > e.atMost)) return;
      if (!staticProtects(s, src, e.affects, o)) return;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) return;
      const amount = e.amount;
      out.push({
        id: key,
        label: `${s.defs[def]!.name}: prevent ${amount === 'all' ? 'all' : amount} of that damage`,
        prevent: (l) => (amount === 'all' ? l : Math.min(amount, l)),
        use: () => {},
      });
    });
  }
  return out;
}

function staticProtects(s: GameState, src: ObjectState, affects: 'self' | 'yourChampion' | 'yourAllies' | 'yourUnits', o: ObjectState): boolean {
  if (affects === 'self') return src.id === o.id;
  if (o.controller !== src.controller) return false;
  const types = objDef(s, o).types;
  if (affects === 'yourChampion') return types.includes('CHAMPION');
  if (affects === 'yourAllies') return types.includes('ALLY');
  return types.includes('CHAMPION') || types.includes('ALLY');
}

// ---------- planning and dealing a batch ----------

export interface DamageResult { event: DamageEvent; dealt: number; prevented: number }

type Plan =
  | { kind: 'choice'; player: PlayerId; object: ObjectId; amount: number; options: ReplacementOption[] }
  | { kind: 'done'; results: DamageResult[]; ledger: Ledger; log: string[] };

/**
 * Work out a batch given the choices made so far (consumed in order at each point where two or
 * more effects apply). Pure: nothing in `s` changes.
 */
function plan(s: GameState, events: DamageEvent[], choices: string[], autoChoose: boolean): Plan {
  const ledger: Ledger = { preventions: s.preventions ?? [], bulwark: {} };
  const results: DamageResult[] = [];
  const log: string[] = [];
  let next = 0;
  for (const ev of events) {
    const o = s.objects[ev.object];
    // Less than 0 damage is dealt as 0; and a unit that left is dealt nothing.
    let left = o ? Math.max(0, ev.amount) : 0;
    const used = new Set<string>();
    for (;;) {
      const cs = candidates(s, ledger, ev, left, used);
      if (cs.length === 0) break;
      let c = cs[0]!;
      if (cs.length > 1) {
        const chosen = choices[next];
        const pick = chosen !== undefined ? cs.find((x) => x.id === chosen) : undefined;
        if (pick) {
          next++;
          c = pick;
        } else if (!autoChoose) {
          return { kind: 'choice', player: o!.controller, object: o!.id, amount: left, options: cs.map((x) => ({ id: x.id, label: x.label })) };
        }
      }
      used.add(c.id);
      const prevented = ev.unpreventable ? 0 : c.prevent(left);
      c.use(ledger, prevented, !!ev.unpreventable);
      left -= prevented;
      if (prevented > 0) log.push(`${c.label.split(':')[0]} prevents ${prevented} damage to ${objDef(s, o!).name}.`);
    }
    results.push({ event: ev, dealt: left, prevented: Math.max(0, ev.amount) - left });
  }
  return { kind: 'done', results, ledger, log };
}

/** Carry out a finished plan: the ledger becomes the state, then the damage is marked. */
function commit(ctx: Ctx, p: Extract<Plan, { kind: 'done' }>): DamageResult[] {
  const s = ctx.s;
  if ((s.preventions ?? []) !== p.ledger.preventions) s.preventions = p.ledger.preventions;
  for (const [id, n] of Object.entries(p.ledger.bulwark)) if (s.objects[id]) mutObj(s, id).counters.bulwark = n;
  for (const line of p.log) logLine(ctx, line);
  for (const r of p.results) {
    // Damage is dealt only when more than 0 is left after prevention.
    if (r.dealt <= 0 || !s.objects[r.event.object]) continue;
    // Marking damage also records what Foster and "whenever dealt damage" watch (play/effects.ts).
    const o = s.objects[r.event.object]!;
    markDamage(ctx, o, r.dealt, r.event.combat);
    if (!r.event.combat) logLine(ctx, `${objDef(s, o).name} is dealt ${r.dealt} damage${r.event.unpreventable ? ' (unpreventable)' : ''}.`);
  }
  return p.results;
}

/**
 * Deal a batch of damage events. Returns the results, or 'paused' with an `orderReplacements`
 * decision pending when the affected unit's controller must choose which effect applies next.
 */
export function dealDamageBatch(ctx: Ctx, batch: DamageBatch): DamageResult[] | 'paused' {
  const p = plan(ctx.s, batch.events, batch.choices, false);
  if (p.kind === 'choice') {
    ctx.s.pending = { kind: 'orderReplacements', player: p.player, object: p.object, amount: p.amount, options: p.options, batch };
    return 'paused';
  }
  return commit(ctx, p);
}

/** Deal one damage event where the game cannot stop for a choice: several effects apply in timestamp order. */
export function dealDamageNow(ctx: Ctx, ev: DamageEvent): number {
  const p = plan(ctx.s, [ev], [], true);
  return p.kind === 'done' ? commit(ctx, p)[0]!.dealt : 0;
}

/** The choices of an orderReplacements decision. */
export function replacementAnswers(d: Extract<Decision, { kind: 'orderReplacements' }>): { type: 'orderReplacement'; replacement: string }[] {
  return d.options.map((o) => ({ type: 'orderReplacement', replacement: o.id }));
}

/**
 * Answer an orderReplacements decision. Returns the batch's results when it has all been dealt
 * (its continuation is then the caller's to run), 'paused' when another choice follows.
 */
export function answerReplacementOrder(
  ctx: Ctx,
  d: Extract<Decision, { kind: 'orderReplacements' }>,
  replacement: string,
): { violation: RuleViolation } | { results: DamageResult[] | 'paused' } {
  if (!d.options.some((o) => o.id === replacement)) {
    return { violation: { message: 'That effect does not apply to this damage now.', rule: RULES.replacementEffects } };
  }
  ctx.s.pending = null;
  return { results: dealDamageBatch(ctx, { ...d.batch, choices: [...d.batch.choices, replacement] }) };
}
