// "Choose one. If this is imbued, choose two instead": the mode is selected as the card is activated, before its
// costs are paid; paying them (the reserved cards revealed for Imbue) may make it imbued, and then the second mode
// and its targets are selected after the payment, the first mode and its targets staying as they were
// (game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules, steps 1.4 and 1.8.2).
// A script lists the single modes, then the ordered pairs (`imbuedUpgradeOf`: the single mode it extends, whose
// targets come first), built by src/cards/mode-pairs.ts.
import type { CardDef } from '../../cards/vocabulary.js';
import type { ActivationDraft, GameState, PlayerId } from '../types.js';
import { imbueMet } from './activation-keywords.js';

/** Is a mode only a pair offered in place of a single one once the card is imbued? */
export const isImbuedUpgrade = (def: CardDef, mode: number): boolean => def.modes?.[mode]?.imbuedUpgradeOf !== undefined;

/** With the costs paid: is the card imbued while only its first mode is chosen, so a second is to be chosen now? */
export function imbuedUpgradePending(s: GameState, _who: PlayerId, d: ActivationDraft, def: CardDef): boolean {
  if (d.source.kind !== 'card' || d.source.via !== 'activate' || !def.modes || d.mode === null || isImbuedUpgrade(def, d.mode)) return false;
  if (!def.modes.some((m) => m.imbuedUpgradeOf === d.mode)) return false;
  return !!def.imbue && imbueMet(s, def, d.reserve);
}

/** The pairs that extend the chosen single mode (the second mode's choice). */
export function imbuedUpgradeChoices(def: CardDef, d: ActivationDraft): number[] {
  return (def.modes ?? []).map((m, i) => (m.imbuedUpgradeOf !== undefined && m.imbuedUpgradeOf === d.mode ? i : -1)).filter((i) => i >= 0);
}
