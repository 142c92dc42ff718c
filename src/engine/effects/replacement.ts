// Replacement effects on an object leaving the field
// (types-of-effects-replacement-effects.md; Link Shield in keywords-and-abilities.md;
// destruction and sacrifice in game-terms.md).
//
// `replaceLeaving` is asked by `removeObject` before an object moves. It may:
//  - replace the whole event (Link Shield: the shield is destroyed or sacrificed instead, and a
//    destroyed linked object loses its temporary damage), or
//  - change where the object goes ("banish it instead"): a unit banished instead of going to the
//    graveyard did not die.
// Order (types-of-effects-replacement-effects.md#general-rules): the affected object's controller
// chooses which replacement applies. A choice changes the outcome when several Link Shields could
// take the object's place, or when a Link Shield and a "banish it instead" effect both apply (the
// shield keeps the object on the field; banishing first leaves no destruction for the shield to
// replace). Several "banish it instead" effects alone all lead to the same banishment: no question.
//  - A `destroy` effect resolving asks first (`askLeavingChoice`, an orderLeavingReplacements
//    decision) and passes the answer to `removeObject`.
//  - Lethal damage in the state-based checks (reason 'died') asks with an `orderReplacements`
//    decision carrying `leaving`: the object stays on the field until its controller answers, then
//    leaves with that replacement (effects/prevention.ts `answerReplacementOrder`). Other objects
//    dying in the same check leave at once. In the damage step, the step waits for the answer
//    (`holdDamageStepForLeaving`) so that On Kill still sees the defender leave.
//  - Sacrifices paid as costs and weapons destroyed for lack of durability still use the oldest
//    Link Shield (the engine cannot pause a payment). The Unique rule's sacrifice is not an effect
//    or a cost, so Link Shield does not replace it (keywords-and-abilities.md#link-shield), and the
//    "banish instead" effects left all have the same outcome.

import type { Duration, LeavingEvent } from '../../cards/vocabulary.js';
import type { CardId, GameState, LeavingReplacement, ObjectId, ObjectState, PlayerId, ReplacementOption, Resolution } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { hasKeyword, isRegalia, objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { RULES } from '../rules-refs.js';
import { removeObject, type CardZone, type LeaveReason } from '../state/zones.js';
import { hitUnitBanishments } from './hit-units-banished.js';

/** Create "if it would be <event>, banish it instead" on objects. */
export function addLeavingReplacement(ctx: Ctx, objects: ObjectId[], event: LeavingEvent, duration: Duration, controller: PlayerId, def: string): void {
  const s = ctx.s;
  if (objects.length === 0) return;
  const added: LeavingReplacement[] = objects.map((object) => ({
    id: newId(s, 'r'), object, controller, def, event, instead: 'banish', duration, timestamp: nextTimestamp(s),
  }));
  s.replacements = [...(s.replacements ?? []), ...added];
}

/** End of turn: "this turn" replacements end; so do those whose object left the field. */
export function expireReplacements(s: GameState): void {
  if (!s.replacements) return;
  const kept = s.replacements.filter((r) => r.duration !== 'untilEndOfTurn' && s.objects[r.object]);
  if (kept.length !== s.replacements.length) s.replacements = kept;
}

/** The Link Shield objects protecting `o`, oldest first. */
export function linkShieldsOf(s: GameState, o: ObjectState): ObjectState[] {
  const out: ObjectState[] = [];
  for (const id of s.field) {
    const x = s.objects[id]!;
    if (x.id !== o.id && x.linkedTo === o.id && hasKeyword(s, x, 'linkShield')) out.push(x);
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

const isDestruction = (reason: LeaveReason) => reason === 'destroyed' || reason === 'died';

/**
 * Apply the replacement effects to an object about to leave the field. Returns null when the
 * event was replaced entirely (the object stays), otherwise where it goes and why.
 */
export function replaceLeaving(
  ctx: Ctx,
  o: ObjectState,
  dest: CardZone | 'graveyardOrBanish',
  reason: LeaveReason,
  opts: { uniqueRule?: boolean; replacement?: string } = {},
): { dest: CardZone | 'graveyardOrBanish'; reason: LeaveReason } | null {
  const s = ctx.s;
  const shields = shieldsFor(s, o, reason, opts.uniqueRule);
  const banishes = banishReplacementsFor(s, o, dest, reason);
  // Lethal damage outside a resolution: with a real choice, the object's controller is asked first.
  if (reason === 'died' && opts.replacement === undefined && choiceMatters(shields, banishes)) {
    if (!s.pending) {
      s.pending = {
        kind: 'orderReplacements', player: o.controller, object: o.id, amount: o.damage,
        options: leavingOptions(s, shields, banishes), batch: { events: [], choices: [], then: { kind: 'none' } },
        leaving: { dest: dest === 'graveyardOrBanish' ? dest : 'graveyard', reason: 'died' },
      };
    }
    return null; // it stays until the choice is made
  }
  const chosenBanish = banishes.find((r) => r.id === opts.replacement);
  // Link Shield: destroyed (also by lethal damage) or sacrificed in the linked object's place.
  if (!chosenBanish) {
    const shield = shields.find((x) => x.id === opts.replacement) ?? shields[0]; // the controller's choice, else the oldest
    if (shield) {
      const name = objDef(s, shield).name;
      if (reason === 'sacrificed') {
        logLine(ctx, `${name} is sacrificed instead of ${objDef(s, o).name} (Link Shield).`);
        removeObject(ctx, shield.id, 'graveyard', 'sacrificed');
      } else {
        logLine(ctx, `${name} is destroyed instead of ${objDef(s, o).name} (Link Shield).`);
        if (objDef(s, o).types.includes('ALLY') && o.damage > 0) mutObj(s, o.id).damage = 0; // temporary damage is removed
        removeObject(ctx, shield.id, 'graveyard', 'destroyed');
      }
      return null;
    }
  }
  // "Banish it instead."
  const def = objDef(s, o);
  if (banishes.length > 0) {
    const r = chosenBanish ?? banishes[0]!;
    logLine(ctx, `${def.name} is banished instead (${s.defs[r.def]?.name ?? r.def}).`);
    // Banished instead of entering the graveyard: destroyed (or sacrificed), but it did not die.
    return { dest: 'banishment', reason: reason === 'died' ? 'destroyed' : reason };
  }
  return { dest, reason };
}

/** The Link Shields that could replace this leaving (destruction, or a sacrifice by an effect or cost). */
function shieldsFor(s: GameState, o: ObjectState, reason: LeaveReason, uniqueRule?: boolean): ObjectState[] {
  if (!(isDestruction(reason) || (reason === 'sacrificed' && !uniqueRule)) || s.field.length <= 1) return [];
  return linkShieldsOf(s, o);
}

/** The "banish it instead" effects on `o` that apply to this leaving, oldest first. */
function banishReplacementsFor(s: GameState, o: ObjectState, dest: CardZone | 'graveyardOrBanish', reason: LeaveReason): LeavingReplacement[] {
  const statics = s.hitThisTurn ? hitUnitBanishments(s, o) : []; // static ones (effects/hit-units-banished.ts)
  if (dest === 'banishment' || ((!s.replacements || s.replacements.length === 0) && statics.length === 0)) return [];
  const def = objDef(s, o);
  const toGraveyard = dest === 'graveyard' || (dest === 'graveyardOrBanish' && !def.types.includes('CHAMPION') && !isRegalia(def));
  return [...(s.replacements ?? []), ...statics].filter((r) => r.object === o.id && (
    (r.event === 'destroyed' && isDestruction(reason)) ||
    (r.event === 'sacrificed' && reason === 'sacrificed') ||
    (r.event === 'graveyard' && toGraveyard && reason !== 'returned' && reason !== 'banished')
  )).sort((a, b) => a.timestamp - b.timestamp);
}

/** Whether the order changes the outcome: two shields, or a shield and a banishment. */
const choiceMatters = (shields: ObjectState[], banishes: LeavingReplacement[]) =>
  shields.length >= 2 || (shields.length >= 1 && banishes.length >= 1);

function leavingOptions(s: GameState, shields: ObjectState[], banishes: LeavingReplacement[]): ReplacementOption[] {
  return [
    ...shields.map((x) => ({ id: x.id, label: `${objDef(s, x).name} (Link Shield) is destroyed instead` })),
    ...banishes.map((r) => ({ id: r.id, label: `${s.defs[r.def]?.name ?? r.def}: banished instead` })),
  ];
}

// ---------- The controller's choice, asked while a resolution destroys objects ----------

/**
 * The replacements worth a choice when `o` would be destroyed: its Link Shields when there are two
 * or more, or a Link Shield together with "banish it instead" effects.
 */
export function leavingChoices(s: GameState, o: ObjectState, reason: LeaveReason = 'destroyed', dest: CardZone | 'graveyardOrBanish' = 'graveyard'): ReplacementOption[] {
  const shields = shieldsFor(s, o, reason);
  const banishes = banishReplacementsFor(s, o, dest, reason);
  return choiceMatters(shields, banishes) ? leavingOptions(s, shields, banishes) : [];
}

/**
 * The damage step: when the state-based checks after combat damage stopped on a leaving choice,
 * the step waits for it and then finishes (On Kill, end of combat). Hook in flow/phases.ts
 * `finishDamageStep`; the answer continues through the `combat` continuation of the decision.
 */
export function holdDamageStepForLeaving(ctx: Ctx, defender: { id: ObjectId; card: CardId | null; owner: PlayerId } | null): boolean {
  const p = ctx.s.pending;
  if (p?.kind !== 'orderReplacements' || !p.leaving || p.batch.then.kind !== 'none') return false;
  ctx.s.pending = { ...p, batch: { ...p.batch, then: { kind: 'combat', defender } } };
  return true;
}

/**
 * Before a resolution destroys `objects`: the first of them with a choice not yet made pauses the
 * resolution on an orderLeavingReplacements decision for its controller. `r` is the running
 * resolution, already past the destroying effect (it resumes on that effect again).
 */
export function askLeavingChoice(ctx: Ctx, r: Resolution, objects: ObjectId[]): boolean {
  const s = ctx.s;
  for (const id of objects) {
    const o = s.objects[id];
    if (!o || r.leaving?.[id] !== undefined) continue;
    const options = leavingChoices(s, o);
    if (options.length === 0) continue;
    s.pending = { kind: 'orderLeavingReplacements', player: o.controller, object: id, options, resume: { ...r, index: r.index - 1 } };
    return true;
  }
  return false;
}

/** Answer an orderLeavingReplacements decision: the resolution it paused goes on with the choice made. */
export function answerLeavingChoice(
  s: GameState,
  d: Extract<NonNullable<GameState['pending']>, { kind: 'orderLeavingReplacements' }>,
  replacement: string,
): { resume: Resolution } | { violation: { message: string; rule: string } } {
  if (!d.options.some((x) => x.id === replacement)) {
    return { violation: { message: 'That replacement effect does not apply here.', rule: RULES.replacementEffects } };
  }
  s.pending = null;
  return { resume: { ...d.resume, leaving: { ...(d.resume.leaving ?? {}), [d.object]: replacement } } };
}
