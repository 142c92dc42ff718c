// Objects that pay part of a memory cost (glossary/keywords-and-abilities.md#floating-memory, whose
// rule 2 the same wording follows): a static "while paying for a memory cost, you may banish (or
// sacrifice) this to pay for N of that cost". Such an object is offered, by its card, among the
// Floating Memory cards as the cost is paid (the 'floating' stage of an activation draft; named by its
// object id there, so a token may be one too), and it is
// declared, like them, before the cards of memory are banished at random. It pays N, or (perCounter)
// as many as its counters of that kind; it is offered only while N is more than 0 and no more than the
// part of the cost still unpaid. A cost that may be paid only with Floating Memory can't use it.
// A card may also say that its own memory cost may be paid in part by sacrificing one object of a kind
// ('ownMemoryCostSacrifice'): one such object you control, chosen the same way, pays 1.
import type { CardId, GameState, ObjectId, PlayerId } from '../types.js';
import type { ActivationDraft } from '../types.js';
import type { CardDef } from '../../cards/vocabulary.js';
import { cardMatches } from '../play/effects.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, objDef, player } from '../state/query.js';
import { removeObject } from '../state/zones.js';

export interface MemorySubstitute { /** What the draft lists: the object's id. */ card: CardId; object: ObjectId; amount: number; by: 'banish' | 'sacrifice'; /** Offered by the paid card itself: one of these at most. */ own?: boolean }

/** The objects `who` controls that may pay part of a memory cost now (of `paying`, the card whose cost it is), with how much each pays. */
export function memorySubstitutes(s: GameState, who: PlayerId, paying?: CardDef): MemorySubstitute[] {
  const out: MemorySubstitute[] = [];
  for (const ab of paying?.abilities ?? []) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'ownMemoryCostSacrifice') continue;
    if (ab.condition && !conditionMet(s, who, ab.condition, undefined, [], undefined, paying)) continue;
    const filter = ab.effect.filter;
    for (const id of s.field) {
      const o = s.objects[id]!;
      if (o.controller === who && cardMatches(objDef(s, o), filter)) out.push({ card: o.id, object: o.id, amount: 1, by: 'sacrifice', own: true });
    }
  }
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller !== who) continue;
    for (const { ability, def } of abilitySources(s, o)) {
      if (ability.kind !== 'static' || ability.effect.kind !== 'paysMemory') continue;
      if (ability.condition && !conditionMet(s, who, ability.condition, o, [], undefined, s.defs[def])) continue;
      const e = ability.effect;
      const amount = e.perCounter ? o.counters[e.perCounter] ?? 0 : e.amount ?? 1;
      if (amount > 0) out.push({ card: o.id, object: o.id, amount, by: e.by });
      break;
    }
  }
  return out;
}

/** The most the player's substitutes could pay together (one object at most for the paid card's own offer). */
export function memorySubstituteTotal(s: GameState, who: PlayerId, paying?: CardDef): number {
  const subs = memorySubstitutes(s, who, paying);
  const plain = subs.filter((x) => !x.own);
  const own = subs.some((x) => x.own && !plain.some((p) => p.card === x.card)) ? 1 : 0;
  return plain.reduce((n, x) => n + x.amount, 0) + own;
}

/** The substitute a declared card is: an object's own offer first, else the paid card's. */
function substituteOf(subs: MemorySubstitute[], card: CardId): MemorySubstitute | undefined {
  return subs.find((x) => x.card === card && !x.own) ?? subs.find((x) => x.card === card);
}

/** How much of the memory cost the cards and objects declared so far pay (a Floating Memory card pays 1). */
export function memoryPaidSoFar(s: GameState, who: PlayerId, d: ActivationDraft, paying?: CardDef): number {
  const subs = d.floating.length > 0 ? memorySubstitutes(s, who, paying) : [];
  return d.floating.reduce((n, c) => n + (substituteOf(subs, c)?.amount ?? 1), 0);
}

/** The substitutes that may still be declared for this draft. */
export function substituteChoices(s: GameState, who: PlayerId, d: ActivationDraft, paying?: CardDef): CardId[] {
  const left = d.memoryNeeded - memoryPaidSoFar(s, who, d, paying);
  const subs = memorySubstitutes(s, who, paying);
  const ownUsed = d.floating.some((c) => substituteOf(subs, c)?.own);
  return [...new Set(subs.filter((x) => !d.floating.includes(x.card) && x.amount <= left && !(x.own && ownUsed)).map((x) => x.card))];
}

/** Pay with a declared substitute: banish or sacrifice its object. False when the card is no substitute's. */
export function payWithSubstitute(ctx: Ctx, who: PlayerId, card: CardId, paying?: CardDef): boolean {
  const x = substituteOf(memorySubstitutes(ctx.s, who, paying), card);
  if (!x) return false;
  const name = objDef(ctx.s, ctx.s.objects[x.object]!).name;
  if (x.by === 'banish') removeObject(ctx, x.object, 'banishment', 'banished');
  else removeObject(ctx, x.object, 'graveyard', 'sacrificed');
  logLine(ctx, `${player(ctx.s, who).name} ${x.by === 'banish' ? 'banishes' : 'sacrifices'} ${name} to pay ${x.amount} of the memory cost.`, who);
  return true;
}
