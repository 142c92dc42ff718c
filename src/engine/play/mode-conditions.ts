// Modes open only under a condition: "[Level 2+] mode" (a mode chosen only while your champion is level 2
// or higher), and "choose one; if …, choose two instead", scripted as the single modes and the pairs, each
// pair open only while the condition holds (general-rules/general-rules-parts-of-a-card/parts-of-a-card-text-box.md
// on modes; the choice is made as the card is activated, so a property of that activation such as Prepare
// is read from the activation being drafted).
import type { CardDef, Condition, Mode } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { conditionMet } from '../state/query.js';

export interface ModeContext {
  source?: ObjectState;
  def?: CardDef;
  /** The card being activated was prepared (its Prepare cost paid), when a card's mode is chosen. */
  prepared?: boolean;
}

function met(s: GameState, who: PlayerId, c: Condition, m: ModeContext): boolean {
  switch (c.kind) {
    case 'prepared': return m.source ? conditionMet(s, who, c, m.source, [], undefined, m.def) : !!m.prepared;
    case 'not': return !met(s, who, c.condition, m);
    case 'allOf': return c.conditions.every((x) => met(s, who, x, m));
    case 'anyOf': return c.conditions.some((x) => met(s, who, x, m));
    default: return conditionMet(s, who, c, m.source, [], undefined, m.def);
  }
}

/** May this mode be chosen now, by its condition alone? */
export function modeOpen(s: GameState, who: PlayerId, mode: Mode, m: ModeContext = {}): boolean {
  return !mode.condition || met(s, who, mode.condition, m);
}
