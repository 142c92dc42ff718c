import type { CardDef } from './vocabulary.js';
import type { CardCatalog } from './catalog.js';
import { toBackFaceDef, toCardDef } from './runtime.js';
import { GENERATED_SLUGS, SCRIPTED_DEFS, SCRIPTS, TOKEN_SLUGS, UNSCRIPTED_TOKEN_SLUGS } from './scripts/index.js';

/**
 * The card definitions a game needs: each card of the decks (Index facts + script) and the
 * tokens scripts can summon. Cards without a script are played with assisted resolution.
 */
export function defsForGame(catalog: CardCatalog, slugs: Iterable<string>): CardDef[] {
  const out = new Map<string, CardDef>();
  for (const slug of slugs) {
    if (out.has(slug)) continue;
    const card = catalog.bySlug(slug);
    if (!card) throw new Error(`unknown card ${slug}`);
    out.set(slug, toCardDef(card, SCRIPTS.get(slug) ?? null));
    // A double-faced card's flip side is a definition of its own, which the card transforms into.
    const back = toBackFaceDef(card, null);
    if (back && !out.has(back.slug)) out.set(back.slug, toBackFaceDef(card, SCRIPTS.get(back.slug) ?? null)!);
  }
  // Tokens our scripts summon: from the catalog when it has them, else the facts we wrote.
  for (const slug of TOKEN_SLUGS) {
    if (out.has(slug)) continue;
    const card = catalog.bySlug(slug);
    out.set(slug, card ? toCardDef(card, SCRIPTS.get(slug) ?? null) : SCRIPTED_DEFS.find((d) => d.slug === slug)!);
  }
  // Tokens our scripts summon that have no script: their Index facts, played with assisted resolution.
  for (const slug of UNSCRIPTED_TOKEN_SLUGS) {
    const card = catalog.bySlug(slug);
    if (card && !out.has(slug)) out.set(slug, toCardDef(card, null));
  }
  // Cards our scripts generate from outside the game.
  for (const slug of GENERATED_SLUGS) {
    const card = catalog.bySlug(slug);
    if (card && !out.has(slug)) out.set(slug, toCardDef(card, SCRIPTS.get(slug) ?? null));
  }
  // Masteries our scripts define: a card of the game may give one (game-mechanics-mastery.md).
  for (const d of SCRIPTED_DEFS) {
    if (!d.types.includes('MASTERY') || out.has(d.slug)) continue;
    const card = catalog.bySlug(d.slug);
    out.set(d.slug, card ? toCardDef(card, SCRIPTS.get(d.slug) ?? null) : d);
  }
  return [...out.values()];
}

export function isScripted(slug: string): boolean {
  return SCRIPTS.has(slug);
}
