import type { Logger } from 'pino';
import type { CardCatalog } from '../cards/catalog.js';
import type { DeckStore } from '../decks/deck-store.js';
import type { ResolvedDeck } from '../decks/types.js';
import type { RulesIndex } from '../rules/search.js';

/**
 * What `/rule`, `/keyword`, `/card` and `/deck` need. The rules index and the card catalog are
 * null when their cache has not been synced: the bot still starts, and those commands say how
 * to sync.
 */
export interface LookupDeps {
  rules: RulesIndex | null;
  catalog: CardCatalog | null;
  decks: DeckStore;
  /** Downloads a deck file, refusing more than maxBytes. */
  fetchAttachment(url: string, maxBytes: number): Promise<Uint8Array>;
  /** Origins deck files may be downloaded from (Discord's CDN, or the configured API's host). */
  attachmentOrigins: readonly string[];
  /** The `/deck show` picture (PNG). */
  renderDeck(deck: ResolvedDeck, title: string): Promise<Buffer>;
  isScripted(slug: string): boolean;
}

export const RULES_MISSING = 'The rules are not loaded on this bot yet. An operator needs to run `npm run rules:sync` and restart it.';
export const CARDS_MISSING = 'The card catalog is not loaded on this bot yet. An operator needs to run `npm run cards:sync` and restart it.';

/** What the lookup commands receive: every lookup dependency may be missing (a bot built without them). */
export type LookupCommandDeps = Partial<LookupDeps> & { logger: Logger };
