import type { CardCatalog } from '../cards/catalog.js';
import type { DeckCard, ResolvedDeck } from '../decks/types.js';
import { STANDARD_LIMITS, validateStandard } from '../decks/validate.js';
import { validateDeck } from '../engine/index.js';
import type { CardDef } from '../engine/types.js';

/** A player's deck between the games of a series: one slug per copy, sideboard included. */
export interface SeriesDeck {
  material: string[];
  main: string[];
  sideboard: string[];
}

export type SwapResult = { ok: true; deck: SeriesDeck; section: 'material' | 'main' } | { ok: false; reason: string };

function withoutOne(list: readonly string[], slug: string): string[] {
  const at = list.indexOf(slug);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/**
 * Swaps one copy of `out` (from the main or material deck) with one copy of `incoming` from
 * the sideboard: the card comes in where the other one left, and the other goes to the sideboard.
 */
export function swapCards(deck: SeriesDeck, out: string, incoming: string): SwapResult {
  const section = deck.main.includes(out) ? 'main' : deck.material.includes(out) ? 'material' : null;
  if (!section) return { ok: false, reason: 'That card is no longer in your deck.' };
  if (!deck.sideboard.includes(incoming)) return { ok: false, reason: 'That card is no longer in your sideboard.' };
  const next: SeriesDeck = {
    material: [...deck.material],
    main: [...deck.main],
    sideboard: [...withoutOne(deck.sideboard, incoming), out],
  };
  next[section] = [...withoutOne(deck[section], out), incoming];
  return { ok: true, deck: next, section };
}

export const isMaterialDef = (def: CardDef) => def.types.includes('CHAMPION') || def.supertypes.includes('REGALIA');

/** The Index cards of a deck, when the catalog knows every one of them. */
function resolveAll(deck: SeriesDeck, catalog: CardCatalog): ResolvedDeck | null {
  const section = (slugs: readonly string[]): DeckCard[] | null => {
    const counts = new Map<string, number>();
    for (const slug of slugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    const cards: DeckCard[] = [];
    for (const [slug, quantity] of counts) {
      const card = catalog.bySlug(slug);
      if (!card) return null;
      cards.push({ card, quantity });
    }
    return cards;
  };
  const material = section(deck.material);
  const main = section(deck.main);
  const sideboard = section(deck.sideboard);
  return material && main && sideboard ? { material, main, sideboard } : null;
}

/**
 * Why a deck may not be played in Standard (empty when it may): the engine's own deck check
 * (what createGame would refuse), and the Standard rules of src/decks/validate.ts when the
 * catalog knows every card, else the sideboard's card and point limits from the definitions.
 */
export function deckProblems(deck: SeriesDeck, defs: Record<string, CardDef>, catalog: CardCatalog | null): string[] {
  const problems = validateDeck(deck, defs);
  const resolved = catalog ? resolveAll(deck, catalog) : null;
  if (resolved) {
    const standard = validateStandard(resolved);
    return standard.legal ? problems : standard.problems.map((p) => p.message);
  }
  const limits = STANDARD_LIMITS;
  const unknown = deck.sideboard.filter((slug) => !defs[slug]);
  if (unknown.length > 0) return [...problems, `unknown sideboard card ${unknown[0]}`];
  if (deck.sideboard.length > limits.sideboardCards) problems.push(`the sideboard has ${deck.sideboard.length} cards; at most ${limits.sideboardCards}`);
  const points = deck.sideboard.reduce((sum, slug) => sum + (isMaterialDef(defs[slug]!) ? limits.materialCardPoints : limits.mainCardPoints), 0);
  if (points > limits.sideboardPoints) problems.push(`the sideboard is worth ${points} points; at most ${limits.sideboardPoints}`);
  return problems;
}

/** Sideboard points (main deck cards 1, champions and regalia 3), from whatever knows the card. */
export function sideboardPoints(deck: SeriesDeck, isMaterialCard: (slug: string) => boolean): number {
  return deck.sideboard.reduce(
    (sum, slug) => sum + (isMaterialCard(slug) ? STANDARD_LIMITS.materialCardPoints : STANDARD_LIMITS.mainCardPoints),
    0,
  );
}

/** Distinct slugs with their copies, in first-seen order. */
export function groupSlugs(slugs: readonly string[]): { slug: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const slug of slugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return [...counts].map(([slug, count]) => ({ slug, count }));
}
