// Looking at the top N cards of one's own deck and sending each to a place the effect names, the player
// choosing which card goes where: "put one into your graveyard, one on top and one on the bottom", "one into
// your memory and the other on the bottom", "banish one with an omen counter, the other on the bottom", or
// "put them back in any order" (every card to the top, the first picked topmost). The player sees the cards
// privately (the deck is a private zone: RULES.hiddenInfo). With fewer cards than places (a short deck), the
// player may skip a place while there are more places left than cards.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { addCardCounters } from './counters.js';
import { addTo, putCard, takeFrom } from '../state/zones.js';

type Op = Extract<Effect, { op: 'sortTopCards' }>;
type Sort = Extract<Decision, { kind: 'sortTopCards' }>;
export type SortPlace = Op['places'][number];

export function startSortTopCards(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const places: SortPlace[] = e.reorder ? Array.from({ length: e.count }, () => 'top' as const) : e.places.slice(0, e.count);
  const cards = player(ctx.s, who).mainDeck.slice(0, e.count);
  if (cards.length === 0) return 'done';
  ctx.s.pending = { kind: 'sortTopCards', player: who, cards, places, picks: [], resume: { ...r } };
  logLine(ctx, `${player(ctx.s, who).name} looks at the top ${cards.length} card${cards.length === 1 ? '' : 's'} of their deck.`, who);
  return 'paused';
}

const picked = (d: Sort): CardId[] => d.picks.flatMap((c) => (c ? [c] : []));
const unpicked = (d: Sort): CardId[] => d.cards.filter((c) => !picked(d).includes(c));
const mayskip = (d: Sort): boolean => d.places.length - d.picks.length > unpicked(d).length;

/** A card for the next place; or skipping that place, while the places left outnumber the cards. */
export const sortTopCardsAnswers = (d: Sort): Action[] => [
  ...unpicked(d).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })),
  ...(mayskip(d) ? [{ type: 'chooseTarget', target: null } as Action] : []),
];

export function answerSortTopCards(ctx: Ctx, who: PlayerId, d: Sort, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: `Choose the card that goes ${d.places[d.picks.length]}.`, rule: RULES.hiddenInfo };
  const t = action.target;
  if (t === null ? !mayskip(d) : t.kind !== 'card' || !unpicked(d).includes(t.id)) {
    return { message: t === null ? 'Every place needs a card.' : 'That card is not one you are looking at.', rule: RULES.hiddenInfo };
  }
  let next: Sort = { ...d, picks: [...d.picks, t ? t.id : null] };
  // The last card for the last place goes there with no more asking.
  if (unpicked(next).length === 1 && next.places.length - next.picks.length === 1) next = { ...next, picks: [...next.picks, unpicked(next)[0]!] };
  if (unpicked(next).length > 0 && next.picks.length < next.places.length) {
    ctx.s.pending = next;
    return null;
  }
  ctx.s.pending = null;
  finish(ctx, next);
  resume(next.resume);
  return null;
}

function finish(ctx: Ctx, d: Sort): void {
  const p = player(ctx.s, d.player);
  const tops: CardId[] = [];
  const moved: string[] = [];
  d.picks.forEach((card, i) => {
    if (!card || !takeFrom(p, 'mainDeck', card)) return;
    const place = d.places[i]!;
    if (place === 'top') tops.push(card);
    else if (place === 'bottom') addTo(p, 'mainDeck', card);
    else if (place === 'omen') {
      if (putCard(ctx, card, 'banishment') === 'banishment') {
        addCardCounters(ctx.s, card, 'omen', 1);
        moved.push(`banishes ${cardDef(ctx.s, card).name} as an omen`);
        watch(ctx, { event: 'omenCounter', player: d.player, card: cardDef(ctx.s, card) });
      }
    } else {
      const zone = putCard(ctx, card, place);
      if (place === 'graveyard') moved.push(`puts ${cardDef(ctx.s, card).name} into their ${zone}`);
      else moved.push(`puts a card into their ${zone}`);
    }
  });
  p.mainDeck = [...tops, ...p.mainDeck];
  logLine(ctx, `${p.name} sorts the cards they looked at${moved.length ? `: ${moved.join(', ')}` : ''}.`, d.player);
}
