import type { DeckEntry, DeckPicture } from '../../render/deck.js';
import { renderDeck } from '../../render/deck.js';
import { toCardDef } from '../cards/runtime.js';
import { SCRIPTS } from '../cards/scripts/index.js';
import type { DeckCard, ResolvedDeck } from '../decks/types.js';
import { faceOf } from '../engine/view.js';

function entries(cards: readonly DeckCard[]): DeckEntry[] {
  return cards.map(({ card, quantity }) => ({ face: faceOf(toCardDef(card, SCRIPTS.get(card.slug) ?? null), card.slug), count: quantity }));
}

/** A saved deck as the deck picture's card faces (Index facts; the frame marks scripted cards). */
export function deckPicture(deck: ResolvedDeck): DeckPicture {
  return { material: entries(deck.material), main: entries(deck.main), sideboard: entries(deck.sideboard) };
}

/** The `/deck show` image. Drawn frames only: no network fetch stands between a click and its answer. */
export function renderDeckImage(deck: ResolvedDeck, title: string): Promise<Buffer> {
  return renderDeck(deckPicture(deck), { title, art: null });
}
