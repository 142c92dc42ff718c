// Cards in a banishment as targets (game-mechanics/game-mechanics-objects-and-targeting.md#target: an effect
// that targets cards in a zone may only affect cards in that zone). A banished card is no object; its
// owner's banishment holds it. The target is checked again as the effect resolves: a card that has
// left the banishment is no longer a legal target, and nothing happens to it.
import type { TargetSpec } from '../../cards/vocabulary.js';
import type { StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { isLegalTarget } from '../play/targets.js';
import { player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';

/** A targeted banished card goes into its owner's material deck (when it is still a legal target). */
export function banishedCardToMaterialDeck(ctx: Ctx, item: StackItem, index: number, spec: TargetSpec | undefined): void {
  const s = ctx.s;
  const t = item.targets[index];
  if (t?.kind !== 'card' || !spec || !isLegalTarget(s, item.controller, spec, t, item.source, { def: s.defs[item.def] })) return;
  const owner = player(s, s.cards[t.id]!.owner);
  if (!takeFrom(owner, 'banishment', t.id)) return;
  putCard(ctx, t.id, 'materialDeck'); // no longer the same card: counters on it are gone, a suppression ends
  logLine(ctx, `${s.defs[s.cards[t.id]!.def]!.name} goes from ${owner.name}'s banishment into their material deck.`, item.controller);
}
