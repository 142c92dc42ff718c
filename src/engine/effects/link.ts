// Link and Link Shield (glossary/keywords-and-abilities.md#link, #link-shield).
// An object with a Link ability enters linked to the object its activation targeted (the first
// target of its card). One that enters from any other zone (a summoned token, a card put onto the
// field by an effect) targets nothing: its controller chooses, as it enters, an object of the Link's
// type to link to. A broken link (either object left, or the linked object no longer fits the
// Link's type) makes the Link object leave as a state-based action: sacrificed for Link, destroyed
// for Link Shield.
import type { TargetSpec } from '../../cards/vocabulary.js';
import type { Action, Decision, ObjectId, ObjectState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { RULES } from '../rules-refs.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { hasKeyword, objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { removeObject } from '../state/zones.js';

export function hasLinkAbility(s: Ctx['s'], o: ObjectState): boolean {
  return hasKeyword(s, o, 'link') || hasKeyword(s, o, 'linkShield');
}

/** The Link's type restriction: the card's first declared target ("Ally Link" targets an ally). */
function linkSpec(s: Ctx['s'], o: ObjectState): TargetSpec | undefined {
  return objDef(s, o).targets?.[0];
}

function fitsLink(s: Ctx['s'], spec: TargetSpec | undefined, linked: ObjectState): boolean {
  const types = objDef(s, linked).types;
  if (spec?.supertype && !objDef(s, linked).supertypes.includes(spec.supertype)) return false; // "Regalia Link"

  switch (spec?.kind ?? 'object') {
    case 'ally': return types.includes('ALLY');
    case 'champion': return types.includes('CHAMPION');
    case 'unit': return types.includes('ALLY') || types.includes('CHAMPION');
    case 'weapon': return types.includes('WEAPON');
    case 'item': return types.includes('ITEM');
    case 'phantasia': return types.includes('PHANTASIA');
    case 'domain': return types.includes('DOMAIN');
    default: return true;
  }
}

/** As an object with a Link ability enters from the stack, it becomes linked to its activation's target. */
export function linkOnEnter(ctx: Ctx, o: ObjectState, item: StackItem): void {
  if (!hasLinkAbility(ctx.s, o)) return;
  // From the stack the link is the target, never a choice made as it enters (#link, rule 2).
  const t = item.targets[0];
  const target = t?.kind === 'object' && ctx.s.objects[t.id] ? t.id : undefined;
  const already = o.linkedTo !== undefined && o.linkedTo === target; // the choice as it entered found the same object
  if (o.linkChoice || (o.linkedTo !== undefined && !already)) {
    const m = mutObj(ctx.s, o.id);
    delete m.linkChoice;
    delete m.linkedTo;
  }
  if (!target || already) return;
  mutObj(ctx.s, o.id).linkedTo = target;
  logLine(ctx, `${objDef(ctx.s, o).name} is linked to ${objDef(ctx.s, ctx.s.objects[target]!).name}.`, o.controller);
}

/**
 * The objects a Link object entering other than from the stack may be linked to (#link, rules 1.2
 * and 2.1): those on the field of the Link's type (and the rest of its printed restriction). It
 * targets nothing, so what only limits targeting (Stealth, Spellshroud, Omnishroud) does not apply.
 * The Link object itself is never offered: the rules do not say it could link to itself, and from
 * the stack it never can (it is not on the field while its activation targets).
 */
export function linkCandidates(s: Ctx['s'], o: ObjectState): ObjectId[] {
  const spec = linkSpec(s, o);
  return s.field.filter((id) => {
    if (id === o.id) return false;
    const c = s.objects[id]!;
    if (!fitsLink(s, spec, c)) return false;
    if (spec?.controller === 'you' && c.controller !== o.controller) return false;
    if (spec?.controller === 'opponent' && c.controller === o.controller) return false;
    if (spec?.subtype && !objDef(s, c).subtypes.includes(spec.subtype)) return false;
    if (spec?.rested !== undefined && c.rested !== spec.rested) return false;
    return true;
  });
}

/**
 * Called as any object enters the field (state/zones.ts createObject). An object with a Link ability
 * gets its linked object chosen as it enters (#link, rule 2.1): with a single candidate that is the
 * link; with several its controller is asked before the state-based check that would sacrifice it
 * (`checkLinks`); with none it stays unlinked and is sacrificed (#link, rule 2.2). An object entering
 * from the stack has this undone by `linkOnEnter`, which links it to its activation's target.
 */
export function chooseLinkAsEnters(ctx: Ctx, o: ObjectState): void {
  if (!hasLinkAbility(ctx.s, o)) return;
  const options = linkCandidates(ctx.s, o);
  if (options.length === 1) {
    mutObj(ctx.s, o.id).linkedTo = options[0]!;
    logLine(ctx, `${objDef(ctx.s, o).name} is linked to ${objDef(ctx.s, ctx.s.objects[options[0]!]!).name}.`, o.controller);
  } else if (options.length > 1) {
    mutObj(ctx.s, o.id).linkChoice = true;
  }
}

type ChooseLink = Extract<Decision, { kind: 'chooseLink' }>;

/** The answers to a pending link choice: one per candidate. */
export function linkChoiceAnswers(d: ChooseLink): Action[] {
  return d.options.map((object): Action => ({ type: 'chooseLink', object }));
}

/** Answer a pending link choice: the Link object becomes linked to the chosen object. */
export function answerChooseLink(ctx: Ctx, who: PlayerId, d: ChooseLink, action: Action): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'chooseLink' || who !== d.player) return { message: 'The game is waiting for the object a Link is linked to.', rule: RULES.link };
  const o = s.objects[d.object];
  if (!d.options.includes(action.object) || !o || !linkCandidates(s, o).includes(action.object)) {
    return { message: 'That object is not of the type this Link can be linked to.', rule: RULES.link };
  }
  s.pending = null;
  const m = mutObj(s, o.id);
  delete m.linkChoice;
  m.linkedTo = action.object;
  logLine(ctx, `${objDef(s, o).name} is linked to ${objDef(s, s.objects[action.object]!).name}.`, o.controller);
  return null;
}

/** The object linked to `o`, while the link holds. */
export function linkedObject(s: Ctx['s'], o: ObjectState): ObjectState | undefined {
  const linked = o.linkedTo ? s.objects[o.linkedTo] : undefined;
  return linked && fitsLink(s, linkSpec(s, o), linked) ? linked : undefined;
}

/**
 * State-based check: every object with a Link ability and no (legal) link leaves the field.
 * Returns whether anything changed.
 */
export function checkLinks(ctx: Ctx): boolean {
  const s = ctx.s;
  let asked = false;
  const broken = s.field.filter((id) => {
    const o = s.objects[id]!;
    if (!hasLinkAbility(s, o) || linkedObject(s, o)) return false;
    if (o.linkChoice) {
      // Entered other than from the stack with several candidates: its controller chooses first.
      const options = linkCandidates(s, o);
      if (options.length > 0) {
        if (!s.pending) {
          s.pending = { kind: 'chooseLink', player: o.controller, object: o.id, options };
          asked = true;
        }
        return false;
      }
    }
    return true;
  });
  for (const id of broken) {
    const o = s.objects[id];
    if (!o) continue;
    const shield = hasKeyword(s, o, 'linkShield');
    logLine(ctx, `${objDef(s, o).name}'s link is broken.`, o.controller);
    removeObject(ctx, id, 'graveyard', shield ? 'destroyed' : 'sacrificed');
  }
  return asked || broken.some((id) => !s.objects[id]);
}

// Link Shield's replacement side (destroyed or sacrificed instead of the linked object) lives in
// effects/replacement.ts (`replaceLeaving`), which reads the `linkedTo` this module sets.
