import type { AssistTool, CardDef, Decision, PlayerId, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { objDef, player } from '../state/query.js';
import { addOnTop, addTo, createObject, drawCards, putCard, removeObject, shuffleDeck, takeFrom } from '../state/zones.js';
import { dealDamage } from './effects.js';
import { addPrevention } from '../effects/prevention.js';
import { mutObj } from '../state/clone.js';
import { finishResolution } from './resolve.js';
import { afterResolution } from '../flow/phases.js';

export const MAX_ASSIST_STEPS = 40;

/** A card that becomes an object when put onto the field (a champion only ever enters by materializing). */
export function isFieldObject(def: CardDef): boolean {
  return def.types.some((t) => t === 'ALLY' || t === 'ITEM' || t === 'WEAPON' || t === 'DOMAIN' || t === 'PHANTASIA');
}

/**
 * Assisted resolution: a card with no script yet is carried out by its controller with generic
 * tools. Each step is logged publicly; none of the tools can look into a hidden zone.
 */
export function applyAssist(ctx: Ctx, who: PlayerId, d: Extract<Decision, { kind: 'assisted' }>, tool: AssistTool): RuleViolation | null {
  const s = ctx.s;
  const name = s.defs[d.item.def]!.name;
  const me = player(s, who).name;
  if (tool.tool === 'done') {
    s.pending = null;
    logLine(ctx, `${me} finishes carrying out ${name}.`, who);
    finishResolution(ctx, d.item);
    afterResolution(ctx);
    return null;
  }
  if (d.steps >= MAX_ASSIST_STEPS) return { message: `At most ${MAX_ASSIST_STEPS} assisted steps per card: choose Done.`, rule: RULES.resolution };
  if (tool.tool === 'token') {
    const def = s.defs[tool.def];
    if (!def || !def.types.includes('TOKEN')) return { message: 'That is not a token of this game.', rule: RULES.tokens };
    createObject(ctx, { card: null, def: tool.def, controller: who, owner: who });
    logLine(ctx, `[assisted ${name}] ${me} creates a ${def.name} token.`, who);
  } else if (tool.tool === 'moveCard') {
    // Only your own cards, from your hand, memory, graveyard or banishment: nothing here can
    // reach another player's hidden cards (and moving your own card to a public zone reveals it).
    const p = player(s, who);
    const zones = ['hand', 'memory', 'graveyard', 'banishment'] as const;
    const from = zones.find((z) => p[z].includes(tool.card));
    if (!from || s.cards[tool.card]?.owner !== who) return { message: 'You can move only your own cards from your hand, memory, graveyard or banishment.', rule: RULES.zones };
    takeFrom(p, from, tool.card);
    if (tool.to === 'deckTop') addOnTop(p, tool.card);
    else if (tool.to === 'deckBottom') addTo(p, 'mainDeck', tool.card);
    else putCard(ctx, tool.card, tool.to);
    const shown = tool.to === 'graveyard' || tool.to === 'banishment' ? s.defs[s.cards[tool.card]!.def]!.name : 'a card';
    logLine(ctx, `[assisted ${name}] ${me} moves ${shown} from ${from} to ${tool.to === 'deckTop' ? 'the top of their deck' : tool.to === 'deckBottom' ? 'the bottom of their deck' : tool.to}.`, who);
  } else if (tool.tool === 'search') {
    // Your own deck only; the card is found by name and the deck is shuffled afterwards, so the
    // search tells nobody (yourself included) anything about the order of the deck.
    const p = player(s, who);
    const card = p.mainDeck.find((c) => s.cards[c]!.def === tool.def);
    const def = s.defs[tool.def];
    if (!card || !def) return { message: 'There is no such card in your deck.', rule: RULES.searching };
    if (tool.to === 'field' && !isFieldObject(def)) return { message: `${def.name} cannot be put onto the field.`, rule: RULES.zones };
    takeFrom(p, 'mainDeck', card);
    if (tool.to === 'field') createObject(ctx, { card, def: tool.def, controller: who, owner: who });
    else putCard(ctx, card, tool.to);
    shuffleDeck(s.rng, p);
    const shown = tool.to === 'hand' ? 'a card' : def.name;
    logLine(ctx, `[assisted ${name}] ${me} searches their deck, puts ${shown} into ${tool.to === 'field' ? 'the field' : `their ${tool.to}`}, then shuffles their deck.`, who);
  } else if (tool.tool === 'shuffle') {
    shuffleDeck(s.rng, player(s, who));
    logLine(ctx, `[assisted ${name}] ${me} shuffles their deck.`, who);
  } else if (tool.tool === 'draw') {
    const p = s.players.find((pl) => pl.id === tool.player && !pl.lost);
    if (!p) return { message: 'No such player.', rule: RULES.drawing };
    drawCards(ctx, p, tool.count);
    logLine(ctx, `[assisted ${name}] ${p.name} draws ${tool.count}.`, who);
  } else {
    const o = s.objects[tool.object] ? mutObj(s, tool.object) : undefined;
    if (!o) return { message: 'That object is not on the field.', rule: RULES.zones };
    const oname = objDef(s, o).name;
    switch (tool.tool) {
      case 'damage':
        dealDamage(ctx, o, tool.amount, false);
        logLine(ctx, `[assisted ${name}] ${oname} is dealt ${tool.amount} damage.`, who);
        break;
      case 'prevent':
        if (!objDef(s, o).types.includes('CHAMPION') && !objDef(s, o).types.includes('ALLY')) return { message: 'Only units are dealt damage.', rule: RULES.damagePrevention };
        addPrevention(ctx, [o.id], { kind: 'shield', amount: tool.amount, duration: 'untilEndOfTurn' }, who, d.item.def);
        logLine(ctx, `[assisted ${name}] the next ${tool.amount} damage to ${oname} this turn will be prevented.`, who);
        break;
      case 'recover':
        o.damage = Math.max(0, o.damage - tool.amount);
        logLine(ctx, `[assisted ${name}] ${oname} recovers ${tool.amount}.`, who);
        break;
      case 'counters': {
        const now = Math.max(0, (o.counters[tool.counter] ?? 0) + tool.delta);
        o.counters[tool.counter] = now;
        logLine(ctx, `[assisted ${name}] ${oname} now has ${now} ${tool.counter} counter${now === 1 ? '' : 's'}.`, who);
        break;
      }
      case 'destroy':
        removeObject(ctx, o.id, 'graveyard', 'destroyed');
        break;
      case 'rest':
        o.rested = true;
        logLine(ctx, `[assisted ${name}] ${oname} is rested.`, who);
        break;
      case 'wakeUp':
        o.rested = false;
        logLine(ctx, `[assisted ${name}] ${oname} wakes up.`, who);
        break;
    }
  }
  s.pending = { ...d, steps: d.steps + 1 };
  return null;
}
