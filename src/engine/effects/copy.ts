// Copies (game-mechanics/game-mechanics-copy.md): copies of activations and abilities on the
// effects stack, token copies of objects, and cards that enter the field as a copy of an object.
import type { Effect, TargetSpec } from '../../cards/vocabulary.js';
import { addXCounters } from './x-counters.js';
import type { Action, CardId, ChosenTarget, Decision, GameState, ObjectId, ObjectState, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { championOf, objDef, player } from '../state/query.js';
import { createObject } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { legalTargets, isLegalTarget } from '../play/targets.js';
import { targetSpecsOf } from '../play/sources.js';
import { RULES } from '../rules-refs.js';
import { carryToObject, noteResolvedCard } from '../play/activation-keywords.js';
import { mintCopyCard } from './copy-cards.js';

/** Does this object have the copy property (a copy of an object, or a token from a copied activation)? */
export function isCopy(o: ObjectState): boolean {
  return o.copy === true;
}

/**
 * Copy an activation, materialization or ability on the effects stack (copying abilities, card
 * activations and materializations, rules 1 to 5): a new stack item with the same choices (X,
 * mode, targets) and activation properties, controlled by whoever made the copy. It is not a
 * card: nothing goes to a zone when it resolves or is negated. Returns the copy, or null.
 */
export function makeActivationCopy(ctx: Ctx, original: StackItem, controller: PlayerId): StackItem {
  const s = ctx.s;
  // Not a card, from no zone: the copy keeps everything else the activation carried.
  const { card: _card, from: _from, ...rest } = original;
  return { ...rest, id: newId(s, 's'), controller, timestamp: nextTimestamp(s), copy: true };
}

/** The `copyActivation` effect. Pauses when the copy's controller may choose new targets. */
export function copyActivationEffect(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'copyActivation' }>): 'done' | 'paused' {
  const s = ctx.s;
  const item = r.item;
  const t = item.targets[e.target];
  const original = t?.kind === 'stack' ? s.stack.find((i) => i.id === t.id) : undefined;
  if (!original) return 'done';
  const def = s.defs[original.def]!;
  // A champion materialization resolves by levelling up, which puts the card itself onto the lineage;
  // the copy rules give no way for a copy (not a physical card) to do that, so none is made.
  if ((original.kind === 'activation' || original.kind === 'materialization') && def.types.includes('CHAMPION')) {
    logLine(ctx, `${def.name} can't be copied: the rules don't say how a copy of a champion card would level up.`, item.controller);
    return 'done';
  }
  // The additional costs the original's activation required are required of the copy too
  // (game-mechanics-copy.md#general-rules, rule 1.a.i); its creator pays them now, or no copy is made.
  const costs = copyAdditionalCosts(s, original);
  const unpaid = costs.find((c) => !canPayCopyCost(s, item.controller, c));
  if (unpaid) {
    logLine(ctx, `${player(s, item.controller).name} can't pay ${describeCopyCost(unpaid)} for the copy of ${def.name}: no copy is made.`, item.controller);
    return 'done';
  }
  for (const c of costs) payCopyCost(ctx, item.controller, c);
  const copy = makeActivationCopy(ctx, original, item.controller);
  logLine(ctx, `${player(s, item.controller).name} copies ${def.name}.`, item.controller);
  if (e.newTargets && targetSpecsOf(s, copy).length > 0) {
    return askCopyTargets(ctx, { kind: 'copyTargets', player: item.controller, copy, index: 0, resume: { ...r } });
  }
  s.stack = [...s.stack, copy];
  return 'done';
}

/**
 * An additional cost of a card activation, as the engine models them: an attack card rests its
 * controller's champion (card-types-attack.md); Command rests a chosen ally instead; a prepared
 * activation removed N preparation counters from the champion (Prepare N).
 */
export type CopyAdditionalCost = { kind: 'restChampion' } | { kind: 'commandAlly' } | { kind: 'preparation'; count: number };

/** The additional costs the original activation was made with, which a copy of it requires as well. */
export function copyAdditionalCosts(s: GameState, original: StackItem): CopyAdditionalCost[] {
  if (original.kind !== 'activation') return [];
  const def = s.defs[original.def]!;
  const out: CopyAdditionalCost[] = [];
  if (def.types.includes('ATTACK')) out.push(original.commandAlly ? { kind: 'commandAlly' } : { kind: 'restChampion' });
  if (original.prepared) out.push({ kind: 'preparation', count: def.activationValues?.prepare ?? 1 });
  return out;
}

function canPayCopyCost(s: GameState, who: PlayerId, c: CopyAdditionalCost): boolean {
  const champ = championOf(s, who);
  switch (c.kind) {
    case 'restChampion': return !!champ && !champ.rested;
    case 'preparation': return (champ?.counters.preparation ?? 0) >= c.count;
    // Which of the copier's allies would be commanded is a choice the copy rules don't provide for.
    case 'commandAlly': return false;
  }
}

function payCopyCost(ctx: Ctx, who: PlayerId, c: CopyAdditionalCost): void {
  const champ = championOf(ctx.s, who)!;
  if (c.kind === 'restChampion') mutObj(ctx.s, champ.id).rested = true;
  if (c.kind === 'preparation') {
    const m = mutObj(ctx.s, champ.id);
    m.counters.preparation = (m.counters.preparation ?? 0) - c.count;
  }
}

function describeCopyCost(c: CopyAdditionalCost): string {
  return c.kind === 'restChampion' ? 'the rest of an awake champion' : c.kind === 'preparation' ? `${c.count} preparation counters` : 'a commanded ally';
}

/**
 * Copies in the intent (game-mechanics-copy.md#copying-objects, rule 3; game-zones-intent.md): a
 * copy of each card joins the current attack's intent. It is an intent like any other (its power
 * counts towards the attack, its abilities trigger with the attack), it has only the card's
 * default characteristics (no prepared, imbued or brewed), it is controlled by its creator, and it
 * ceases to exist when it leaves the intent, at the latest at the end of combat. Returns the copies.
 */
export function copyIntoIntent(ctx: Ctx, controller: PlayerId, cards: CardId[]): CardId[] {
  const s = ctx.s;
  if (!s.combat) {
    logLine(ctx, 'There is no intent to copy into: no copy is made.', controller);
    return [];
  }
  const out: CardId[] = [];
  for (const card of cards) {
    const entry = s.cards[card];
    if (!entry) continue;
    const copy = mintCopyCard(s, controller, entry.def);
    s.combat.intent = [...s.combat.intent, copy];
    logLine(ctx, `${player(s, controller).name} creates a copy of ${s.defs[entry.def]!.name} in the intent.`, controller);
    out.push(copy);
  }
  return out;
}

function copyTargetChoices(s: GameState, d: Extract<Decision, { kind: 'copyTargets' }>): ChosenTarget[] {
  const spec = targetSpecsOf(s, d.copy)[d.index]!;
  const by = { def: s.defs[d.copy.def], stackItem: d.copy.id };
  const choices = legalTargets(s, d.copy.controller, spec, d.copy.source, by);
  return spec.optional ? [...choices, null] : choices;
}

/**
 * Walk the copy's targets: a target with no legal choice keeps the original's; the first with a
 * choice becomes a pending decision. Once every target is settled the copy goes on the stack.
 */
function askCopyTargets(ctx: Ctx, d: Extract<Decision, { kind: 'copyTargets' }>): 'done' | 'paused' {
  const s = ctx.s;
  const specs = targetSpecsOf(s, d.copy);
  let cur = d;
  while (cur.index < specs.length && copyTargetChoices(s, cur).length === 0) cur = { ...cur, index: cur.index + 1 };
  if (cur.index < specs.length) {
    s.pending = cur;
    return 'paused';
  }
  s.stack = [...s.stack, cur.copy];
  return 'done';
}

/** The object kinds an "enters as a copy of" may choose (not targeting: shrouds don't matter). */
function copyCandidate(s: GameState, controller: PlayerId, spec: TargetSpec, o: ObjectState): boolean {
  const def = objDef(s, o);
  if (spec.controller === 'you' && o.controller !== controller) return false;
  if (spec.controller === 'opponent' && o.controller === controller) return false;
  if (spec.subtype && !def.subtypes.includes(spec.subtype)) return false;
  // A champion copy would replace its controller's champion: champions are never candidates.
  if (def.types.includes('CHAMPION')) return false;
  switch (spec.kind) {
    case 'unit': case 'ally': return def.types.includes('ALLY');
    case 'weapon': return def.types.includes('WEAPON');
    case 'item': return def.types.includes('ITEM');
    case 'phantasia': return def.types.includes('PHANTASIA');
    case 'domain': return def.types.includes('DOMAIN');
    case 'object': return true;
    default: return false;
  }
}

/**
 * Static copying (rule 1): a resolving permanent card that enters as a copy asks its controller
 * which object it copies. Returns true when that choice is now pending. With nothing to copy it
 * enters as itself.
 */
export function beginEnterAsCopy(ctx: Ctx, item: StackItem): boolean {
  const s = ctx.s;
  const spec = s.defs[item.def]!.entersAsCopy;
  if (!spec) return false;
  const options = s.field.filter((id) => copyCandidate(s, item.controller, spec.of, s.objects[id]!));
  if (options.length === 0) return false;
  s.pending = { kind: 'enterAsCopy', player: item.controller, item, options, optional: spec.optional ?? false };
  return true;
}

/**
 * A permanent's activation resolves into an object (copy rule 2): the card itself, or, for a
 * copied activation, a token with the copy property. `asCopyOf` makes it enter as a copy of
 * that object's current face (static copying).
 */
export function enterFromStack(ctx: Ctx, item: StackItem, asCopyOf?: ObjectId): ObjectState {
  const s = ctx.s;
  const copied = asCopyOf ? s.objects[asCopyOf] : undefined;
  const o = createObject(ctx, {
    card: item.copy ? null : item.card ?? null,
    def: copied ? copied.def : item.def,
    controller: item.controller,
    owner: item.card && !item.copy ? s.cards[item.card]!.owner : item.controller,
  });
  if (item.copy || copied) mutObj(s, o.id).copy = true;
  addXCounters(s, o, item); // effects/x-counters.ts
  return o;
}

/**
 * Copying objects (rules 1 to 6): a token under the effect controller's control with the
 * characteristics of the current face of each object, and nothing else (no counters, damage,
 * rested state, continuous effects or activation properties).
 */
export function copyObjects(ctx: Ctx, controller: PlayerId, objects: ObjectState[], rested = false): ObjectState[] {
  const s = ctx.s;
  const out: ObjectState[] = [];
  for (const src of objects) {
    const def = objDef(s, src);
    // A champion's copy is the top card's current face only: no inner lineage (so none of its
    // inherited effects), no level or other counters; its level is that card's printed level.
    const p = player(s, controller);
    const before = { champion: p.champion, hadChampion: p.hadChampion };
    const o = createObject(ctx, { card: null, def: src.def, controller, owner: controller, ...(rested ? { rested } : {}) });
    mutObj(s, o.id).copy = true;
    // The rules don't say that a copy replaces its controller's champion: the one they have stays theirs.
    if (def.types.includes('CHAMPION')) Object.assign(p, before);
    logLine(ctx, `${player(s, controller).name} summons a token copy of ${def.name}.`, controller);
    out.push(o);
  }
  return out;
}

/** What the copy decisions accept: exactly these are legal. */
export function copyDecisionAnswers(s: GameState, d: Extract<Decision, { kind: 'enterAsCopy' | 'copyTargets' }>): Action[] {
  if (d.kind === 'enterAsCopy') {
    const out: Action[] = d.options.filter((id) => s.objects[id]).map((object) => ({ type: 'chooseCopy', object }));
    return d.optional || out.length === 0 ? [...out, { type: 'chooseCopy', object: null }] : out;
  }
  return copyTargetChoices(s, d).map((target): Action => ({ type: 'chooseTarget', target }));
}

/**
 * Answer a copy decision. `finish` ends the resolution the decision paused: for `enterAsCopy`
 * the card's resolution is over; for `copyTargets` the copying effect carries on with `resume`.
 */
export function answerCopyDecision(
  ctx: Ctx, d: Extract<Decision, { kind: 'enterAsCopy' | 'copyTargets' }>, action: Action,
  finish: { resolved: () => void; resume: (r: Resolution) => void },
): RuleViolation | null {
  const s = ctx.s;
  if (d.kind === 'enterAsCopy') {
    if (action.type !== 'chooseCopy') return { message: 'Choose the object this card enters as a copy of.', rule: RULES.staticCopying };
    const allowed = copyDecisionAnswers(s, d).some((a) => a.type === 'chooseCopy' && a.object === action.object);
    if (!allowed) return { message: 'It can enter as a copy of one of the offered objects only.', rule: RULES.staticCopying };
    s.pending = null;
    const def = s.defs[d.item.def]!;
    const o = enterFromStack(ctx, d.item, action.object ?? undefined);
    carryToObject(s, d.item, o.id);
    noteResolvedCard(ctx, d.item);
    ctx.events.push({ type: 'resolved', def: d.item.def, controller: d.item.controller });
    logLine(ctx, action.object ? `${def.name} enters the field as a copy of ${objDef(s, o).name}.` : `${def.name} enters the field.`, d.item.controller);
    finish.resolved();
    return null;
  }
  if (action.type !== 'chooseTarget') return { message: 'Choose a target for the copy.', rule: RULES.copyChoices };
  const spec = targetSpecsOf(s, d.copy)[d.index]!;
  const by = { def: s.defs[d.copy.def], stackItem: d.copy.id };
  if (!isLegalTarget(s, d.copy.controller, spec, action.target, d.copy.source, by)) {
    return { message: 'That is not a legal target for the copy.', rule: RULES.copyChoices };
  }
  const targets = d.copy.targets.slice();
  targets[d.index] = action.target;
  s.pending = null;
  if (askCopyTargets(ctx, { ...d, copy: { ...d.copy, targets }, index: d.index + 1 }) === 'done') finish.resume(d.resume);
  return null;
}
