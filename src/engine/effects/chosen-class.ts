// A class chosen for a card in a champion's inner lineage, which that champion then also is (an Inherited Effect of the
// card, of kind 'chosenClass'): one of the class subtypes (glossary/type-list.md#subtypes), remembered with the
// card (the card of the resolving ability's definition in the controller's champion's lineage, where the ability has just
// put it). The Inherited Effect reads the choice: without one it does nothing. It is a type-expanding layer B effect
// (types-of-effects-continuous-effects); a card that moves is a new card, so the choice is forgotten.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, ObjectState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { championOf, player } from '../state/query.js';

type Op = Extract<Effect, { op: 'chooseClass' }>;
type Choice = Extract<Decision, { kind: 'chooseClass' }>;

export const CLASSES: readonly string[] = ['ASSASSIN', 'CLERIC', 'GUARDIAN', 'MAGE', 'RANGER', 'SPIRIT', 'TAMER', 'WARRIOR', 'ANOMALY'];
const CLASS_RULE = 'glossary/type-list.md#subtypes';

export function startChooseClass(ctx: Ctx, r: Resolution, _e: Op): 'done' | 'paused' {
  const champ = championOf(ctx.s, r.item.controller);
  const card = champ ? [...champ.lineage].reverse().find((c) => ctx.s.cards[c]?.def === r.item.def) : undefined;
  if (!card) return 'done';
  ctx.s.pending = { kind: 'chooseClass', player: r.item.controller, card, resume: { ...r } };
  return 'paused';
}

/** One answer per class: chooseMode, the mode being its index in CLASSES. */
export const chooseClassAnswers = (_d: Choice): Action[] => CLASSES.map((_c, mode): Action => ({ type: 'chooseMode', mode }));

export function answerChooseClass(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseMode' || !CLASSES[action.mode]) return { message: 'Choose a class.', rule: CLASS_RULE };
  const s = ctx.s;
  const cls = CLASSES[action.mode]!;
  s.pending = null;
  s.chosenClasses = { ...(s.chosenClasses ?? {}), [d.card]: cls };
  logLine(ctx, `${player(s, who).name} chooses ${cls.toLowerCase()}.`, who);
  resume(d.resume);
  return null;
}

/** The class a 'chosenClass' ability of this definition on this champion adds, if chosen. */
export function chosenClassOf(s: GameState, o: ObjectState, abDef: string): string | undefined {
  const card = o.lineage.find((c) => s.cards[c]?.def === abDef);
  return card ? s.chosenClasses?.[card] : undefined;
}

/** The card moved: its choice is forgotten. */
export function forgetChosenClass(s: GameState, card: CardId): void {
  if (!s.chosenClasses?.[card]) return;
  const { [card]: _gone, ...rest } = s.chosenClasses;
  if (Object.keys(rest).length > 0) s.chosenClasses = rest;
  else delete s.chosenClasses;
}
