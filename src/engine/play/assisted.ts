import type { Ability } from '../../cards/vocabulary.js';
import type { Action, AssistedDecision, AssistTool, CardDef, Decision, GameState, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { objDef, player, playersInTurnOrder } from '../state/query.js';
import { addOnTop, addTo, createObject, drawCards, putCard, removeObject, shuffleDeck, takeFrom } from '../state/zones.js';
import { dealDamage } from './effects.js';
import { addPrevention } from '../effects/prevention.js';
import { cloneState, mutObj } from '../state/clone.js';
import { finishResolution } from './resolve.js';
import { afterResolution } from '../flow/phases.js';

export const MAX_ASSIST_STEPS = 40;

/** A card that becomes an object when put onto the field (a champion only ever enters by materializing). */
export function isFieldObject(def: CardDef): boolean {
  return def.types.some((t) => t === 'ALLY' || t === 'ITEM' || t === 'WEAPON' || t === 'DOMAIN' || t === 'PHANTASIA');
}

/** Whether activating this card ends in assisted resolution (an unscripted card that does not become an object). */
export function resolvesAssisted(def: CardDef): boolean {
  return !def.scripted && !def.types.includes('CHAMPION') && !def.types.includes('ATTACK') && !isFieldObject(def);
}

/** The key of a saved state: a card activation, or an ability activated from an object. */
export const cardKey = (card: string) => `card:${card}`;
export const abilityKey = (object: string) => `ability:${object}`;

/** Whether a stack item still on the stack is the one a saved state belongs to. */
function stillPlayed(s: GameState, key: string): boolean {
  return s.stack.some((i) => key === (i.kind === 'ability' && i.source ? abilityKey(i.source) : i.card ? cardKey(i.card) : ''));
}

/**
 * Keep the state before an unscripted card or ability is played, for an objection to its assisted
 * resolution. Saved states of things no longer on the stack are dropped at the same time.
 */
export function saveCheckpoint(s: GameState, key: string, before: GameState): void {
  const kept: Record<string, GameState> = {};
  for (const [k, v] of Object.entries(s.assistCheckpoints ?? {})) if (stillPlayed(s, k)) kept[k] = v;
  kept[key] = before;
  s.assistCheckpoints = kept;
}

/** Drop the saved state of an activation that was cancelled. */
export function dropCheckpoint(s: GameState, key: string): void {
  if (!s.assistCheckpoints?.[key]) return;
  const { [key]: _gone, ...rest } = s.assistCheckpoints;
  s.assistCheckpoints = rest;
}

/** Whether an ability is carried out with the assisted tools (an unscripted object's ability). */
export function isAssistedAbility(ab: Ability | undefined): boolean {
  return !!ab && ab.kind !== 'static' && ab.effects.length === 1 && ab.effects[0]!.op === 'assisted';
}

/**
 * Start the assisted resolution of a stack item: an unscripted card (the state before it was
 * played is what an objection returns to) or an assisted triggered ability (`resume`: the rest of
 * its resolution; an objection returns to the state now, and the ability then does nothing).
 */
export function beginAssisted(ctx: Ctx, item: StackItem, resume?: Resolution): void {
  const s = ctx.s;
  // A card played, or an ability activated, has the state before it was played; a trigger has none.
  const key = item.kind === 'ability' && item.source ? abilityKey(item.source) : item.kind !== 'trigger' && item.card ? cardKey(item.card) : null;
  const saved = key ? s.assistCheckpoints?.[key] : undefined;
  if (saved) dropCheckpoint(s, key!);
  // The working copy is changed further during this input: the saved state must be a copy of its own.
  const before = saved ?? (structuredClone(s) as GameState);
  s.pending = { kind: 'assisted', player: item.controller, item, steps: 0, before, undo: saved ? 'play' : 'resolution', ...(resume ? { resume } : {}) };
  const name = s.defs[item.def]!.name;
  logLine(ctx, `${name}${item.kind === 'trigger' ? ' (triggered ability)' : item.kind === 'ability' ? ' (ability)' : ''} has no script: ${player(s, item.controller).name} carries out its text (assisted), then an opponent accepts or objects.`, item.controller);
}

/** The player asked to accept or object: the next opponent of the controller in turn order still in the game. */
export function consentPlayer(s: GameState, controller: PlayerId): PlayerId | null {
  const order = playersInTurnOrder(s).filter((p) => !p.lost);
  const i = order.findIndex((p) => p.id === controller);
  for (let k = 1; k < order.length; k++) {
    const p = order[(i + k + order.length) % order.length]!;
    if (p.id !== controller) return p.id;
  }
  return null;
}

/**
 * One assisted step. Each is logged publicly; no tool looks into another player's hidden zone,
 * and the cards you look at with `lookTop` are shown to you alone (they are named only in your
 * own legal actions). The amounts are the bounded choices legalActions offers.
 */
export function applyAssist(ctx: Ctx, who: PlayerId, d: AssistedDecision, tool: AssistTool, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  const name = s.defs[d.item.def]!.name;
  const me = player(s, who).name;
  const tag = `[assisted ${name}]`;
  let next: AssistedDecision = { ...d, steps: d.steps + 1 };
  if (tool.tool === 'done') {
    const judge = consentPlayer(s, who);
    if (!judge) return accept(ctx, d, resume);
    s.pending = { kind: 'assistConsent', player: judge, assisted: d };
    logLine(ctx, `${me} has finished carrying out ${name}; ${player(s, judge).name} may accept or object.`, who);
    return null;
  }
  if (tool.tool === 'token') {
    const def = s.defs[tool.def]!;
    createObject(ctx, { card: null, def: tool.def, controller: who, owner: who });
    logLine(ctx, `${tag} ${me} creates a ${def.name} token.`, who);
  } else if (tool.tool === 'moveCard') {
    // Your own cards: from your hand, memory, graveyard, banishment, or the top cards you looked at.
    const p = player(s, who);
    const zones = ['hand', 'memory', 'graveyard', 'banishment'] as const;
    const from = zones.find((z) => p[z].includes(tool.card)) ?? 'mainDeck';
    takeFrom(p, from, tool.card);
    if (from === 'mainDeck') next = { ...next, looked: (d.looked ?? []).filter((c) => c !== tool.card) };
    if (tool.to === 'deckTop') addOnTop(p, tool.card);
    else if (tool.to === 'deckBottom') addTo(p, 'mainDeck', tool.card);
    else putCard(ctx, tool.card, tool.to);
    const isPublic = tool.to === 'graveyard' || tool.to === 'banishment';
    const shown = isPublic || from === 'graveyard' || from === 'banishment' ? s.defs[s.cards[tool.card]!.def]!.name : 'a card';
    const place = (z: string) => z === 'deckTop' ? 'the top of their deck' : z === 'deckBottom' ? 'the bottom of their deck' : z === 'mainDeck' ? 'their deck' : `their ${z}`;
    logLine(ctx, `${tag} ${me} puts ${shown} from ${place(from)} into ${place(tool.to)}.`, who);
  } else if (tool.tool === 'search') {
    // Your own deck only; the card is found by name and the deck is shuffled afterwards, so the
    // search tells nobody (yourself included) anything about the order of the deck.
    const p = player(s, who);
    const card = p.mainDeck.find((c) => s.cards[c]!.def === tool.def)!;
    const def = s.defs[tool.def]!;
    takeFrom(p, 'mainDeck', card);
    if (tool.to === 'field') createObject(ctx, { card, def: tool.def, controller: who, owner: who });
    else putCard(ctx, card, tool.to);
    shuffleDeck(s.rng, p);
    next = { ...next, looked: [] };
    const shown = tool.to === 'hand' ? 'a card' : def.name;
    logLine(ctx, `${tag} ${me} searches their deck, puts ${shown} into ${tool.to === 'field' ? 'the field' : `their ${tool.to}`}, then shuffles their deck.`, who);
  } else if (tool.tool === 'shuffle') {
    shuffleDeck(s.rng, player(s, who));
    next = { ...next, looked: [] };
    logLine(ctx, `${tag} ${me} shuffles their deck.`, who);
  } else if (tool.tool === 'draw') {
    const p = player(s, tool.player);
    drawCards(ctx, p, tool.count);
    logLine(ctx, `${tag} ${p.name} draws ${tool.count}.`, who);
  } else if (tool.tool === 'mill') {
    const p = player(s, tool.player);
    const milled = p.mainDeck.slice(0, tool.count);
    for (const c of milled) {
      takeFrom(p, 'mainDeck', c);
      putCard(ctx, c, 'graveyard');
    }
    if (tool.player === who) next = { ...next, looked: (d.looked ?? []).filter((c) => !milled.includes(c)) };
    logLine(ctx, `${tag} ${p.name} puts the top ${milled.length} card${milled.length === 1 ? '' : 's'} of their deck into their graveyard: ${milled.map((c) => s.defs[s.cards[c]!.def]!.name).join(', ')}.`, who);
  } else if (tool.tool === 'lookTop') {
    next = { ...next, looked: player(s, who).mainDeck.slice(0, tool.count) };
    logLine(ctx, `${tag} ${me} looks at the top ${tool.count} card${tool.count === 1 ? '' : 's'} of their deck.`, who);
  } else if (tool.tool === 'discardChosen') {
    s.pending = { kind: 'assistDiscard', player: tool.player, assisted: next };
    logLine(ctx, `${tag} ${player(s, tool.player).name} discards a card of their choice.`, who);
    return null;
  } else {
    const o = mutObj(s, tool.object);
    const oname = objDef(s, o).name;
    switch (tool.tool) {
      case 'damage':
        dealDamage(ctx, o, tool.amount, false);
        logLine(ctx, `${tag} ${oname} is dealt ${tool.amount} damage.`, who);
        break;
      case 'prevent':
        addPrevention(ctx, [o.id], { kind: 'shield', amount: tool.amount, duration: 'untilEndOfTurn' }, who, d.item.def);
        logLine(ctx, `${tag} the next ${tool.amount} damage to ${oname} this turn will be prevented.`, who);
        break;
      case 'recover':
        o.damage = Math.max(0, o.damage - tool.amount);
        logLine(ctx, `${tag} ${oname} recovers ${tool.amount}.`, who);
        break;
      case 'modify':
        s.effects = [...s.effects, { id: newId(s, 'e'), object: o.id, stat: tool.stat, amount: tool.amount, duration: 'untilEndOfTurn', timestamp: nextTimestamp(s), controller: who }];
        logLine(ctx, `${tag} ${oname} gets +${tool.amount} ${tool.stat} until end of turn.`, who);
        break;
      case 'counters': {
        const now = Math.max(0, (o.counters[tool.counter] ?? 0) + tool.delta);
        o.counters[tool.counter] = now;
        logLine(ctx, `${tag} ${oname} now has ${now} ${tool.counter} counter${now === 1 ? '' : 's'}.`, who);
        break;
      }
      case 'destroy':
        logLine(ctx, `${tag} ${me} destroys ${oname}.`, who);
        removeObject(ctx, o.id, 'graveyard', 'destroyed');
        break;
      case 'banish':
        logLine(ctx, `${tag} ${me} banishes ${oname}.`, who);
        removeObject(ctx, o.id, 'banishment', 'banished');
        break;
      case 'bounce':
        logLine(ctx, `${tag} ${me} returns ${oname} to its owner's hand.`, who);
        removeObject(ctx, o.id, 'hand', 'returned');
        break;
      case 'rest':
        o.rested = true;
        logLine(ctx, `${tag} ${oname} is rested.`, who);
        break;
      case 'wakeUp':
        o.rested = false;
        logLine(ctx, `${tag} ${oname} wakes up.`, who);
        break;
    }
  }
  s.pending = next;
  return null;
}

/** assistDiscard: the chosen card is discarded, then the assisted resolution goes on. */
export function answerAssistDiscard(ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'assistDiscard' }>, card: string): RuleViolation | null {
  const s = ctx.s;
  const p = player(s, who);
  takeFrom(p, 'hand', card);
  putCard(ctx, card, 'graveyard');
  logLine(ctx, `${p.name} discards ${s.defs[s.cards[card]!.def]!.name}.`, who);
  s.pending = d.assisted;
  return null;
}

/**
 * The opponent's answer. Accepting lets the resolution end as carried out. Objecting returns the
 * game to the saved state (the objection is an input like any other, so a replay reproduces it),
 * keeps the log of what was tried, and notes the dispute for the match; an objected triggered
 * ability then resolves doing nothing.
 */
export function answerConsent(ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'assistConsent' }>, accepted: boolean, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  const a = d.assisted;
  const name = s.defs[a.item.def]!.name;
  if (accepted) {
    logLine(ctx, `${player(s, who).name} accepts how ${name} was carried out.`, who);
    return accept(ctx, a, resume);
  }
  const restored = cloneState(a.before!);
  restored.log = s.log;
  restored.disputes = [...(s.disputes ?? []), { turn: s.turn, def: a.item.def, controller: a.player, by: who }];
  ctx.s = restored;
  ctx.events.push({ type: 'disputed', def: a.item.def, controller: a.player, by: who });
  if (a.undo === 'resolution') {
    // A triggered ability, or a card whose play could not be saved: back to the start of this resolution, which does nothing.
    logLine(ctx, `${player(s, who).name} objects to how ${name} was carried out: its steps are undone and it does nothing.`, who);
    restored.pending = null;
    finishResolution(ctx, a.item);
    afterResolution(ctx);
    return null;
  }
  logLine(ctx, `${player(s, who).name} objects to how ${name} was carried out: the game returns to before it was played.`, who);
  return null;
}

function accept(ctx: Ctx, a: AssistedDecision, resume: (r: Resolution) => void): null {
  ctx.s.pending = null;
  if (a.resume) resume(a.resume);
  else {
    finishResolution(ctx, a.item);
    afterResolution(ctx);
  }
  return null;
}

/**
 * Why an input to an assisted decision is refused (apply has found it is not offered): the
 * handlers above trust their input, so the reason is worked out here without running them.
 */
export function assistedRefusal(d: AssistedDecision | Extract<Decision, { kind: 'assistConsent' | 'assistDiscard' }>, action: Action): RuleViolation {
  if (d.kind === 'assistConsent') return { message: 'Accept or object to how the card was carried out.', rule: RULES.resolution };
  if (d.kind === 'assistDiscard') return { message: 'Choose a card from your hand to discard.', rule: RULES.playerActions };
  if (action.type !== 'assist') return { message: 'Carry out the card with the assisted steps offered, or choose Done.', rule: RULES.resolution };
  if (d.steps >= MAX_ASSIST_STEPS) return { message: `At most ${MAX_ASSIST_STEPS} assisted steps per card: choose Done.`, rule: RULES.resolution };
  switch (action.tool.tool) {
    case 'moveCard': return { message: 'You can move only your own cards from your hand, memory, graveyard or banishment, or the top cards of your deck you looked at.', rule: RULES.zones };
    case 'search': return { message: 'You can search only your own deck, for a card that is in it.', rule: RULES.searching };
    case 'token': return { message: 'That is not a token of this game.', rule: RULES.tokens };
    case 'draw': case 'mill': case 'discardChosen': return { message: 'Choose one of the offered players and amounts.', rule: RULES.resolution };
    default: return { message: 'That step is not offered: choose an object and an amount from the options shown.', rule: RULES.resolution };
  }
}
