// "You may banish [up to N / any amount of] <kind of> cards from your graveyard. For each / If you do, …":
// not a target; the cards are picked as the effect resolves, one by one, from the controller's own
// graveyard (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules: it is public),
// and banished together once the player stops (or reaches the limit). Declining is picking none.
// "You may banish N …" (exactly): N cards or none; with fewer than N such cards it can't be done at all.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, floatingMemoryCards, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

type Op = Extract<Effect, { op: 'banishFromGraveyard' }>;
type Pick = Extract<Decision, { kind: 'banishFromGraveyard' }>;

const GRAVEYARD_RULE = 'game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules';

export function startGraveyardBanish(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const floating = e.floatingMemory ? new Set(floatingMemoryCards(s, who)) : undefined;
  const pool = e.singleGraveyard ? s.players.flatMap((p) => p.graveyard) : player(s, who).graveyard;
  const own = e.other ? r.item.eventCard ?? r.item.card : undefined; // "other" cards: never the source's own card
  const options = pool.filter((c) => cardMatches(cardDef(s, c), e.filter) && (!floating || floating.has(c)) && c !== own);
  if (options.length === 0 || (e.exactly && typeof e.max === 'number' && options.length < e.max)) {
    if (e.otherwise) runNext(r, e.otherwise); // "if you don't": nothing could be banished
    return 'done';
  }
  ctx.s.pending = {
    kind: 'banishFromGraveyard', player: who, options, max: e.max === 'any' ? null : e.max, picked: [], each: e.each ?? [], then: e.then ?? [], resume: { ...r },
    ...(e.singleGraveyard ? { single: true } : {}),
    ...(e.exactly ? { exact: true } : {}),
    ...(e.powerAsX ? { powerAsX: true } : {}),
    ...(e.otherwise ? { otherwise: e.otherwise } : {}),
  };
  return 'paused';
}

const pickable = (d: Pick, s?: GameState): CardId[] => (d.max !== null && d.picked.length >= d.max ? [] : d.options.filter((c) => !d.picked.includes(c)
  // "From a single graveyard": only cards with the same owner as the first pick.
  && (!d.single || !s || d.picked.length === 0 || s.cards[c]!.owner === s.cards[d.picked[0]!]!.owner)));

/** Each card still pickable, and stopping here (null). */
export const graveyardBanishAnswers = (d: Pick, s?: GameState): Action[] =>
  [...pickable(d, s).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), ...(mayStop(d) ? [{ type: 'chooseTarget' as const, target: null }] : [])];

/** Exactly N: declining is picking none; once a card is picked, all N must be. */
const mayStop = (d: Pick): boolean => !d.exact || d.picked.length === 0;

export function answerGraveyardBanish(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Pick a card of your graveyard to banish, or stop.', rule: GRAVEYARD_RULE };
  const t = action.target;
  if (t === null && !mayStop(d)) return { message: 'All of the cards must be picked.', rule: GRAVEYARD_RULE };
  if (t !== null) {
    if (t.kind !== 'card' || !pickable(d, ctx.s).includes(t.id)) return { message: 'That card cannot be picked.', rule: GRAVEYARD_RULE };
    const next: Pick = { ...d, picked: [...d.picked, t.id] };
    if (pickable(next, ctx.s).length > 0) {
      ctx.s.pending = next;
      return null;
    }
    d = next;
  }
  ctx.s.pending = null;
  const p = player(ctx.s, who);
  for (const c of d.picked) {
    banishingFromGraveyard(ctx, c); // effects/graveyard-banish-watch.ts
    if (takeFrom(d.single ? player(ctx.s, ctx.s.cards[c]!.owner) : p, 'graveyard', c)) putCard(ctx, c, 'banishment');
  }
  if (d.picked.length > 0) logLine(ctx, `${p.name} banishes ${d.picked.map((c) => cardDef(ctx.s, c).name).join(', ')} from their graveyard.`, who);
  const follow = [...d.picked.flatMap(() => d.each), ...(d.picked.length > 0 ? d.then : d.otherwise ?? [])];
  const r = d.resume;
  // "X is the banished card's power": its power stat as a card (printed), for the effects after it.
  const item = d.powerAsX ? { ...r.item, x: d.picked.reduce((n, c) => n + (cardDef(ctx.s, c).power ?? 0), 0) } : r.item;
  resume({ ...r, item, effects: [...r.effects.slice(0, r.index), ...follow, ...r.effects.slice(r.index)] });
  return null;
}
