// Cards picked as an effect resolves (chosen, not targeted: game-mechanics/game-mechanics-objects-and-targeting.md#target),
// one decision kind ('pickCard') shared by several champions' effects:
// - 'banishFromAnyGraveyard': a card from any player's graveyard is banished; if it had Floating Memory
//   for its owner (a Class Bonus restriction counts for that owner), `then` follows.
// - 'lowestToField': the material deck is revealed and one of its cheapest cards of a kind (by memory cost)
//   is put onto the field; not a materialization, so no cost is paid and no element is checked.
// - 'loadFromHandOrMemory': an object of yours to load into (chosen first when there are several), then up to N
//   cards from hand and/or memory picked one by one (null stops) and loaded into it (glossary/game-terms.md#load);
//   `then` once for each card loaded.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, ObjectId, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, floatingMemoryCards, objDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { cardMoved } from './counters.js';
import { enterSimultaneously } from './timestamps.js';
import { loadCard } from './loading.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

type Op = Extract<Effect, { op: 'banishFromAnyGraveyard' } | { op: 'lowestToField' } | { op: 'loadFromHandOrMemory' }>;
type Pick = Extract<Decision, { kind: 'pickCard' }>;

const CHOOSE_RULE = 'game-mechanics/game-mechanics-objects-and-targeting.md#target';
const GRAVEYARD_RULE = 'game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules';
const LOAD_RULE = 'glossary/game-terms.md#load';

const memoryCost = (ctx: Ctx, card: CardId): number => {
  const c = cardDef(ctx.s, card).cost;
  return c.kind === 'memory' && typeof c.value === 'number' ? c.value : 0;
};

export function startPickCard(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  let options: CardId[];
  if (e.op === 'loadFromHandOrMemory') {
    const p = player(s, who);
    options = [...p.hand, ...p.memory].filter((c) => cardMatches(cardDef(s, c), e.filter));
    const into: ObjectId[] = s.field.filter((id) => s.objects[id]!.controller === who && cardMatches(objDef(s, s.objects[id]!), e.into));
    if (options.length === 0 || into.length === 0 || e.max <= 0) return 'done';
    s.pending = { kind: 'pickCard', player: who, purpose: e.op, options, then: e.each, resume: { ...r }, into, picked: [], max: e.max, ...(into.length === 1 ? { object: into[0]! } : {}) };
    return 'paused';
  }
  if (e.op === 'banishFromAnyGraveyard') {
    options = s.players.flatMap((p) => p.graveyard);
  } else {
    const deck = player(s, who).materialDeck;
    logLine(ctx, `${player(s, who).name} reveals their material deck: ${deck.map((c) => cardDef(s, c).name).join(', ') || 'nothing'}.`, who);
    const fits = deck.filter((c) => cardMatches(cardDef(s, c), e.filter));
    const lowest = Math.min(...fits.map((c) => memoryCost(ctx, c)));
    options = fits.filter((c) => memoryCost(ctx, c) === lowest);
  }
  if (options.length === 0) return 'done';
  s.pending = { kind: 'pickCard', player: who, purpose: e.op, options, then: e.op === 'banishFromAnyGraveyard' ? e.ifFloatingMemory : [], resume: { ...r } };
  return 'paused';
}

/** The cards still to pick for a load ('loadFromHandOrMemory'), once its object is chosen. */
const loadable = (d: Pick): CardId[] => ((d.picked?.length ?? 0) >= (d.max ?? 0) ? [] : d.options.filter((c) => !d.picked?.includes(c)));

export const pickCardAnswers = (d: Pick): Action[] => {
  if (d.purpose !== 'loadFromHandOrMemory') return d.options.map((card): Action => ({ type: 'chooseCard', card }));
  if (!d.object) return (d.into ?? []).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'object', id } }));
  return [...loadable(d).map((card): Action => ({ type: 'chooseCard', card })), { type: 'chooseTarget', target: null }];
};

function answerLoad(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (who !== d.player) return { message: 'Only the player loading answers.', rule: LOAD_RULE };
  if (!d.object) {
    const id = action.type === 'chooseTarget' && action.target?.kind === 'object' ? action.target.id : undefined;
    if (!id || !d.into?.includes(id) || !s.objects[id]) return { message: 'Choose one of the objects offered to load into.', rule: LOAD_RULE };
    s.pending = { ...d, object: id };
    return null;
  }
  let next = d;
  if (action.type === 'chooseCard') {
    if (!loadable(d).includes(action.card)) return { message: 'That card cannot be loaded for this.', rule: LOAD_RULE };
    next = { ...d, picked: [...(d.picked ?? []), action.card] };
    if (loadable(next).length > 0) {
      s.pending = next;
      return null;
    }
  } else if (!(action.type === 'chooseTarget' && action.target === null)) {
    return { message: 'Pick a card to load, or stop.', rule: LOAD_RULE };
  }
  s.pending = null;
  const p = player(s, who);
  const loaded: CardId[] = [];
  for (const c of next.picked ?? []) {
    if (!s.objects[next.object!]) break;
    if (takeFrom(p, 'hand', c) || takeFrom(p, 'memory', c)) {
      loadCard(ctx, c, next.object!);
      loaded.push(c);
    }
  }
  const r = d.resume;
  const follow = loaded.flatMap(() => d.then);
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...follow, ...r.effects.slice(r.index)] });
  return null;
}

export function answerPickCard(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (d.purpose === 'loadFromHandOrMemory') return answerLoad(ctx, who, d, action, resume);
  if (who !== d.player || action.type !== 'chooseCard' || !d.options.includes(action.card)) {
    return { message: 'Choose one of the cards offered.', rule: d.purpose === 'banishFromAnyGraveyard' ? GRAVEYARD_RULE : CHOOSE_RULE };
  }
  const s = ctx.s;
  const card = action.card;
  const owner = player(s, s.cards[card]!.owner);
  const def = cardDef(s, card);
  s.pending = null;
  let follow: Effect[] = [];
  if (d.purpose === 'banishFromAnyGraveyard') {
    const floating = floatingMemoryCards(s, owner.id).includes(card);
    if (owner.graveyard.includes(card)) banishingFromGraveyard(ctx, card); // effects/graveyard-banish-watch.ts
    if (takeFrom(owner, 'graveyard', card)) putCard(ctx, card, 'banishment');
    logLine(ctx, `${player(s, who).name} banishes ${def.name} from ${owner.name}'s graveyard${floating ? ' (it has Floating Memory)' : ''}.`, who);
    if (floating) follow = d.then;
  } else {
    takeFrom(owner, 'materialDeck', card);
    cardMoved(s, card);
    enterSimultaneously(ctx, [{ card, def: def.slug, controller: who, owner: owner.id }]);
    logLine(ctx, `${player(s, who).name} puts ${def.name} onto the field from their material deck.`, who);
  }
  const r = d.resume;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...follow, ...r.effects.slice(r.index)] });
  return null;
}
