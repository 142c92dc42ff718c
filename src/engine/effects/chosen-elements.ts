// Basic elements picked for a champion card, which its champion then also has (through an Inherited Effect of the
// card): the elements are chosen one at a time among the basic ones (fire, water and wind:
// general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element), different ones, and
// remembered with the card. The card's Inherited Effect (a static ability of kind 'chosenElements', printed on the
// card script) reads them: without a choice it does nothing, so it works only once the choice is made, and while the
// card is in its champion's lineage (an element-expanding layer C effect: types-of-effects-continuous-effects). A card
// that moves is a new card: the choice is forgotten.
import type { Effect, Element } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, ObjectState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';

type Op = Extract<Effect, { op: 'chooseElements' }>;
type Choice = Extract<Decision, { kind: 'chooseElements' }>;

export const BASIC_ELEMENTS: readonly Element[] = ['FIRE', 'WATER', 'WIND'];
const ELEMENT_RULE = 'general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element';

/** The card of the resolving ability's source: the card with the ability's definition in the source champion's lineage. */
function sourceCard(s: GameState, r: Resolution): CardId | undefined {
  const o = r.item.source ? s.objects[r.item.source] : undefined;
  if (!o) return undefined;
  return [...(o.card ? [o.card] : []), ...o.lineage].find((c) => s.cards[c]?.def === r.item.def);
}

export function startChooseElements(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const card = sourceCard(ctx.s, r);
  if (!card) return 'done';
  ctx.s.pending = { kind: 'chooseElements', player: r.item.controller, card, count: e.count, picked: [], resume: { ...r } };
  return 'paused';
}

const left = (d: Choice): Element[] => BASIC_ELEMENTS.filter((el) => !d.picked.includes(el));

/** One answer per element still to choose from: chooseMode, the mode being its index among the basic elements. */
export const chooseElementsAnswers = (d: Choice): Action[] =>
  left(d).map((el): Action => ({ type: 'chooseMode', mode: BASIC_ELEMENTS.indexOf(el) }));

export function answerChooseElements(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseMode') return { message: 'Choose a basic element.', rule: ELEMENT_RULE };
  const el = BASIC_ELEMENTS[action.mode];
  if (!el || !left(d).includes(el)) return { message: 'Choose a basic element not chosen yet.', rule: ELEMENT_RULE };
  const s = ctx.s;
  const next: Choice = { ...d, picked: [...d.picked, el] };
  if (next.picked.length < d.count) {
    s.pending = next;
    return null;
  }
  s.pending = null;
  s.chosenElements = { ...(s.chosenElements ?? {}), [d.card]: next.picked };
  logLine(ctx, `${player(s, who).name} chooses ${next.picked.map((x) => x.toLowerCase()).join(' and ')}.`, who);
  resume(d.resume);
  return null;
}

/** The elements a 'chosenElements' ability of this definition on this champion adds, or none yet. */
export function chosenElementsOf(s: GameState, o: ObjectState, abDef: string): Element[] {
  const card = [...(o.card ? [o.card] : []), ...o.lineage].find((c) => s.cards[c]?.def === abDef);
  return (card && s.chosenElements?.[card]) || [];
}

/** The card moved: its choice is forgotten. */
export function forgetChosenElements(s: GameState, card: CardId): void {
  if (!s.chosenElements?.[card]) return;
  const { [card]: _gone, ...rest } = s.chosenElements;
  if (Object.keys(rest).length > 0) s.chosenElements = rest;
  else delete s.chosenElements;
}
