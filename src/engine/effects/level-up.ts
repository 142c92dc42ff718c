// Leveling up (glossary/game-terms.md#level-up): the next level champion card goes on top of the lineage,
// without the effects stack; On Enter abilities of the new card trigger. A champion materialization does
// it as it resolves (play/resolve.ts); "level up your champion" does it by an effect: the player picks a
// compatible champion card of their material deck (or fails to find one: a private zone), ignoring its
// materialization costs, and `then` follows only if the champion leveled up ("If you do, …").
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, ObjectState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { cardDef, championOf, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { takeFrom } from '../state/zones.js';
import { queueObjectTriggers, watch } from '../flow/triggers.js';
import { forgetCardInstance } from './ability-tracking.js';
import { championFits } from './materialize-by-effect.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'levelUp' }>;
type Choice = Extract<Decision, { kind: 'levelUpChoice' }>;

const LEVEL_UP_RULE = 'glossary/game-terms.md#level-up';

/** The champion object `champ` levels up into `card` (a champion card no longer in any zone). */
export function levelUpInto(ctx: Ctx, champ: ObjectState, card: CardId, def: string): void {
  const s = ctx.s;
  const o = mutObj(s, champ.id);
  if (o.card) o.lineage.push(o.card);
  o.card = card;
  o.def = def;
  // The object keeps its timestamp; the card gets its own, for its abilities (continuous-effects#timestamps).
  o.lineageTimestamps = { ...o.lineageTimestamps, [card]: nextTimestamp(s) };
  forgetCardInstance(s, o.id, card); // a new instance of its abilities (abilities-ability-tracking.md)
  if (!s.leveledUpThisTurn.includes(o.controller)) s.leveledUpThisTurn = [...s.leveledUpThisTurn, o.controller];
  queueObjectTriggers(ctx, o, 'enter');
  watch(ctx, { event: 'levelsUp', player: o.controller, object: o });
}

/** The champion cards of `who`'s material deck their champion may level up into now. */
function options(s: Ctx['s'], who: PlayerId): CardId[] {
  return player(s, who).materialDeck.filter((c) => {
    const def = cardDef(s, c);
    return def.types.includes('CHAMPION') && championFits(s, who, def);
  });
}

export function startLevelUp(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const who = r.item.controller;
  if (!championOf(ctx.s, who)) return 'done';
  ctx.s.pending = { kind: 'levelUpChoice', player: who, options: options(ctx.s, who), then: e.then ?? [], resume: { ...r } };
  return 'paused';
}

/** Each compatible card, and failing to find (null). */
export const levelUpAnswers = (d: Choice): Action[] =>
  [...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), { type: 'chooseTarget', target: null }];

export function answerLevelUp(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a champion card of your material deck to level up into, or none.', rule: LEVEL_UP_RULE };
  const t = action.target;
  if (t !== null && (t.kind !== 'card' || !d.options.includes(t.id))) return { message: 'Your champion cannot level up into that card.', rule: LEVEL_UP_RULE };
  ctx.s.pending = null;
  const r = { ...d.resume };
  const champ = championOf(ctx.s, who);
  if (t !== null && champ && takeFrom(player(ctx.s, who), 'materialDeck', t.id)) {
    const def = cardDef(ctx.s, t.id);
    levelUpInto(ctx, champ, t.id, def.slug);
    logLine(ctx, `${player(ctx.s, who).name}'s champion levels up into ${def.name}.`, who);
    runNext(r, d.then);
  }
  resume(r);
  return null;
}
