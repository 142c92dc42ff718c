import type { Logger } from 'pino';
import { loadCatalog } from '../cards/catalog.js';
import type { CardCatalog } from '../cards/catalog.js';
import { isScripted } from '../cards/game-defs.js';
import { DeckStore } from '../decks/deck-store.js';
import { openRulesIndex } from '../rules/index.js';
import type { RulesIndex } from '../rules/search.js';
import type { KvBackend } from '../store/backend.js';
import { namespacedKeyValue } from '../store/namespaced-kv.js';
import { DISCORD_ATTACHMENT_ORIGINS } from '../../commands/deck.js';
import { renderDeckImage } from './deck-picture.js';
import { fetchAttachment } from './fetch-attachment.js';
import type { LookupDeps } from './lookup-deps.js';

export interface LookupData {
  rules: RulesIndex | null;
  catalog: CardCatalog | null;
}

/**
 * Loads the synced rules and cards once at start-up. A missing or broken cache is logged and
 * leaves that part null: the bot still starts, and the commands that need it say how to sync.
 */
export async function loadLookupData(dataDir: string, logger: Logger): Promise<LookupData> {
  const started = performance.now();
  const [rules, catalog] = await Promise.all([
    openRulesIndex(dataDir).catch((error: unknown) => {
      logger.warn({ err: String(error) }, 'rules lookup disabled: no usable rules cache (npm run rules:sync)');
      return null;
    }),
    loadCatalog(dataDir).catch((error: unknown) => {
      logger.warn({ err: String(error) }, 'card lookup and saved decks disabled: no usable card cache (npm run cards:sync)');
      return null;
    }),
  ]);
  logger.info(
    { rulesSections: rules?.sections.length ?? 0, rulesVersion: rules?.version ?? null, cards: catalog?.size ?? 0, ms: Math.round(performance.now() - started) },
    'lookup data loaded',
  );
  return { rules, catalog };
}

export interface LookupDepsOptions extends LookupData {
  backend: KvBackend;
  /** Prefix of the deck keys, so several bots (or test runs) can share one backend. */
  keyPrefix: string;
  /** The Discord API the bot talks to; a non-default one (the fake Discord) also serves attachments. */
  apiUrl?: string | undefined;
}

export function createLookupDeps(options: LookupDepsOptions): LookupDeps {
  const origins = [...DISCORD_ATTACHMENT_ORIGINS];
  if (options.apiUrl) origins.push(new URL(options.apiUrl).origin);
  return {
    rules: options.rules,
    catalog: options.catalog,
    decks: new DeckStore(namespacedKeyValue(options.backend, options.keyPrefix)),
    fetchAttachment: (url, maxBytes) => fetchAttachment(url, maxBytes),
    attachmentOrigins: origins,
    renderDeck: renderDeckImage,
    isScripted,
  };
}
