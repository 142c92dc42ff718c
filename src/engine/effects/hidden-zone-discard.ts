// Peeking at a targeted player's hand or memory, then throwing away one card from the zone looked at: the player chooses which of the
// two zones, sees its cards (private zones, shown to that player only: RULES.hiddenInfo), and picks one of
// them, which goes to its owner's graveyard (glossary/game-terms.md#discard). An empty zone gives nothing. An effect
// may name the zone itself ("look at target opponent's memory and discard a card from it").
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';

type Op = Extract<Effect, { op: 'lookAndDiscard' }>;
type Look = Extract<Decision, { kind: 'lookAndDiscard' }>;

export function startLookAndDiscard(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const t = r.item.targets[e.target];
  if (!t || t.kind !== 'player') return 'done';
  if (e.zone) { // only that zone: looked at, and a card of it discarded (nothing when it is empty)
    const victim = player(ctx.s, t.id);
    logLine(ctx, `${player(ctx.s, who).name} looks at ${victim.name}'s ${e.zone}.`, who);
    if (victim[e.zone].length === 0) return 'done';
    ctx.s.pending = { kind: 'lookAndDiscard', player: who, victim: t.id, zone: e.zone, resume: { ...r } };
    return 'paused';
  }
  ctx.s.pending = { kind: 'lookAndDiscard', player: who, victim: t.id, zone: null, resume: { ...r }, ...(e.reveal ? { reveal: true } : {}) };
  return 'paused';
}

/** First the zone (mode 0: hand, 1: memory), then a card of it. */
export function lookAndDiscardAnswers(s: Ctx['s'], d: Look): Action[] {
  if (d.zone === null) return [{ type: 'chooseMode', mode: 0 }, { type: 'chooseMode', mode: 1 }];
  return player(s, d.victim)[d.zone].map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } }));
}

export function answerLookAndDiscard(ctx: Ctx, who: PlayerId, d: Look, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player) return { message: 'It is not your choice.', rule: RULES.hiddenInfo };
  const victim = player(ctx.s, d.victim);
  if (d.zone === null) {
    if (action.type !== 'chooseMode' || (action.mode !== 0 && action.mode !== 1)) return { message: 'Choose their hand or their memory.', rule: RULES.hiddenInfo };
    const zone = action.mode === 0 ? 'hand' : 'memory';
    if (d.reveal) {
      // Revealed: its cards are shown to every player (glossary/game-terms.md#reveal), so their names go to the public log.
      const names = victim[zone].map((c) => cardDef(ctx.s, c).name).join(', ') || 'nothing';
      logLine(ctx, `${victim.name} reveals their ${zone}: ${names}.`, victim.id);
    } else logLine(ctx, `${player(ctx.s, who).name} looks at ${victim.name}'s ${zone}.`, who);
    if (victim[zone].length === 0) {
      ctx.s.pending = null;
      resume(d.resume);
    } else ctx.s.pending = { ...d, zone };
    return null;
  }
  const zone = d.zone;
  if (action.type !== 'chooseTarget' || !action.target || action.target.kind !== 'card' || !victim[zone].includes(action.target.id)) {
    return { message: `Choose a card of their ${zone}.`, rule: RULES.hiddenInfo };
  }
  const card = action.target.id;
  ctx.s.pending = null;
  takeFrom(victim, zone, card);
  logLine(ctx, `${victim.name} discards ${cardDef(ctx.s, card).name} from their ${zone}.`);
  putCard(ctx, card, 'graveyard');
  resume(d.resume);
  return null;
}
