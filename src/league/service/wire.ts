import type { Logger } from 'pino';
import { DeckStore } from '../../decks/deck-store.js';
import type { KvBackend } from '../../store/backend.js';
import type { MatchRecord } from '../../store/records.js';
import { LeagueService, type LeagueMessenger, type SavedDeckLookup } from './league-service.js';
import { LeagueStore } from './league-store.js';

/**
 * Builds the bot's league service on the match store's backend and namespace, and subscribes
 * it to the end of hosted matches so league matches played with /play report themselves.
 */
export function createLeagueService(options: {
  store: { backend: KvBackend; namespace: string };
  decks?: SavedDeckLookup;
  matches: { matchEndListeners: Array<(record: MatchRecord) => Promise<void>> };
  messenger?: LeagueMessenger;
  clock: { now(): number };
  logger: Logger;
}): LeagueService {
  const service = new LeagueService({
    store: new LeagueStore(options.store.backend, { namespace: options.store.namespace }),
    decks: options.decks ?? new DeckStore(options.store.backend.keyv),
    clock: options.clock,
    logger: options.logger.child({ module: 'league' }),
    messenger: options.messenger,
  });
  options.matches.matchEndListeners.push((record) => service.onHostedMatchEnd(record));
  return service;
}
