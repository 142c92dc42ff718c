// "If damage would be dealt to [your champion / the linked unit], you may banish this object. If you do,
// prevent N of that damage" (with a draw, or a counter on your champion when damage was prevented):
// a replacement effect that applies to a damage event only if its controller chooses it; the banishing
// is part of the replacement, so the object can be used once
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules;
// game-mechanics/game-mechanics-damage-prevention.md#general-rules: what is prevented is not dealt).
// Offered in the damage batch's `orderReplacements` decision with a "none" answer (effects/prevention.ts).
import type { StaticEffect } from '../../cards/vocabulary.js';
import type { GameState, ObjectId, ObjectState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, objDef, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { drawCards, removeObject } from '../state/zones.js';
import { slugsWithAbility } from '../state/game-facts.js';

type Spec = Extract<StaticEffect, { kind: 'optionalBanishPrevention' }>;

/** The answer that applies none of the optional replacements to this damage event. */
export const DECLINE_OPTIONAL = 'decline-optional';

/** One use, planned: the source banished, the unit protected, how much it prevented. */
export interface OptionalUse { source: ObjectId; unit: ObjectId; prevented: number }

export interface OptionalOffer { key: string; source: ObjectId; controller: PlayerId; amount: number; label: string }

const slugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'optionalBanishPrevention');

function protects(s: GameState, src: ObjectState, e: Spec, unit: ObjectState): boolean {
  if (e.affects === 'linked') return src.linkedTo === unit.id;
  return unit.controller === src.controller && objDef(s, unit).types.includes('CHAMPION');
}

/** The optional replacements that could apply to damage dealt to `unit` (sources already used in the batch left out). */
export function optionalBanishPreventions(s: GameState, unit: ObjectState, used: readonly OptionalUse[]): OptionalOffer[] {
  const set = slugs(s.defs);
  if (set.size === 0) return [];
  const out: OptionalOffer[] = [];
  for (const id of s.field) {
    const src = s.objects[id]!;
    if (used.some((u) => u.source === id)) continue;
    abilitySources(s, src).forEach(({ ability: ab, def }, index) => {
      if (!set.has(def) || ab.kind !== 'static' || ab.effect.kind !== 'optionalBanishPrevention') return;
      if (!protects(s, src, ab.effect, unit)) return;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) return;
      out.push({
        key: `optional:${src.id}:${def}:${index}`, source: src.id, controller: src.controller, amount: ab.effect.amount,
        label: `${s.defs[def]!.name}: banish it to prevent ${ab.effect.amount} of that damage`,
      });
    });
  }
  return out;
}

/** Carry out a use chosen in the plan: banish the source, then its rider. */
export function applyOptionalBanish(ctx: Ctx, u: OptionalUse): void {
  const s = ctx.s;
  const src = s.objects[u.source];
  if (!src) return;
  const e = abilitySources(s, src).map((x) => x.ability).find((ab) => ab.kind === 'static' && ab.effect.kind === 'optionalBanishPrevention');
  const spec = e && e.kind === 'static' && e.effect.kind === 'optionalBanishPrevention' ? e.effect : undefined;
  const controller = src.controller;
  const name = objDef(s, src).name;
  removeObject(ctx, src.id, 'banishment', 'banished');
  logLine(ctx, `${player(s, controller).name} banishes ${name} to prevent ${u.prevented} damage.`, controller);
  if (!spec) return;
  if (spec.draw) drawCards(ctx, player(s, controller), spec.draw);
  if (spec.counterIfPrevented && u.prevented > 0) {
    const champ = player(s, controller).champion;
    if (champ && s.objects[champ]) {
      const m = mutObj(s, champ);
      m.counters = { ...m.counters, [spec.counterIfPrevented]: (m.counters[spec.counterIfPrevented] ?? 0) + 1 };
    }
  }
}
