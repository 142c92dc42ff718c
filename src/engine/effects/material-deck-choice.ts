// "Banish N cards (of a kind) from your material deck. If you do, …": the player looks through their own material deck
// (a private zone they may look at: game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules)
// and banishes the cards one at a time (glossary/game-terms.md#banish), or (`random`) the game picks them at random.
// `chooser: 'eventObjectController'`: the controller of the trigger's event object does it with their own material deck
// ("that opponent banishes a card from their material deck"). What follows "if you do" happens only when all N were.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { nextInt } from '../state/rng.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { eventObjectController } from './event-players.js';

type Op = Extract<Effect, { op: 'banishOwnMaterialCards' }>;
type Choice = Extract<Decision, { kind: 'banishOwnMaterialCards' }>;

const choices = (s: GameState, d: Pick<Choice, 'player' | 'filter'>): CardId[] =>
  player(s, d.player).materialDeck.filter((c) => !d.filter || cardMatches(cardDef(s, c), d.filter));

function banishOne(ctx: Ctx, who: PlayerId, card: CardId, random: boolean): void {
  const p = player(ctx.s, who);
  if (!takeFrom(p, 'materialDeck', card)) return;
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${p.name} banishes ${cardDef(ctx.s, card).name}${random ? ' at random' : ''} from their material deck.`, who);
}

export function startMaterialCardsBanish(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const who = e.chooser === 'eventObjectController' ? eventObjectController(ctx.s, r.item)[0]?.id : r.item.controller;
  if (!who) return 'done';
  if (e.random) {
    let n = 0;
    for (; n < e.count; n++) {
      const pool = choices(ctx.s, { player: who, filter: e.filter });
      if (pool.length === 0) break;
      banishOne(ctx, who, pool[nextInt(ctx.s.rng, pool.length)]!, true);
    }
    if (n === e.count && e.then?.length) runNext(r, e.then);
    return 'done';
  }
  if (choices(ctx.s, { player: who, filter: e.filter }).length === 0) return 'done';
  ctx.s.pending = { kind: 'banishOwnMaterialCards', player: who, left: e.count, done: 0, count: e.count, ...(e.filter ? { filter: e.filter } : {}), then: e.then ?? [], resume: { ...r } };
  return 'paused';
}

export const materialCardsBanishAnswers = (s: GameState, d: Choice): Action[] => choices(s, d).map((card): Action => ({ type: 'chooseCard', card }));

export function answerMaterialCardsBanish(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseCard' || !choices(ctx.s, d).includes(action.card)) return { message: 'Choose a card of your material deck to banish.', rule: RULES.materialDeck };
  banishOne(ctx, who, action.card, false);
  const next: Choice = { ...d, left: d.left - 1, done: d.done + 1 };
  if (next.left > 0 && choices(ctx.s, next).length > 0) {
    ctx.s.pending = next;
    return null;
  }
  ctx.s.pending = null;
  const r = d.resume;
  if (next.done === d.count && d.then.length) runNext(r, d.then);
  resume(r);
  return null;
}
