import type { CardDef } from './vocabulary.js';
import type { CardCatalog } from './catalog.js';
import { toCardDef } from './runtime.js';
import { SCRIPTS, TOKEN_SLUGS } from './scripts/index.js';

/**
 * The card definitions a game needs: each card of the decks (Index facts + script) and the
 * tokens scripts can summon. Cards without a script are played with assisted resolution.
 */
export function defsForGame(catalog: CardCatalog, slugs: Iterable<string>): CardDef[] {
  const out = new Map<string, CardDef>();
  for (const slug of [...slugs, ...TOKEN_SLUGS]) {
    if (out.has(slug)) continue;
    const card = catalog.bySlug(slug);
    if (!card) throw new Error(`unknown card ${slug}`);
    out.set(slug, toCardDef(card, SCRIPTS.get(slug) ?? null));
  }
  return [...out.values()];
}

export function isScripted(slug: string): boolean {
  return SCRIPTS.has(slug);
}
