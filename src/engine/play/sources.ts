import type { Ability, CardDef, Effect, TargetSpec } from '../../cards/vocabulary.js';
import type { GameState, StackItem } from '../types.js';
import { BUILTIN_ABILITIES } from '../state/query.js';

export function abilityOf(s: GameState, item: Pick<StackItem, 'def' | 'abilityIndex' | 'builtin' | 'inline'>): Ability | undefined {
  if (item.inline) return item.inline; // a delayed or reflexive trigger carries its own ability
  if (item.builtin) return BUILTIN_ABILITIES[item.builtin];
  if (item.abilityIndex === undefined) return undefined;
  return s.defs[item.def]?.abilities[item.abilityIndex];
}

/** The targets a triggered ability declares as it is put on the stack: its chosen mode's, for a "choose one" ability. */
export function triggerTargetSpecs(ab: Extract<Ability, { kind: 'triggered' }>, mode: number | undefined): TargetSpec[] {
  if (ab.modes) return mode !== undefined ? ab.modes[mode]?.targets ?? [] : [];
  return ab.targets ?? [];
}

/** The targets a stack item declared, by its card's text, mode or ability. */
export function targetSpecsOf(s: GameState, item: StackItem): TargetSpec[] {
  const def = s.defs[item.def]!;
  if (item.kind === 'ability' || item.kind === 'trigger') {
    const ab = abilityOf(s, item);
    if (ab && ab.kind !== 'static' && ab.cascade && item.mode !== undefined) return ab.cascade[item.mode]?.targets ?? []; // Cascade
    if (ab && ab.kind !== 'static' && ab.modes && item.mode !== undefined) return ab.modes[item.mode]?.targets ?? []; // choose one
    return ab && ab.kind !== 'static' ? ab.targets ?? [] : [];
  }
  return cardTargetSpecs(def, item.mode);
}

export function cardTargetSpecs(def: CardDef, mode: number | null | undefined): TargetSpec[] {
  if (def.modes && mode !== null && mode !== undefined) return def.modes[mode]?.targets ?? [];
  return def.targets ?? [];
}

export function effectsOf(s: GameState, item: StackItem): Effect[] {
  const def = s.defs[item.def]!;
  if (item.kind === 'ability' || item.kind === 'trigger') {
    const ab = abilityOf(s, item);
    if (ab && ab.kind !== 'static' && ab.cascade && item.mode !== undefined) return ab.cascade[item.mode]?.effects ?? []; // Cascade
    if (ab && ab.kind !== 'static' && ab.modes) return item.mode !== undefined ? ab.modes[item.mode]?.effects ?? [] : []; // choose one
    return ab && ab.kind !== 'static' ? ab.effects : [];
  }
  if (def.modes && item.mode !== undefined) return def.modes[item.mode]?.effects ?? [];
  return def.onResolve ?? [];
}
