// "Banish a card named N from your material deck. If you do, …": the player looks through their own
// material deck (a private zone: game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules)
// and banishes one card with that name (glossary/game-terms.md#banish); the rest happens only if one was.
import type { Effect } from '../../cards/vocabulary.js';
import type { PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';

type Op = Extract<Effect, { op: 'banishFromMaterialDeck' }>;

/** Banish it if there is one; returns the effects that follow ("if you do"), none when there was no such card. */
export function banishFromMaterialDeck(ctx: Ctx, who: PlayerId, e: Op): Effect[] {
  const p = player(ctx.s, who);
  const card = p.materialDeck.find((c) => cardDef(ctx.s, c).name === e.name);
  if (card === undefined || !takeFrom(p, 'materialDeck', card)) return [];
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${p.name} banishes ${e.name} from their material deck.`, who);
  return e.then;
}
