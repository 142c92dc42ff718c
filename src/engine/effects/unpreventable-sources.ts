// Damage that can't be prevented because of where it comes from (game-mechanics/game-mechanics-damage-prevention.md#general-rules,
// rule 7: preventions still try and prevent nothing; shields are not used up): damage from sources of an element a
// player controls, by a static ability ("damage dealt by fire element sources you control can't be prevented") or,
// until end of turn, by a resolved effect (kept with the preventions, expiring with them); and the combat damage of
// an attack whose intent holds an attack card saying so (its condition checked as the damage is dealt). Worked out
// as each damage event is dealt. A champion is of the elements of its whole lineage (effects/damage-sources.ts).
import type { Effect, Element } from '../../cards/vocabulary.js';
import type { DamageEvent, GameState, PlayerId, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine, newId, nextTimestamp } from '../flow/ctx.js';
import { abilitySources, cardDef, conditionMet, mayHaveAbilityIn } from '../state/query.js';
import { slugsWithAbility } from '../state/game-facts.js';
import { damageSourceInfo } from './damage-sources.js';

const fromSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'unpreventableFrom');

/** Does a rule of this game make damage from `element` sources `controller` controls unpreventable now? */
function elementRules(s: GameState): { controller: PlayerId; element: Element }[] {
  const out: { controller: PlayerId; element: Element }[] = [];
  for (const p of s.preventions ?? []) if (p.kind === 'unpreventableFrom' && p.element) out.push({ controller: p.controller, element: p.element });
  const slugs = fromSlugs(s.defs);
  if (slugs.size === 0) return out;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (!mayHaveAbilityIn(s, o, slugs)) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'unpreventableFrom') continue;
      if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) continue;
      out.push({ controller: o.controller, element: ab.effect.element });
    }
  }
  return out;
}

/** An attack card in the current attack's intent makes the attacker's combat damage unpreventable. */
function intentUnpreventable(s: GameState, ev: DamageEvent): boolean {
  const c = s.combat;
  const attacker = c?.attacker ? s.objects[c.attacker] : undefined;
  if (!ev.combat || ev.retaliator || !c || !attacker) return false;
  return c.intent.some((card) => {
    const def = cardDef(s, card);
    return def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'unpreventableCombatDamage'
      && (!ab.condition || conditionMet(s, attacker.controller, ab.condition, attacker, [], undefined, def)));
  });
}

/** The event as it is dealt: unpreventable when it was made so, or when its source makes it so now. */
export function withSourceUnpreventable(s: GameState, ev: DamageEvent): DamageEvent {
  if (ev.unpreventable) return ev;
  if (intentUnpreventable(s, ev)) return { ...ev, unpreventable: true };
  const rules = elementRules(s);
  if (rules.length === 0) return ev;
  const info = damageSourceInfo(s, ev);
  if (!info?.controller) return ev;
  return rules.some((r) => r.controller === info.controller && info.elements.includes(r.element)) ? { ...ev, unpreventable: true } : ev;
}

/** The effect resolves: until end of turn, damage from such sources its controller controls can't be prevented. */
export function addUnpreventableFrom(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'unpreventableFrom' }>): void {
  const s = ctx.s;
  s.preventions = [...(s.preventions ?? []), {
    id: newId(s, 'p'), objects: [], controller: item.controller, def: item.def, kind: 'unpreventableFrom', element: e.element, amount: 0,
    duration: 'untilEndOfTurn', timestamp: nextTimestamp(s),
  }];
  logLine(ctx, `Until end of turn, damage from ${e.element.toLowerCase()} element sources this player controls can't be prevented.`, item.controller);
}
