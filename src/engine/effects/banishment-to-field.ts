// "Choose a <kind of> card from your banishment and put it onto the field (with N additional counters)":
// not a target; picked as the effect resolves among the controller's face-up banished cards
// (game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules). It enters under
// their control as a new object, with its usual counters plus the additional ones. None to choose: nothing.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { cardMoved } from './counters.js';
import { enterSimultaneously } from './timestamps.js';
import { entersWithDurability } from './siege.js';

type Op = Extract<Effect, { op: 'putOntoFieldFromBanishment' }>;
type Choice = Extract<Decision, { kind: 'chooseBanished' }>;

const BANISHMENT_RULE = 'game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules';

function options(s: GameState, who: PlayerId, e: Op): CardId[] {
  return player(s, who).banishment.filter((c) => {
    const def = cardDef(s, c);
    if (!cardMatches(def, e.filter)) return false;
    return e.maxMemoryCost === undefined || (def.cost.kind === 'memory' && typeof def.cost.value === 'number' && def.cost.value <= e.maxMemoryCost);
  });
}

export function startBanishmentToField(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const who = r.item.controller;
  const opts = options(ctx.s, who, e);
  if (opts.length === 0) return 'done';
  ctx.s.pending = { kind: 'chooseBanished', player: who, options: opts, ...(e.extraCounters ? { extraCounters: e.extraCounters } : {}), resume: { ...r } };
  return 'paused';
}

export const banishmentToFieldAnswers = (d: Choice): Action[] => d.options.map((card): Action => ({ type: 'chooseCard', card }));

export function answerBanishmentToField(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const p = player(ctx.s, who);
  if (who !== d.player || action.type !== 'chooseCard' || !d.options.includes(action.card) || !p.banishment.includes(action.card)) {
    return { message: 'Choose one of the banished cards offered.', rule: BANISHMENT_RULE };
  }
  const card = action.card;
  const def = cardDef(ctx.s, card);
  takeFrom(p, 'banishment', card);
  cardMoved(ctx.s, card);
  ctx.s.pending = null;
  const extra = d.extraCounters;
  // The object's own counters as it enters (durability), plus the additional ones.
  const base = extra?.counter === 'durability' && entersWithDurability(def) ? def.durability ?? 0 : 0;
  enterSimultaneously(ctx, [{ card, def: def.slug, controller: who, owner: ctx.s.cards[card]!.owner, ...(extra ? { counters: { [extra.counter]: base + extra.count } } : {}) }]);
  logLine(ctx, `${p.name} puts ${def.name} onto the field from their banishment.`, who);
  resume(d.resume);
  return null;
}
