// What a boon's chosen card name does once the boon is gained (general-rules/general-rules-card-types/card-types-boons.md,
// glossary/game-terms.md#generate). The name is chosen as the boon is gained (flow/boons.ts keeps it
// on the boon's Pantheon entry); the boon's abilities then refer to it: a "whenever you activate" trigger
// may watch only cards of that name (EventFilter.boonChosenName), and a static ability may forbid its
// player to generate cards of that name (StaticEffect 'cantGenerateChosenName').
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { boonAbilities, entryOf, type BoonAbilityRef } from './boon-abilities.js';

/** Does this card have the name the watching boon's player chose for it? */
export function hasBoonChosenName(s: GameState, boon: BoonAbilityRef | undefined, def: CardDef | undefined): boolean {
  if (!boon || !def) return false;
  const name = entryOf(s, boon.controller, boon.card)?.chosenName;
  return name !== undefined && def.name === name;
}

/** May `who` not generate cards of this name (a gained boon of theirs forbids its chosen name)? */
export function cantGenerateName(s: GameState, who: PlayerId, name: string): boolean {
  for (const b of boonAbilities(s)) {
    if (b.controller !== who || b.ability.kind !== 'static' || b.ability.effect.kind !== 'cantGenerateChosenName') continue;
    if (entryOf(s, who, b.card)?.chosenName === name) return true;
  }
  return false;
}
