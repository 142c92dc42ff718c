// The source of a damage event, as replacement effects that name it read it ("from a non-norm element source",
// "fire element sources you control", "a Spell source"): combat damage comes from the attacking unit (or the
// retaliating one); other damage from the object whose ability deals it, else from the card activated
// (game-mechanics/game-mechanics-damage.md#general-rules). A champion is of each element of the cards of its
// lineage (glossary/game-terms.md#lineage-term). Null when the source can't be told.
import type { CardDef, Element } from '../../cards/vocabulary.js';
import type { DamageEvent, GameState, PlayerId } from '../types.js';
import { lineageDefs, objDef } from '../state/query.js';

export interface DamageSourceInfo { controller?: PlayerId; def: CardDef; elements: Element[]; object?: string }

export function damageSourceInfo(s: GameState, ev: DamageEvent): DamageSourceInfo | null {
  const id = ev.combat ? (ev.retaliator ?? s.combat?.attacker ?? undefined) : ev.sourceObject;
  const o = id ? s.objects[id] : undefined;
  if (o) {
    const def = objDef(s, o);
    const elements = def.types.includes('CHAMPION') ? [...new Set(lineageDefs(s, o).flatMap((d) => d.elements))] : def.elements;
    return { controller: o.controller, def, elements, object: o.id };
  }
  if (!ev.combat && ev.sourceDef && s.defs[ev.sourceDef]) {
    const def = s.defs[ev.sourceDef]!;
    return { ...(ev.sourceController ? { controller: ev.sourceController } : {}), def, elements: def.elements };
  }
  return null;
}

/** A Spell source (with the SPELL subtype, and `subtype` too), controlled by `controller` when `yours` (damage-prevention rule 9). */
export function spellSourceMatches(s: GameState, ev: DamageEvent, f: { subtype?: string; yours?: boolean }, controller: PlayerId): boolean {
  const info = damageSourceInfo(s, ev);
  if (!info || !info.def.subtypes.includes('SPELL') || (f.subtype && !info.def.subtypes.includes(f.subtype))) return false;
  return !f.yours || info.controller === controller;
}
