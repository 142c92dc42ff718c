// Link and Link Shield (glossary/keywords-and-abilities.md#link, #link-shield).
// An object with a Link ability enters linked to the object its activation targeted (the first
// target of its card). A broken link (either object left, or the linked object no longer fits the
// Link's type) makes the Link object leave as a state-based action: sacrificed for Link, destroyed
// for Link Shield.
import type { TargetSpec } from '../../cards/vocabulary.js';
import type { ObjectState, StackItem } from '../types.js';
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
  const t = item.targets[0];
  if (t?.kind !== 'object' || !ctx.s.objects[t.id]) return;
  mutObj(ctx.s, o.id).linkedTo = t.id;
  logLine(ctx, `${objDef(ctx.s, o).name} is linked to ${objDef(ctx.s, ctx.s.objects[t.id]!).name}.`, o.controller);
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
  const broken = s.field.filter((id) => {
    const o = s.objects[id]!;
    return hasLinkAbility(s, o) && !linkedObject(s, o);
  });
  for (const id of broken) {
    const o = s.objects[id];
    if (!o) continue;
    const shield = hasKeyword(s, o, 'linkShield');
    logLine(ctx, `${objDef(s, o).name}'s link is broken.`, o.controller);
    removeObject(ctx, id, 'graveyard', shield ? 'destroyed' : 'sacrificed');
  }
  return broken.some((id) => !s.objects[id]);
}

// Link Shield's replacement side (destroyed or sacrificed instead of the linked object) lives in
// effects/replacement.ts (`replaceLeaving`), which reads the `linkedTo` this module sets.
