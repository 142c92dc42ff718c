// "You may reveal N [kind] cards from your hand and/or memory. If you do, …" and "reveal any amount of
// [kind] cards from your memory. For each card revealed this way, …" (glossary/game-terms.md#reveal):
// the player picks the cards one by one among their own hidden cards of that kind; the picked cards are
// shown to every player (their names go to the public log) and stay where they are. With `exactly`,
// the player reveals exactly N or none ("if you do" needs all of them); otherwise up to N (or any amount).
// The effects that follow see the number revealed as the item's X (`scaled` with { of: 'x' }).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { addTo, takeFromAny } from '../state/zones.js';
import { revealedFromMemory } from './memory-reveals.js';

type Op = Extract<Effect, { op: 'revealCards' }>;
type Pick = Extract<Decision, { kind: 'revealCards' }>;

const REVEAL_RULE = 'glossary/game-terms.md#reveal';

export function startRevealCards(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  const p = player(s, who);
  const options = e.from.flatMap((z) => p[z]).filter((c) => cardMatches(cardDef(s, c), e.filter));
  const max = e.count === 'any' ? null : e.count;
  if (options.length === 0 || (e.exactly && max !== null && options.length < max)) {
    // Nothing can be revealed: "for each" and "if you do" find none; an X of none is 0.
    r.item = { ...r.item, x: 0 };
    return 'done';
  }
  s.pending = {
    kind: 'revealCards', player: who, options, max, picked: [], each: e.each ?? [], then: e.then ?? [], resume: { ...r },
    ...(e.exactly ? { exact: true } : {}),
    ...(e.moveTo ? { moveTo: e.moveTo } : {}),
  };
  return 'paused';
}

const pickable = (d: Pick): CardId[] => (d.max !== null && d.picked.length >= d.max ? [] : d.options.filter((c) => !d.picked.includes(c)));

/** Each card still pickable, and stopping (null): with `exact`, stopping only before the first pick. */
export const revealCardsAnswers = (d: Pick): Action[] => [
  ...pickable(d).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })),
  ...(d.exact && d.picked.length > 0 ? [] : [{ type: 'chooseTarget', target: null } as Action]),
];

export function answerRevealCards(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Pick a card to reveal, or stop.', rule: REVEAL_RULE };
  const t = action.target;
  if (t === null && d.exact && d.picked.length > 0) return { message: 'Pick the remaining cards to reveal.', rule: REVEAL_RULE };
  if (t !== null) {
    if (t.kind !== 'card' || !pickable(d).includes(t.id)) return { message: 'That card cannot be revealed.', rule: REVEAL_RULE };
    const next: Pick = { ...d, picked: [...d.picked, t.id] };
    if (pickable(next).length > 0) {
      ctx.s.pending = next;
      return null;
    }
    d = next;
  }
  ctx.s.pending = null;
  const p = player(ctx.s, who);
  if (d.picked.length > 0) logLine(ctx, `${p.name} reveals ${d.picked.map((c) => cardDef(ctx.s, c).name).join(', ')}.`, who);
  revealedFromMemory(ctx, who, d.picked.filter((c) => p.memory.includes(c))); // effects/memory-reveals.ts
  if (d.moveTo) {
    // Then onto the bottom of the deck (in the order picked), or into the hand.
    const to = d.moveTo === 'hand' ? 'hand' : 'mainDeck';
    for (const c of d.picked) if (takeFromAny(p, ['hand', 'memory', 'materialDeck'], c)) addTo(p, to, c);
    if (d.picked.length > 0) logLine(ctx, `${p.name} puts ${d.picked.length === 1 ? 'it' : 'them'} ${to === 'hand' ? 'into their hand' : 'on the bottom of their deck'}.`, who);
  }
  const follow = [...d.picked.flatMap(() => d.each), ...(d.picked.length > 0 ? d.then : [])];
  const r = { ...d.resume, item: { ...d.resume.item, x: d.picked.length } };
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...follow, ...r.effects.slice(r.index)] });
  return null;
}
