// A card's own alternative cost: "you may [do this] rather than pay this card's reserve cost"
// (game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules, 1.3: whether an alternative cost is
// paid is declared with the costs, before modes and targets; 1.8: it is paid with the other costs). Paid instead of
// the reserve cost, it leaves every increase or decrease of that reserve cost aside (the reserve paid is 0), while
// additional costs are still paid. The static ability (StaticEffect 'alternativeCost') works only while its condition
// holds (a [Class Bonus] one needs the class). Payments: banishing cards from the graveyard, sacrificing or resting
// objects you control (both picked at the draft's 'costParts' stage), or removing counters from your champion. Only
// one alternative cost is used for one activation: none with Ephemerate, Starcalling or Brew (and only from hand).
import type { AlternativeCost, CardDef } from '../../cards/vocabulary.js';
import type { ActivationDraft, GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { cardDef, championOf, conditionMet, floatingMemoryCards, objDef, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard, removeObject, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';
import { championCountersBanned } from './counter-cost-bans.js';
import { countersRemoved } from './counter-removal.js';

/** The card's alternative cost whose condition holds now, if any. */
export function alternativeCostOf(s: GameState, who: PlayerId, def: CardDef): AlternativeCost | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'alternativeCost') continue;
    if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return ab.effect.pay;
  }
  return null;
}

/** What could pay a picked alternative cost (objects or graveyard cards of `who`), `self` (the card played) left out. */
function candidates(s: GameState, who: PlayerId, pay: AlternativeCost, self: string): string[] {
  if (pay.kind === 'banishFromGraveyard') {
    const base = pay.floatingMemory ? floatingMemoryCards(s, who) : player(s, who).graveyard;
    return base.filter((c) => c !== self && (!pay.filter || cardMatches(cardDef(s, c), pay.filter)));
  }
  if (pay.kind === 'sacrifice' || pay.kind === 'rest') {
    return s.field.filter((id) => {
      const o = s.objects[id]!;
      return o.controller === who && (pay.kind !== 'rest' || !o.rested) && cardMatches(objDef(s, o), pay.filter);
    });
  }
  return [];
}

/** Could `who` pay the card's alternative cost now? */
export function alternativeCostPayable(s: GameState, who: PlayerId, def: CardDef, self: string): boolean {
  const pay = alternativeCostOf(s, who, def);
  if (!pay) return false;
  if (pay.kind === 'removeChampionCounters') {
    return (championOf(s, who)?.counters[pay.counter] ?? 0) >= pay.count && !championCountersBanned(s, who, pay.counter);
  }
  return candidates(s, who, pay, self).length >= pay.count;
}

/** May the draft ask whether the alternative cost is paid (a card activated with no other alternative cost)? */
export function asksAlternativeCost(s: GameState, who: PlayerId, d: ActivationDraft): boolean {
  return d.source.kind === 'card' && d.source.via === 'activate' && !d.alt && !d.zone && d.brewing !== true && d.altCost === undefined
    && alternativeCostPayable(s, who, cardDef(s, d.source.card), d.source.card);
}

/** The objects or cards that may still be picked to pay the declared alternative cost. */
export function alternativeCostChoices(s: GameState, who: PlayerId, d: ActivationDraft): string[] {
  if (!d.altCost || d.source.kind !== 'card') return [];
  const pay = alternativeCostOf(s, who, cardDef(s, d.source.card));
  if (!pay || pay.kind === 'removeChampionCounters') return [];
  const chosen = d.costParts ?? [];
  const mine = candidates(s, who, pay, d.source.card);
  if (chosen.filter((id) => mine.includes(id)).length >= pay.count) return [];
  return mine.filter((id) => !chosen.includes(id));
}

/** Pay the declared alternative cost, as the activation is committed. */
export function payAlternativeCost(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  if (!d.altCost || d.source.kind !== 'card') return;
  const s = ctx.s;
  const def = cardDef(s, d.source.card);
  const pay = alternativeCostOf(s, who, def);
  if (!pay) return;
  if (pay.kind === 'removeChampionCounters') {
    const champ = mutObj(s, championOf(s, who)!.id);
    champ.counters[pay.counter] = (champ.counters[pay.counter] ?? 0) - pay.count;
    countersRemoved(ctx, champ, pay.counter, pay.count); // effects/counter-removal.ts
  } else {
    const p = player(s, who);
    for (const id of d.costParts ?? []) {
      if (pay.kind === 'banishFromGraveyard') {
        if (!p.graveyard.includes(id)) continue;
        banishingFromGraveyard(ctx, id); // effects/graveyard-banish-watch.ts
        if (takeFrom(p, 'graveyard', id)) putCard(ctx, id, 'banishment');
      } else if (s.objects[id] && s.field.includes(id)) {
        if (pay.kind === 'rest') mutObj(s, id).rested = true;
        else removeObject(ctx, id, 'graveyard', 'sacrificed');
      }
    }
  }
  logLine(ctx, `${nameOf(s, who)} pays the alternative cost of ${def.name}.`, who);
}

const nameOf = (s: GameState, who: PlayerId): string => player(s, who).name;
