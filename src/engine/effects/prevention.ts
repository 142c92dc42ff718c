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
//
// Also here, because they are ordered together with the preventions (damage prevention rule 3
// follows the replacement-effects order): damage-modifying replacements ('increase': the unit takes
// that much damage plus N instead), source-limited preventions (rule 9: only damage from a chosen
// object, from a card type, or from sources the controller does not control), and riders that are
// part of a prevention's replacement (rule 11: counters put as damage is prevented). An 'increase'
// is not a prevention: unpreventable damage is still increased. A source-limited prevention does
// not apply to damage whose source the engine cannot tell (nothing in the rules covers that case).
//
// The same decision (`orderReplacements`) also carries the choice among leaving replacements for
// an object destroyed by lethal damage in the state-based checks (`leaving` set; replacement.ts).

import type { PreventionSpec, StaticEffect } from '../../cards/vocabulary.js';
import type { DamageBatch, DamageEvent, DamageSourceFilter, Decision, GameState, ObjectId, ObjectState, PlayerId, Prevention, ReplacementOption, RuleViolation } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, mayHaveAbilityIn, objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { RULES } from '../rules-refs.js';
import { markDamage } from '../play/effects.js';
import { removeObject } from '../state/zones.js';
import { slugsWithAbility } from '../state/game-facts.js';
import { applyOptionalBanish, DECLINE_OPTIONAL, optionalBanishPreventions, type OptionalUse } from './optional-banish-prevention.js';
import { spellDamageBonuses } from './spell-damage-bonus.js';
import { queuePreventionTrigger } from './prevention-triggers.js';
import { runPreventionEffects } from './prevention-riders.js';
import { withSourceUnpreventable } from './unpreventable-sources.js';
import { spellSourceMatches } from './damage-sources.js';
import { staticDamageIncreases } from './static-damage-increase.js';
import { commitStaticPreventionUses, staticPreventionAmount, staticPreventionApplies, staticPreventionUse, type StaticPreventionUse } from './static-prevention.js';

// ---------- creating preventions ----------

/**
 * Put a prevention effect on units. Each unit gets its own, except a shared instance ("one or more units").
 * `fromObject`: the source object chosen at resolution for a `from: { kind: 'object' }` spec (null:
 * there is none, and the effect cannot apply to anything, so it is not created).
 */
export function addPrevention(ctx: Ctx, objects: ObjectId[], spec: PreventionSpec, controller: PlayerId, def: string, fromObject?: ObjectId | null): void {
  const s = ctx.s;
  if (objects.length === 0 && !spec.yourDistantUnits) return;
  let from: DamageSourceFilter | undefined;
  if (spec.from?.kind === 'object') {
    if (!fromObject) return;
    from = { kind: 'object', object: fromObject };
  } else if (spec.from) from = spec.from;
  const make = (ids: ObjectId[]): Prevention => ({
    id: newId(s, 'p'),
    objects: ids,
    controller,
    def,
    kind: spec.kind,
    amount: spec.amount,
    ...(spec.damageType ? { damageType: spec.damageType } : {}),
    ...(spec.atMost !== undefined ? { atMost: spec.atMost } : {}),
    ...(spec.exactly !== undefined ? { exactly: spec.exactly } : {}),
    ...(spec.allBut !== undefined ? { allBut: spec.allBut } : {}),
    ...(from ? { from } : {}),
    ...(spec.rider ? { rider: spec.rider } : {}),
    ...(spec.onPrevent ? { onPrevent: spec.onPrevent } : {}),
    ...(spec.then ? { then: spec.then } : {}),
    ...(spec.yourDistantUnits ? { yourDistantUnits: true } : {}),
    duration: spec.duration,
    timestamp: nextTimestamp(s),
  });
  const added = spec.yourDistantUnits ? [make([])] : spec.shared && spec.kind === 'instance' ? [make(objects)] : objects.map((id) => make([id]));
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
  /** Riders of the preventions used (rule 11): carried out with the damage. */
  riders: { prevention: Prevention; unit: ObjectId; prevented: number }[];
  /** Optional "banish this: prevent N" replacements used, in order (effects/optional-banish-prevention.ts). */
  banished?: OptionalUse[];
  /** Sources of static preventions that are sacrificed as part of their replacement ("prevent 2 and sacrifice this instead"). */
  sacrifices?: ObjectId[];
  /** Once-each-turn limits spent and counters put by static preventions (effects/static-prevention.ts). */
  statics?: StaticPreventionUse[];
}

/** A replacement effect that may apply to a damage event. */
interface Candidate {
  id: string;
  label: string;
  /** Prevented amount given the damage left (before unpreventable is taken into account). */
  prevent: (left: number) => number;
  /** Use it: the ledger changes (a shield shrinks, an instance or a bulwark counter is spent). */
  use: (ledger: Ledger, prevented: number, unpreventable: boolean) => void;
  /** A damage-modifying replacement: how much it adds (instead of preventing). */
  add?: number;
  /** An optional replacement ("you may banish this"): it applies only when chosen, by this player. */
  optional?: { controller: PlayerId };
}

const typeMatches = (type: 'combat' | 'nonCombat' | undefined, combat: boolean) => !type || (type === 'combat') === combat;

/**
 * What deals a damage event: combat damage comes from the attacker or the retaliating unit; other
 * damage from the object whose ability it is, else from the card activated. Null when unknown.
 */
function damageSource(s: GameState, ev: DamageEvent): { object?: ObjectId; controller?: PlayerId; types: readonly string[] } | null {
  const id = ev.combat ? (ev.retaliator ?? s.combat?.attacker ?? undefined) : ev.sourceObject;
  const o = id ? s.objects[id] : undefined;
  if (o) return { object: o.id, controller: o.controller, types: objDef(s, o).types };
  if (!ev.combat && ev.sourceDef && s.defs[ev.sourceDef]) return { object: id, controller: ev.sourceController, types: s.defs[ev.sourceDef]!.types };
  return null;
}

/** Does a prevention's source restriction (rule 9) let it apply to this event? */
function sourceMatches(s: GameState, p: Prevention, ev: DamageEvent): boolean {
  if (!p.from) return true;
  const src = damageSource(s, ev);
  if (!src) return false;
  if (p.from.kind === 'object') return src.object === p.from.object;
  if (p.from.kind === 'type') return src.types.includes(p.from.type);
  if (p.from.kind === 'spell') return spellSourceMatches(s, ev, p.from, p.controller); // effects/damage-sources.ts
  return src.controller !== undefined && src.controller !== p.controller;
}

function candidates(s: GameState, ledger: Ledger, ev: DamageEvent, left: number, used: Set<string>): Candidate[] {
  const o = s.objects[ev.object];
  if (!o || left <= 0) return [];
  const out: Candidate[] = [];
  for (const p of ledger.preventions) {
    if (p.kind === 'unpreventableFrom') continue; // not a replacement (effects/unpreventable-sources.ts)
    if (p.kind === 'reduceOutgoing') {
      // On the dealer: each event it deals is lowered by N (never below 0).
      const dealer = used.has(p.id) || p.amount === 'all' ? undefined : damageSource(s, ev)?.object;
      if (dealer && p.objects.includes(dealer)) {
        const less = Math.min(p.amount as number, left);
        out.push({ id: p.id, label: `${s.defs[p.def]?.name ?? p.def}: ${less} less damage is dealt`, prevent: () => 0, use: () => {}, add: -less });
      }
      continue;
    }
    const protects = p.yourDistantUnits ? o.controller === p.controller && !!o.distant : p.objects.includes(o.id);
    if (used.has(p.id) || !protects || !typeMatches(p.damageType, ev.combat)) continue;
    if (p.atMost !== undefined && left > p.atMost) continue;
    if (p.exactly !== undefined && left !== p.exactly) continue; // "the next time … would take exactly X damage"
    if (!sourceMatches(s, p, ev)) continue;
    const name = s.defs[p.def]?.name ?? p.def;
    if (p.kind === 'increase' || p.kind === 'increaseNext') {
      // Not a prevention: it lasts for its duration and applies once to each event, even unpreventable damage.
      const add = p.amount === 'all' ? 0 : p.amount;
      out.push({ id: p.id, label: `${name}: ${add} more damage is dealt`, prevent: () => 0, use: () => {}, add });
      continue;
    }
    const withRider = (use: Candidate['use']): Candidate['use'] => (p.rider || p.onPrevent || p.then
      ? (lg, prevented, unpreventable) => { use(lg, prevented, unpreventable); if (prevented > 0) lg.riders.push({ prevention: p, unit: o.id, prevented }); }
      : use);
    if (p.kind === 'shield') {
      // A shield is not touched by unpreventable damage (damage-prevention rule 7).
      if (ev.unpreventable || p.amount === 0) continue;
      const buffer = p.amount;
      out.push({
        id: p.id,
        label: `${name}: prevent the next ${buffer} damage`,
        prevent: (l) => (buffer === 'all' ? l : Math.min(buffer, l)),
        use: withRider((lg, prevented) => {
          if (buffer === 'all' || prevented <= 0) return; // a buffer shrinks only by damage it prevented
          const rest = buffer - prevented;
          lg.preventions = rest > 0 ? lg.preventions.map((q) => (q.id === p.id ? { ...q, amount: rest } : q)) : lg.preventions.filter((q) => q.id !== p.id);
        }),
      });
    } else {
      const amount = p.amount;
      const allBut = amount === 'all' ? p.allBut : undefined; // "prevent all but N of that damage"
      out.push({
        id: p.id,
        label: `${name}: prevent ${allBut !== undefined ? `all but ${allBut}` : amount === 'all' ? 'all' : amount} of ${p.kind === 'each' ? 'that' : 'the next'} damage`,
        prevent: (l) => (allBut !== undefined ? Math.max(0, l - allBut) : amount === 'all' ? l : Math.min(amount, l)),
        // An instance is used up by the attempt, even when it prevented nothing; 'each' lasts its duration.
        use: withRider((lg) => { if (p.kind === 'instance') lg.preventions = lg.preventions.filter((q) => q.id !== p.id); }),
      });
    }
  }
  out.push(...spellDamageBonuses(s, ev, used)); // damage-modifying replacements of boons (effects/spell-damage-bonus.ts)
  out.push(...staticDamageIncreases(s, ev, used)); // and of objects' static abilities (effects/static-damage-increase.ts)
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
  const slugs = preventionSlugs(s.defs);
  for (const id of s.field) {
    const src = s.objects[id]!;
    if (!mayHaveAbilityIn(s, src, slugs)) continue;
    abilitySources(s, src).forEach(({ ability: ab, def }, index) => {
      if (ab.kind !== 'static' || ab.effect.kind !== 'preventDamage') return;
      const e = ab.effect;
      const key = `static:${src.id}:${def}:${index}`;
      if (used.has(key) || !typeMatches(e.damageType, ev.combat) || (e.atMost !== undefined && left > e.atMost)) return;
      if (e.atLeast !== undefined && left < e.atLeast) return;
      if (!staticProtects(s, src, e.affects, o) || (e.element && !objDef(s, o).elements.includes(e.element))) return;
      if (e.whileAttacking && s.combat?.attacker !== o.id) return;
      if (e.fromDistant) {
        const src = damageSource(s, ev)?.object;
        if (!src || !s.objects[src]?.distant) return; // glossary/game-terms.md#distant
      }
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) return;
      if (e.sacrificeSelf && ledger.sacrifices?.includes(src.id)) return; // already sacrificed by an earlier event of the batch
      if (!staticPreventionApplies(s, src, def, index, e, ev, ledger.statics ?? [])) return; // effects/static-prevention.ts
      const amount = staticPreventionAmount(s, src, e);
      const allBut = e.allBut;
      out.push({
        id: key,
        label: `${s.defs[def]!.name}: prevent ${allBut !== undefined ? `all but ${allBut}` : amount === 'all' ? 'all' : amount === 'halfUp' ? 'half (rounded up)' : amount} of that damage`,
        prevent: (l) => (allBut !== undefined ? Math.max(0, l - allBut) : amount === 'all' ? l : amount === 'halfUp' ? Math.ceil(l / 2) : Math.min(amount, l)),
        // "… and sacrifice this instead": part of the same replacement (damage prevention rule 11), not when it can't prevent.
        use: (lg, prevented, unpreventable) => {
          if (e.sacrificeSelf && !unpreventable) lg.sacrifices = [...(lg.sacrifices ?? []), src.id];
          const spent = staticPreventionUse(src, def, index, e, prevented);
          if (spent) lg.statics = [...(lg.statics ?? []), spent];
        },
      });
    });
  }
  // Optional "you may banish this: prevent N" replacements of objects on the field (effects/optional-banish-prevention.ts).
  for (const opt of optionalBanishPreventions(s, o, ledger.banished ?? [])) {
    if (used.has(opt.key)) continue;
    out.push({
      id: opt.key, label: opt.label, optional: { controller: opt.controller },
      prevent: (l) => Math.min(opt.amount, l),
      use: (lg, prevented) => { lg.banished = [...(lg.banished ?? []), { source: opt.source, unit: o.id, prevented }]; },
    });
  }
  return out;
}

const preventionSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'preventDamage');

function staticProtects(s: GameState, src: ObjectState, affects: Extract<StaticEffect, { kind: 'preventDamage' }>['affects'], o: ObjectState): boolean {
  if (affects === 'self') return src.id === o.id;
  if ((affects === 'otherUnitsYouControl' || affects === 'otherObjectsYouControl') && src.id === o.id) return false;
  if (affects === 'otherObjectsYouControl') return o.controller === src.controller;
  if (affects === 'linked') return src.linkedTo === o.id;
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
  const ledger: Ledger = { preventions: s.preventions ?? [], bulwark: {}, riders: [] };
  const results: DamageResult[] = [];
  const log: string[] = [];
  let next = 0;
  for (const dealt of events) {
    const ev = withSourceUnpreventable(s, dealt); // its source may make it unpreventable (effects/unpreventable-sources.ts)
    const o = s.objects[ev.object];
    // Less than 0 damage is dealt as 0; and a unit that left is dealt nothing.
    let left = o ? Math.max(0, ev.amount) : 0;
    let preventedTotal = 0;
    const used = new Set<string>();
    for (;;) {
      const cs = candidates(s, ledger, ev, left, used);
      if (cs.length === 0) break;
      let c = cs[0]!;
      const optional = cs.filter((x) => x.optional);
      if (cs.length > 1 || optional.length > 0) {
        const chosen = choices[next];
        const pick = chosen !== undefined ? cs.find((x) => x.id === chosen) : undefined;
        if (chosen === DECLINE_OPTIONAL && optional.length > 0) {
          // Declined: none of the optional replacements applies to this event.
          next++;
          for (const x of optional) used.add(x.id);
          continue;
        } else if (pick) {
          next++;
          c = pick;
        } else if (!autoChoose) {
          // Only optional ones, all of one player's objects: that player chooses (else the damaged unit's controller orders them).
          const owners = new Set(optional.map((x) => x.optional!.controller));
          const chooser = optional.length === cs.length && owners.size === 1 ? [...owners][0]! : o!.controller;
          const options = cs.map((x) => ({ id: x.id, label: x.label }));
          if (optional.length > 0) options.push({ id: DECLINE_OPTIONAL, label: 'Apply none of the optional effects ("you may")' });
          return { kind: 'choice', player: chooser, object: o!.id, amount: left, options };
        } else {
          // Where the game cannot stop, optional replacements are not applied.
          const fixed = cs.find((x) => !x.optional);
          if (!fixed) {
            for (const x of optional) used.add(x.id);
            continue;
          }
          c = fixed;
        }
      }
      used.add(c.id);
      if (c.add !== undefined) {
        left += c.add;
        if (c.add > 0) log.push(`${c.label.split(':')[0]} adds ${c.add} damage to ${objDef(s, o!).name}.`);
        if (c.add < 0) log.push(`${c.label.split(':')[0]}: ${-c.add} less damage to ${objDef(s, o!).name}.`);
        continue;
      }
      const prevented = ev.unpreventable ? 0 : c.prevent(left);
      c.use(ledger, prevented, !!ev.unpreventable);
      left -= prevented;
      preventedTotal += prevented;
      if (prevented > 0) log.push(`${c.label.split(':')[0]} prevents ${prevented} damage to ${objDef(s, o!).name}.`);
    }
    // A "next time" increase that applied is used up only once damage is actually dealt (else it waits for the next event).
    if (left > 0) ledger.preventions = ledger.preventions.filter((q) => !(q.kind === 'increaseNext' && used.has(q.id)));
    results.push({ event: ev, dealt: left, prevented: preventedTotal });
  }
  return { kind: 'done', results, ledger, log };
}

/** Carry out a finished plan: the ledger becomes the state, then the damage is marked. */
function commit(ctx: Ctx, p: Extract<Plan, { kind: 'done' }>): DamageResult[] {
  const s = ctx.s;
  if ((s.preventions ?? []) !== p.ledger.preventions) s.preventions = p.ledger.preventions;
  for (const [id, n] of Object.entries(p.ledger.bulwark)) if (s.objects[id]) mutObj(s, id).counters.bulwark = n;
  for (const line of p.log) logLine(ctx, line);
  for (const r of p.ledger.riders) {
    applyRider(ctx, r.prevention, r.unit, r.prevented);
    runPreventionEffects(ctx, r.prevention, r.prevented); // effects/prevention-riders.ts
    queuePreventionTrigger(ctx, r.prevention, r.prevented); // effects/prevention-triggers.ts
  }
  for (const u of p.ledger.banished ?? []) applyOptionalBanish(ctx, u); // effects/optional-banish-prevention.ts
  commitStaticPreventionUses(ctx, p.ledger.statics ?? []); // effects/static-prevention.ts
  for (const id of p.ledger.sacrifices ?? []) if (s.objects[id]) removeObject(ctx, id, 'graveyard', 'sacrificed');
  for (const r of p.results) {
    // Damage is dealt only when more than 0 is left after prevention.
    if (r.dealt <= 0 || !s.objects[r.event.object]) continue;
    // Marking damage also records what Foster and "whenever dealt damage" watch (play/effects.ts).
    const o = s.objects[r.event.object]!;
    markDamage(ctx, o, r.dealt, r.event.combat, r.event);
    if (!r.event.combat) logLine(ctx, `${objDef(s, o).name} is dealt ${r.dealt} damage${r.event.unpreventable ? ' (unpreventable)' : ''}.`);
  }
  return p.results;
}

/** A prevention's rider (rule 11), done as part of its replacement: counters on the unit or on the controller's champion. */
function applyRider(ctx: Ctx, p: Prevention, unit: ObjectId, prevented: number): void {
  const s = ctx.s;
  const rider = p.rider;
  if (!rider || prevented <= 0) return;
  const on = rider.on === 'protected' ? unit : s.players.find((x) => x.id === p.controller)?.champion;
  const o = on ? s.objects[on] : undefined;
  const n = rider.count === 'prevented' ? prevented : rider.count;
  if (!o || n <= 0) return;
  const m = mutObj(s, o.id);
  m.counters = { ...m.counters, [rider.counter]: (m.counters[rider.counter] ?? 0) + n };
  logLine(ctx, `${s.defs[p.def]?.name ?? p.def}: ${n} ${rider.counter} counter${n === 1 ? '' : 's'} on ${objDef(s, o).name}.`);
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
  if (d.leaving) {
    // Lethal damage outside a resolution (replacement.ts): the object now leaves with the chosen replacement.
    removeObject(ctx, d.object, d.leaving.dest, d.leaving.reason, { replacement });
    return { results: [] };
  }
  return { results: dealDamageBatch(ctx, { ...d.batch, choices: [...d.batch.choices, replacement] }) };
}
