// "Put [this attack card] into its owner's memory", said by an attack card's own On Hit (glossary/game-terms.md#intent:
// the attack card lies in the intent while the attack goes on, and goes to its owner's graveyard as the combat ends).
// The On Hit resolves once the intent has been emptied, so the card is looked for where lineage-bottom.ts looks for it:
// still in the intent, or else the latest card of that name in the graveyard. It moves from there to its owner's memory.
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { lineageCardOf } from './lineage-bottom.js';

/** 'attackCardToMemory': the attack card whose On Hit this is goes to its owner's memory. */
export function attackCardToMemory(ctx: Ctx, r: Resolution): void {
  const s = ctx.s;
  if (r.item.kind !== 'trigger') return;
  const card = lineageCardOf(s, r.item);
  if (!card || !s.cards[card]) return;
  const owner = player(s, s.cards[card]!.owner);
  const c = s.combat;
  if (c?.intent.includes(card)) s.combat = { ...c, intent: c.intent.filter((x) => x !== card) };
  else if (!takeFrom(owner, 'graveyard', card)) return;
  const dest = putCard(ctx, card, 'memory');
  logLine(ctx, `${cardDef(s, card).name} is put into ${owner.name}'s ${dest === 'memory' ? 'memory' : dest}.`, r.item.controller);
}
