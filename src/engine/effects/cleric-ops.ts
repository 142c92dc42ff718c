// Effects the Cleric champions and regalia need: gathering herbs (glossary/game-terms.md#gather),
// putting a card from hand on the bottom of the deck ("if you do, …"), recovering by the size of
// the champion's lineage, and a target player summoning a token.
import { revealedFromMemory } from './memory-reveals.js';
import type { CardDef, Effect } from '../../cards/vocabulary.js';
import type { Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { recordNegation } from './negations.js';
import { abilitySources, cardDef, championOf, conditionMet, objDef, player } from '../state/query.js';
import { addTo, drawCards, putCard, removeObject, shuffleDeck, takeFrom } from '../state/zones.js';
import { addCounters, cardMatches, subjects } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { enterSimultaneously } from './timestamps.js';
import { nextInt } from '../state/rng.js';
import { mutObj } from '../state/clone.js';
import { RULES } from '../rules-refs.js';
import { grantEmpower } from '../play/activation-keywords.js';
import { markPreserved } from './preserve.js';
import { playersOf } from './object-keywords.js';
import { watch } from '../flow/triggers.js';
import { memoryToFieldBuffDraw, withinTotalReserve } from './memory-to-field.js';
import { playerCant } from './permissions.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

export type ClericOp = Extract<Effect, { op: 'gather' | 'handToDeckBottom' | 'handToDeckTop' | 'handToMemory' | 'revealRandomMemory' | 'negateIfTopCostMatches' | 'sacrificePair' | 'pickCards' | 'empowerPerControlled' | 'preserveTopOfDeck' | 'topUpChampionCounters' | 'recoverPlusLineage' | 'summonTokenFor' | 'returnToMaterialDeck' | 'addCountersPer' | 'shuffleGraveyardIntoDeck' }>;
type MoveFromHand = Extract<Decision, { kind: 'moveFromHand' }>;

/** The six Herb tokens gathering chooses among, at random (each equally likely). */
export const GATHER_HERBS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'] as const;

/** Carry out one of these effects for the resolution `r`; 'paused' when a choice is now pending. */
export function runClericOp(ctx: Ctx, r: Resolution, e: ClericOp): 'done' | 'paused' {
  const s = ctx.s;
  const item = r.item;
  switch (e.op) {
    case 'gather': {
      const herb = GATHER_HERBS[nextInt(s.rng, GATHER_HERBS.length)]!;
      if (!s.defs[herb]) throw new Error(`gather: the game has no definition for the ${herb} token`);
      enterSimultaneously(ctx, [{ card: null, def: herb, controller: item.controller, owner: item.controller, rested: false }]);
      logLine(ctx, `${player(s, item.controller).name} gathers: ${s.defs[herb]!.name}.`, item.controller);
      watch(ctx, { event: 'gathers', player: item.controller });
      return 'done';
    }
    case 'handToDeckBottom': {
      const p = player(s, item.controller);
      // With no card in hand nothing is put there, so the "if you do" effects don't happen.
      if (p.hand.length === 0) return 'done';
      const resume: Resolution = { ...r, effects: [...r.effects.slice(0, r.index), ...e.then, ...r.effects.slice(r.index)] };
      s.pending = { kind: 'moveFromHand', player: p.id, to: 'deckBottom', count: 1, resume };
      return 'paused';
    }
    case 'handToDeckTop': { // one card of your choice from hand on top of your deck (nothing with an empty hand)
      const p = player(s, item.controller);
      if (p.hand.length === 0) return 'done';
      s.pending = { kind: 'moveFromHand', player: p.id, to: 'deckTop', count: 1, resume: { ...r } };
      return 'paused';
    }
    case 'revealRandomMemory':
      for (const p of playersOf(ctx, item, e.who)) {
        const pool = [...p.memory];
        const shown: string[] = [];
        for (let i = 0; i < e.count && pool.length > 0; i++) shown.push(pool.splice(nextInt(s.rng, pool.length), 1)[0]!);
        if (shown.length === 0) continue;
        logLine(ctx, `${p.name} reveals ${shown.map((card) => cardDef(s, card).name).join(', ')} from their memory.`);
        revealedFromMemory(ctx, p.id, shown); // effects/memory-reveals.ts
        // Read as they are now (an effect may have made memory cards norm).
        // "If that card is (not) …": read now, before anything moves.
        if (e.ifRevealed && shown.some((card) => cardMatches(cardDef(s, card), e.ifRevealed!.filter) !== !!e.ifRevealed!.not)) runNext(r, e.ifRevealed.then);
        for (const card of shown) {
          if (!e.banishElement || !cardDef(s, card).elements.includes(e.banishElement)) continue;
          takeFrom(p, 'memory', card);
          putCard(ctx, card, 'banishment');
        }
      }
      return 'done';
    case 'negateIfTopCostMatches': {
      const p = player(s, item.controller);
      const top = p.mainDeck[0];
      if (top === undefined) return 'done';
      const shown = cardDef(s, top);
      logLine(ctx, `${p.name} reveals ${shown.name} from the top of their deck.`);
      const t = item.targets[e.target];
      const target = t?.kind === 'stack' ? s.stack.find((i) => i.id === t.id) : undefined;
      if (!target || (!target.card && !target.copy)) return 'done';
      // A card with no reserve cost (a memory cost, or none) matches nothing; X is what was paid for it.
      const reserveOf = (cost: CardDef['cost'], x: number) => (cost.kind === 'reserve' ? (cost.value === 'X' ? x : cost.value) : undefined);
      const a = reserveOf(s.defs[target.def]!.cost, target.x);
      if (a === undefined || a !== reserveOf(shown.cost, 0)) return 'done';
      if (target.unnegatable) {
        logLine(ctx, `${s.defs[target.def]!.name} can't be negated.`, item.controller);
        return 'done';
      }
      s.stack = s.stack.filter((i) => i.id !== target.id);
      if (target.card) putCard(ctx, target.card, target.ephemeral ? 'banishment' : 'graveyardOrBanish');
      logLine(ctx, `${s.defs[target.def]!.name} is negated.`, item.controller);
      recordNegation(ctx, item.controller, target); // effects/negations.ts
      return 'done';
    }
    case 'sacrificePair': {
      if (pairCandidates(s, item.controller, e.subtype, null).length === 0) return 'done';
      s.pending = { kind: 'sacrificePair', player: item.controller, subtype: e.subtype, first: null, then: e.then, resume: { ...r } };
      return 'paused';
    }
    case 'pickCards': {
      const d: PickCards = { kind: 'pickCards', player: item.controller, purpose: e.purpose, max: e.max, picked: [], resume: { ...r }, ...(e.filter ? { filter: e.filter } : {}), ...(e.maxTotalReserve !== undefined ? { maxTotalReserve: e.maxTotalReserve } : {}) };
      if (pickable(s, d).length === 0) return 'done';
      s.pending = d;
      return 'paused';
    }
    case 'empowerPerControlled': {
      const n = s.field.filter((id) => s.objects[id]!.controller === item.controller && objDef(s, s.objects[id]!).types.includes(e.type)).length;
      grantEmpower(ctx, item.controller, n);
      return 'done';
    }
    case 'preserveTopOfDeck': {
      const p = player(s, item.controller);
      const top = p.mainDeck[0];
      if (top === undefined) return 'done';
      takeFrom(p, 'mainDeck', top);
      markPreserved(ctx, top); // logs it: the card is revealed
      return 'done';
    }
    case 'topUpChampionCounters': {
      const champ = championOf(s, item.controller);
      if (!champ) return 'done';
      const n = s.field.filter((id) => s.objects[id]!.controller === item.controller && objDef(s, s.objects[id]!).types.includes(e.type)).length;
      addCounters(ctx, champ.id, e.counter, n - (champ.counters[e.counter] ?? 0));
      return 'done';
    }
    case 'handToMemory': {
      // Each of those players chooses their own cards, in turn order: one decision per player.
      const per = e.perYourMemoryCard;
      // "For each such card in your memory": counted as it resolves, once for every player.
      const count = per ? e.count * player(s, item.controller).memory.filter((c) => cardMatches(cardDef(s, c), per)).length : e.count;
      const who = playersOf(ctx, item, e.who).filter((p) => p.hand.length > 0);
      if (who.length === 0 || count <= 0) return 'done';
      const [first, ...rest] = who;
      const later: Effect[] = rest.map((p) => ({ ...e, count, perYourMemoryCard: undefined, who: { player: p.id } }));
      const resume: Resolution = { ...r, effects: [...r.effects.slice(0, r.index), ...later, ...r.effects.slice(r.index)] };
      s.pending = { kind: 'moveFromHand', player: first!.id, to: 'memory', count: Math.min(count, first!.hand.length), resume };
      return 'paused';
    }
    case 'recoverPlusLineage': {
      const champ = championOf(s, item.controller);
      if (!champ) return 'done';
      // The champion's lineage: the card on top and every card under it, as it is now.
      recoverOn(ctx, item.controller, champ.id, e.amount + champ.lineage.length + (champ.card ? 1 : 0));
      return 'done';
    }
    case 'summonTokenFor':
      for (const p of playersOf(ctx, item, e.who)) {
        enterSimultaneously(ctx, [{ card: null, def: e.token, controller: p.id, owner: p.id, rested: false }]);
      }
      return 'done';
    case 'returnToMaterialDeck':
      for (const o of subjects(ctx, item, e.subject)) removeObject(ctx, o.id, 'materialDeck', 'returned');
      return 'done';
    case 'shuffleGraveyardIntoDeck': {
      const p = player(s, item.controller);
      const cards = [...p.graveyard];
      for (const c of cards) {
        takeFrom(p, 'graveyard', c);
        putCard(ctx, c, 'mainDeck');
      }
      shuffleDeck(s.rng, p);
      logLine(ctx, `${p.name} shuffles ${cards.length} card${cards.length === 1 ? '' : 's'} from their graveyard into their deck.`, item.controller);
      return 'done';
    }
    case 'addCountersPer': {
      const n = player(s, item.controller).memory.length;
      for (const o of subjects(ctx, item, e.subject)) addCounters(ctx, o.id, e.counter, n);
      return 'done';
    }
  }
}

/** The static abilities of a kind on the field whose conditions hold, with the object that has each. */
function fieldStatics<K extends string>(s: GameState, kind: K): { o: { controller: PlayerId }; effect: Extract<NonNullable<CardDef['abilities'][number] & { kind: 'static' }>['effect'], { kind: K }> }[] {
  const out: { o: { controller: PlayerId }; effect: never }[] = [];
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (!s.defs[o.def]?.abilities.some((a) => a.kind === 'static' && a.effect.kind === kind) && o.lineage.length === 0) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== kind) continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) out.push({ o, effect: ab.effect as never });
    }
  }
  return out;
}

/** How much a player recovers when an effect says `amount` (recovering 0 or less is not recovering). */
export function recoverAmount(s: GameState, amount: number, who?: PlayerId): number {
  let n = amount;
  for (const { effect } of fieldStatics(s, 'recoverReduction')) n -= effect.amount;
  // "If you would recover an amount, recover N plus that amount instead": its controller's recoveries of more than 0
  // (additions, so in whichever order the replacements apply the total is the same).
  if (who !== undefined && amount > 0) for (const { o, effect } of fieldStatics(s, 'recoverIncrease')) if (o.controller === who) n += effect.amount;
  return n;
}

/**
 * A player recovers `amount` on their champion: damage counters come off (no more than there are).
 * A non-zero recovery is a recovery even with nothing to remove: "whenever you recover" watches it.
 */
export function recoverOn(ctx: Ctx, who: PlayerId, champion: string, amount: number): void {
  if (playerCant(ctx.s, who, 'recover')) return; // "can't recover" (effects/permissions.ts)
  const n = recoverAmount(ctx.s, amount, who);
  if (n <= 0) return;
  const c = mutObj(ctx.s, champion);
  c.damage = Math.max(0, c.damage - n);
  watch(ctx, { event: 'recovers', player: who, amount: n }); // "that amount" (effects/resolution-conditions.ts)
}

/** Does this player have spellshroud ("you have spellshroud" on an object they control)? */
export function playerHasSpellshroud(s: GameState, who: PlayerId): boolean {
  return fieldStatics(s, 'playerSpellshroud').some(({ o }) => o.controller === who);
}

const FILTERED_COST_SLUGS = new WeakMap<object, Set<string>>();
/** Slugs of the game's cards with a filtered cost modifier (worked out once per set of definitions). */
function filteredCostSlugs(s: GameState): Set<string> {
  let v = FILTERED_COST_SLUGS.get(s.defs);
  if (!v) {
    // Printed, or inside an ability the card's own effects grant ("this gains '… cost N more'").
    v = new Set(Object.values(s.defs).filter((d) => JSON.stringify(d.abilities).includes('"filteredCostModifier"')).map((d) => d.slug));
    FILTERED_COST_SLUGS.set(s.defs, v);
  }
  return v;
}

/** "[Kind] cards [players] activate cost N more": the sum for a card `who` activates (play/costs.ts). */
export function filteredCostDelta(s: GameState, who: PlayerId, def: CardDef): number {
  const slugs = filteredCostSlugs(s);
  if (slugs.size === 0) return 0;
  let delta = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    // Its own card, or a card of its lineage (an Inherited Effect such as Debilitating Grasp's).
    if (!slugs.has(o.def) && !o.lineage.some((c) => slugs.has(s.cards[c]!.def))) continue;
    for (const { ability: ab, def: abDef } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'filteredCostModifier') continue;
      const e = ab.effect;
      if (e.players === 'opponents' && who === o.controller) continue;
      if (e.players === 'you' && who !== o.controller) continue;
      if (!cardMatches(def, e.filter)) continue;
      // "The first … each turn": not once that player has activated such a card this turn.
      if (e.firstEachTurn && (s.activationsThisTurn ?? []).some((a) => a.player === who && s.defs[a.def] && cardMatches(s.defs[a.def]!, e.filter))) continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])) delta += e.amount;
    }
  }
  return delta;
}

/**
 * How many more cards a player glimpses than an effect says: the "glimpse that amount plus N
 * instead" static abilities of the objects they control (replacement effects, game-mechanics-types-of-effects).
 */
export function glimpseBonus(s: GameState, who: PlayerId): number {
  let n = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller !== who) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'glimpseAmount') continue;
      if (!ab.condition || conditionMet(s, who, ab.condition, o, [], undefined, s.defs[def])) n += ab.effect.amount;
    }
  }
  return n;
}

/** The answers to a pending moveFromHand decision: each card of the player's hand. */
export function moveFromHandAnswers(s: Ctx['s'], who: PlayerId): { type: 'chooseCard'; card: string }[] {
  return player(s, who).hand.map((card) => ({ type: 'chooseCard' as const, card }));
}

/** Move the chosen card from hand (to the bottom of the deck, or into memory); the resolution goes on once all are chosen. */
export function answerMoveFromHand(ctx: Ctx, who: PlayerId, d: MoveFromHand, card: string, resume: (r: Resolution) => void): RuleViolation | null {
  const p = player(ctx.s, who);
  if (who !== d.player || !p.hand.includes(card)) return { message: 'Choose a card from your hand.', rule: RULES.playerActions };
  takeFrom(p, 'hand', card);
  if (d.to === 'memory') {
    addTo(p, 'memory', card);
    logLine(ctx, `${p.name} puts a card from their hand into their memory.`, who);
  } else if (d.to === 'deckTop') {
    p.mainDeck = [card, ...p.mainDeck];
    logLine(ctx, `${p.name} puts a card from their hand on top of their deck.`, who);
  } else {
    putCard(ctx, card, 'mainDeck'); // pushed: the bottom of the deck
    logLine(ctx, `${p.name} puts a card from their hand on the bottom of their deck.`, who);
  }
  if (d.count > 1 && p.hand.length > 0) {
    ctx.s.pending = { ...d, count: d.count - 1 };
    return null;
  }
  ctx.s.pending = null;
  resume(d.resume);
  return null;
}

type SacrificePair = Extract<Decision, { kind: 'sacrificePair' }>;

/** Objects of the subtype `who` controls that have a partner of the same name (or, once `first` is picked, its partners). */
function pairCandidates(s: GameState, who: PlayerId, subtype: string, first: string | null): string[] {
  const mine = s.field.map((id) => s.objects[id]!).filter((o) => o.controller === who && objDef(s, o).subtypes.includes(subtype));
  const name = (id: string) => objDef(s, s.objects[id]!).name;
  if (first) return mine.filter((o) => o.id !== first && objDef(s, o).name === name(first)).map((o) => o.id);
  return mine.filter((o) => mine.some((p) => p.id !== o.id && objDef(s, p).name === objDef(s, o).name)).map((o) => o.id);
}

/** The answers to a pending sacrificePair decision: the objects that may be picked, and (first) declining. */
export function sacrificePairAnswers(s: GameState, d: SacrificePair): { type: 'chooseTarget'; target: { kind: 'object'; id: string } | null }[] {
  const picks = pairCandidates(s, d.player, d.subtype, d.first).map((id) => ({ type: 'chooseTarget' as const, target: { kind: 'object' as const, id } }));
  return d.first ? picks : [...picks, { type: 'chooseTarget' as const, target: null }];
}

/** Pick the first object, then its partner (both are sacrificed and `then` happens), or decline before picking. */
export function answerSacrificePair(ctx: Ctx, who: PlayerId, d: SacrificePair, target: { kind: string; id: string } | null, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (who !== d.player) return { message: 'It is not your choice.', rule: RULES.playerActions };
  if (target === null) {
    if (d.first) return { message: 'Pick the second object to sacrifice.', rule: RULES.playerActions };
    s.pending = null;
    resume(d.resume);
    return null;
  }
  if (target.kind !== 'object' || !pairCandidates(s, who, d.subtype, d.first).includes(target.id)) {
    return { message: 'Pick an object that has a partner of the same name.', rule: RULES.playerActions };
  }
  if (!d.first) {
    s.pending = { ...d, first: target.id };
    return null;
  }
  s.pending = null;
  removeObject(ctx, d.first, 'graveyard', 'sacrificed');
  removeObject(ctx, target.id, 'graveyard', 'sacrificed');
  const r = d.resume;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] });
  return null;
}

type PickCards = Extract<Decision, { kind: 'pickCards' }>;

/** The cards still pickable: from the graveyard or the hand, not already picked. */
function pickable(s: GameState, d: PickCards): string[] {
  const p = player(s, d.player);
  if (d.picked.length >= d.max) return [];
  return (d.purpose === 'handShuffleDraw' || d.purpose === 'handToBottomDraw' ? p.hand : d.purpose === 'memoryToFieldBuffDraw' || d.purpose === 'memoryToBottomDrawMemory' ? p.memory : p.graveyard)
    .filter((c) => !d.picked.includes(c) && (!d.filter || cardMatches(cardDef(s, c), d.filter)) && withinTotalReserve(s, d.picked, c, d.maxTotalReserve));
}

/** The answers to a pending pickCards decision: each pickable card, and stopping here. */
export function pickCardsAnswers(s: GameState, d: PickCards): { type: 'chooseTarget'; target: { kind: 'card'; id: string } | null }[] {
  return [...pickable(s, d).map((id) => ({ type: 'chooseTarget' as const, target: { kind: 'card' as const, id } })), { type: 'chooseTarget' as const, target: null }];
}

/** Pick one more card, or stop (null); at the limit, or on stopping, the picked cards move. */
export function answerPickCards(ctx: Ctx, who: PlayerId, d: PickCards, target: { kind: string; id: string } | null, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (who !== d.player) return { message: 'It is not your choice.', rule: RULES.playerActions };
  if (target !== null) {
    if (target.kind !== 'card' || !pickable(s, d).includes(target.id)) return { message: 'Pick one of your cards that can still be picked.', rule: RULES.playerActions };
    const next = { ...d, picked: [...d.picked, target.id] };
    if (pickable(s, next).length > 0) {
      s.pending = next;
      return null;
    }
    d = next;
  }
  s.pending = null;
  const p = player(s, who);
  if (d.purpose === 'banishForAttackPower') {
    for (const c of d.picked) {
      if (p.graveyard.includes(c)) banishingFromGraveyard(ctx, c); // effects/graveyard-banish-watch.ts
      if (takeFrom(p, 'graveyard', c)) putCard(ctx, c, 'banishment');
    }
    logLine(ctx, `${p.name} banishes ${d.picked.length} card(s) from their graveyard.`, who);
    // +1 power to the attack for each, carried out as the resolution goes on.
    const r = d.resume;
    const bonus: Effect[] = d.picked.length > 0 ? [{ op: 'modifyAttackPower', amount: d.picked.length }] : [];
    resume({ ...r, effects: [...r.effects.slice(0, r.index), ...bonus, ...r.effects.slice(r.index)] });
    return null;
  }
  if (d.purpose === 'memoryToFieldBuffDraw') { // effects/memory-to-field.ts
    memoryToFieldBuffDraw(ctx, who, d.picked);
    resume(d.resume);
    return null;
  }
  if (d.purpose === 'graveyardToBottom') {
    for (const c of d.picked) if (takeFrom(p, 'graveyard', c)) putCard(ctx, c, 'mainDeck'); // pushed: the bottom, in the order picked
    logLine(ctx, `${p.name} puts ${d.picked.length} card(s) from their graveyard on the bottom of their deck.`, who);
  } else if (d.purpose === 'memoryToBottomDrawMemory') {
    for (const c of d.picked) if (takeFrom(p, 'memory', c)) putCard(ctx, c, 'mainDeck'); // pushed: the bottom, in the order picked
    logLine(ctx, `${p.name} puts ${d.picked.length} card(s) from their memory on the bottom of their deck.`, who);
    drawCards(ctx, p, d.picked.length, true);
  } else if (d.purpose === 'handToBottomDraw') {
    for (const c of d.picked) if (takeFrom(p, 'hand', c)) putCard(ctx, c, 'mainDeck'); // pushed: the bottom, in the order picked
    logLine(ctx, `${p.name} puts ${d.picked.length} card(s) from their hand on the bottom of their deck.`, who);
    drawCards(ctx, p, d.picked.length);
  } else {
    for (const c of d.picked) if (takeFrom(p, 'hand', c)) addTo(p, 'mainDeck', c);
    shuffleDeck(s.rng, p);
    logLine(ctx, `${p.name} shuffles ${d.picked.length} card(s) from their hand into their deck.`, who);
    drawCards(ctx, p, d.picked.length);
  }
  resume(d.resume);
  return null;
}
