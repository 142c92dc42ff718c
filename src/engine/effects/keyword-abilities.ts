// Abilities the rules give to object, player and counter keywords (glossary/keywords-and-abilities.md,
// game-mechanics/game-mechanics-counters.md). Plain data with no imports at run time, so that
// state/query.ts can include it in BUILTIN_ABILITIES without an import cycle.
import type { Ability } from '../../cards/vocabulary.js';

export type KeywordBuiltin = 'foster' | 'agility' | 'preserve' | 'staticCounter' | 'wither' | 'suppressReturn';

export const KEYWORD_ABILITIES: Record<KeywordBuiltin, Ability> = {
  // Foster: as your recollection phase begins, a unit left unharmed since your last turn ended gets
  // the fostered property. The condition intervenes: it is checked again on resolution.
  foster: {
    kind: 'triggered',
    trigger: { on: 'beginPhase', phase: 'recollection', whose: 'yours' },
    condition: { kind: 'undamagedSinceYourLastTurn' },
    effects: [{ op: 'foster', subject: { ref: 'self' } }],
  },
  // Agility N: queued at the beginning of each end phase for each instance a player has; N is the item's x.
  agility: { kind: 'triggered', trigger: { on: 'beginPhase', phase: 'end', whose: 'each' }, effects: [{ op: 'returnFromMemory' }] },
  // Preserve on an object: when it is destroyed, its card goes from the graveyard to the material deck, preserved.
  preserve: { kind: 'triggered', trigger: { on: 'death' }, effects: [{ op: 'preserve' }] },
  // Static counters: the object with the counter may lose one and deal 1 damage to the unit the arcane unit damaged.
  staticCounter: {
    kind: 'triggered',
    trigger: { on: 'hit' },
    effects: [{
      op: 'if',
      condition: { kind: 'selfCounters', counter: 'static', min: 1 },
      then: [{ op: 'may', effects: [
        { op: 'removeCounters', subject: { ref: 'self' }, counter: 'static', count: 1 },
        { op: 'dealDamage', to: { ref: 'eventObject' }, amount: 1 },
      ] }],
    }],
  },
  // Wither: sourced from the game, at the beginning of a player's main phase.
  wither: { kind: 'triggered', trigger: { on: 'beginPhase', phase: 'end', whose: 'yours' }, effects: [{ op: 'wither' }] },
  // Suppress's delayed trigger: the card returns to the field under its owner's control.
  suppressReturn: { kind: 'triggered', trigger: { on: 'beginPhase', phase: 'end', whose: 'each' }, effects: [{ op: 'suppressReturn' }] },
};

/** Lineage Release: an activated ability paid by banishing its card from the champion's inner lineage. */
export function isLineageRelease(ab: Ability): boolean {
  return ab.kind === 'activated' && ab.costs.some((c) => c.kind === 'banishFromLineage');
}
