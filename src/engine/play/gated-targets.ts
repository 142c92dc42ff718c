// Targets of a gated section ("[Level 2+] Target unit gains true sight", "[Class Bonus] Target ally you control
// gets +2 power"): a section whose restriction is not met as the card is activated is not part of it, so its
// target is not declared (general-rules/general-rules-parts-of-a-card/parts-of-a-card-text-box.md#restrictions;
// targets are declared as the card is activated: playing-cards-card-activation.md). Such a slot stays empty, and
// an empty gated slot never makes the card fizzle; whether the section then does anything is up to its effects
// (scripted under the same condition, checked again as it resolves).
import type { CardDef, TargetSpec } from '../../cards/vocabulary.js';
import type { ActivationDraft, GameState, ObjectState, PlayerId } from '../types.js';
import { conditionMet } from '../state/query.js';

/** Is this target slot part of the activation now (no gate, or its gate is met)? */
export function targetSlotOpen(s: GameState, who: PlayerId, spec: TargetSpec, def?: CardDef, source?: ObjectState): boolean {
  return !spec.onlyIf || conditionMet(s, who, spec.onlyIf, source, [], undefined, def);
}

/** While drafting: the next target slots whose gates are not met are left empty without asking; is a target still to be declared? */
export function targetsToDeclare(s: GameState, who: PlayerId, d: ActivationDraft, specs: TargetSpec[], def?: CardDef, source?: ObjectState): boolean {
  while (d.targets.length < specs.length && !targetSlotOpen(s, who, specs[d.targets.length]!, def, source)) d.targets = [...d.targets, null];
  return d.targets.length < specs.length;
}
