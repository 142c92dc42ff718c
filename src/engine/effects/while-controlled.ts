// "For as long as you control [this]": an effect made by a resolution whose duration is tied to its source object
// staying on the field under the control of the effect's controller (types-of-effects-continuous-effects/README.md#general-rules:
// an effect lasts as long as the text creating it says). The first moment that is no longer true ends it for good:
// the source leaving the field, or another player gaining control of it (control-change.ts). An effect whose source
// is already gone (or not controlled) as it would begin never starts.
import type { Duration } from '../../cards/vocabulary.js';
import type { GameState, ObjectId, PlayerId, StackItem } from '../types.js';

/** The source binding of a new effect: `{ boundTo }` for this duration, else nothing. */
export function boundToSource(item: StackItem, duration: Duration): { boundTo?: ObjectId } {
  return duration === 'whileYouControlSource' && item.source ? { boundTo: item.source } : {};
}

const holds = (s: GameState, source: ObjectId, controller: PlayerId | undefined): boolean =>
  !!s.objects[source] && s.field.includes(source) && s.objects[source]!.controller === controller;

/** End every effect whose source no longer stays under its controller's control. Arrays are replaced, never edited. */
export function endControlBoundEffects(s: GameState): void {
  const keep = <T extends { boundTo?: ObjectId; controller?: PlayerId }>(x: T): boolean => x.boundTo === undefined || holds(s, x.boundTo, x.controller);
  if (s.keywordGrants.some((g) => !keep(g))) s.keywordGrants = s.keywordGrants.filter(keep);
  if (s.characteristicEffects?.some((e) => !keep(e))) s.characteristicEffects = s.characteristicEffects.filter(keep);
  if (s.permissionEffects?.some((e) => !keep(e))) s.permissionEffects = s.permissionEffects.filter(keep);
}
