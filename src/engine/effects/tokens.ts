// Tokens (game-mechanics/game-mechanics-tokens.md, glossary Summon and Token) and generated cards
// (glossary/game-terms.md#generate).
//
// A token is an object with no card (`card: null`): it is made by summoning, or by copying an
// object. When it leaves the field nothing goes to any zone, so it ceases to exist; its leave
// triggers still happen. Being a token can't change: no effect gives a token a card or takes a
// card away from an object.
import type { GenerateZone } from '../../cards/vocabulary.js';
import type { CardId, ObjectId, ObjectState, PlayerId } from '../types.js';
import { logLine, newId, type Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';
import { addOnTop, addTo } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { cantGenerateName } from './boon-chosen-name.js';

export function isToken(o: ObjectState): boolean {
  return o.card === null;
}

/**
 * Generate: a new card from outside the game, owned by the effect's controller, put into its
 * zone (the hand by default) for the rest of the game. Deckbuilding limits don't apply. A card
 * this game has no definition for can't be represented, and the generation fails.
 */
export function generateCards(ctx: Ctx, controller: PlayerId, slug: string, count: number, to: GenerateZone = 'hand'): CardId[] {
  const s = ctx.s;
  const def = s.defs[slug];
  const p = player(s, controller);
  if (!def) {
    logLine(ctx, `${p.name} fails to generate ${slug}: no such card in this game.`, controller);
    return [];
  }
  if (cantGenerateName(s, controller, def.name)) {
    logLine(ctx, `${p.name} can't generate ${def.name}: a boon forbids that name.`, controller);
    return [];
  }
  const out: CardId[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId(s, 'g');
    // `cards` is shared with the state `apply` was given: replace it, never write into it.
    s.cards = { ...s.cards, [id]: { owner: controller, def: slug } };
    if (to === 'mainDeckTop') addOnTop(p, id);
    else if (to === 'mainDeckBottom') addTo(p, 'mainDeck', id);
    else addTo(p, to, id);
    out.push(id);
  }
  if (out.length > 0) logLine(ctx, `${p.name} generates ${out.length === 1 ? def.name : `${out.length} × ${def.name}`}.`, controller);
  return out;
}

/**
 * Generate a card for `controller` and put it on the bottom of a champion's lineage (its inner lineage:
 * glossary/game-terms.md#lineage-term). The lineage's first card is its bottom one.
 */
export function generateIntoLineage(ctx: Ctx, controller: PlayerId, slug: string, championId: ObjectId): void {
  const s = ctx.s;
  const champ = s.objects[championId];
  if (!champ || !s.defs[slug] || cantGenerateName(s, controller, s.defs[slug]!.name)) {
    logLine(ctx, `${player(s, controller).name} fails to generate ${slug}.`, controller);
    return;
  }
  const id = newId(s, 'g');
  s.cards = { ...s.cards, [id]: { owner: controller, def: slug } };
  mutObj(s, championId).lineage = [id, ...champ.lineage];
  logLine(ctx, `${player(s, controller).name} generates ${s.defs[slug]!.name} and puts it on the bottom of ${s.defs[champ.def]!.name}'s lineage.`, controller);
}
