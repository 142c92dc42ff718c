// Cards banished at random from a player's memory, maybe only for a while (glossary/game-terms.md#banish,
// game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules): "banish N cards at random from
// target opponent's memory" takes as many as there are (fewer when the memory holds fewer). When they are to come
// back, a delayed trigger (abilities-triggered-abilities.md), controlled by the effect's controller, waits for the
// beginning of that player's next end phase; it returns only those cards still in that banishment then.
// `byThem`: the player banishes the cards themselves ("that player banishes …"), which a watcher of a player
// banishing from their own memory sees (effects/own-zone-events.ts).
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, DelayedTrigger, Resolution } from '../types.js';
import { logLine, newId, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { nextInt } from '../state/rng.js';
import { putCard, takeAt, takeFrom } from '../state/zones.js';
import { playersOf } from './object-keywords.js';
import { memoryCardsBanished } from './own-zone-events.js';

type Op = Extract<Effect, { op: 'banishRandomMemoryCards' }>;

/** The 'banishRandomMemoryCards' op. */
export function banishRandomMemoryCards(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  for (const p of playersOf(ctx, r.item, e.who)) {
    const taken: CardId[] = [];
    const n = Math.min(Math.max(0, e.count), p.memory.length);
    for (let i = 0; i < n; i++) {
      const card = takeAt(p, 'memory', nextInt(s.rng, p.memory.length));
      if (card === undefined) continue;
      if (putCard(ctx, card, 'banishment') === 'banishment') taken.push(card);
      logLine(ctx, `${cardDef(s, card).name} is banished at random from ${p.name}'s memory.`, r.item.controller);
    }
    memoryCardsBanished(ctx, e.byThem ? p.id : r.item.controller, p.id, n);
    if (!e.returnAtTheirNextEndPhase || taken.length === 0) continue;
    const d: DelayedTrigger = {
      id: newId(s, 'd'), controller: r.item.controller, def: r.item.def,
      when: { at: 'beginPhase', phase: 'end', whose: 'yours', player: p.id },
      ability: { kind: 'triggered', trigger: { on: 'delayed' }, effects: [{ op: 'returnBanishedToMemory', cards: taken }] },
      // During that player's end phase, its beginning has passed: the next one comes.
      ...(s.phase === 'end' ? { afterTurn: s.turn } : {}),
    };
    s.delayedTriggers = [...(s.delayedTriggers ?? []), d];
  }
}

/** The delayed trigger resolves: each of those cards still in its owner's banishment goes back to their memory. */
export function returnBanishedToMemory(ctx: Ctx, r: Resolution, cards: readonly CardId[]): void {
  const s = ctx.s;
  for (const card of cards) {
    const c = s.cards[card];
    if (!c) continue;
    const owner = player(s, c.owner);
    if (!takeFrom(owner, 'banishment', card)) continue;
    putCard(ctx, card, 'memory');
    logLine(ctx, `${cardDef(s, card).name} returns from banishment to ${owner.name}'s memory.`, r.item.controller);
  }
}
