import { REST } from 'discord.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { FIXTURE_DECKS } from '../../src/cards/fixtures/index.js';
import { isScripted } from '../../src/cards/game-defs.js';
import { createDeckResolver } from '../../src/bot/deck-resolver.js';
import { deployCommands } from '../../src/bot/deploy-commands.js';
import { createLookupDeps } from '../../src/bot/lookup-setup.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { CommandModule } from '../../src/bot/command-module.js';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import type { RulesIndex } from '../../src/rules/search.js';
import { commands } from '../../commands/index.js';
import { fixtureCard, fixtureCards } from '../cards-catalog/fixture-cards.js';
import { FIXTURE_RULES } from '../rules-lookup/helpers.js';
import type { FakeDiscord, RecordedMessage } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from '../bot/harness.js';

/** The token scripts can summon (facts only), so games can be built from this small catalog. */
const POWERCELL: IndexCard = fixtureCard({
  name: 'Powercell', slug: 'powercell', uuid: 'qzzadf9q1v', types: ['TOKEN', 'ITEM'], subtypes: ['CLERIC', 'POWERCELL'], classes: ['CLERIC'],
  element: 'NORM', cost: { type: 'reserve', value: '1' }, cost_memory: null, cost_reserve: 1, level: null, power: null, life: null,
  durability: null, speed: null, legality: null,
  edition: { uuid: 'kh9ngakrff', slug: 'powercell-mrc-b', prefix: 'MRC', set: 'Mercurial Heart', collector_number: '064', rarity: 1, image: '/cards/images/kh9ngakrff.jpg' },
});

/** The self-written card fixture of test/cards-catalog, plus the token. */
export function testCatalog(): CardCatalog {
  return new CardCatalog([...fixtureCards(), POWERCELL]);
}

/** The self-written mini rules corpus of test/rules-lookup. */
export async function testRules(): Promise<RulesIndex> {
  return buildRulesIndex(await loadRulesCorpus(FIXTURE_RULES));
}

export interface LookupBot {
  fake: FakeDiscord;
  run: BotRun;
  namespace: string;
  stop(): Promise<void>;
}

/** A fake Discord with every command deployed, and a bot with the given rules and cards (null: not synced). */
export async function startLookupBot(data: { rules: RulesIndex | null; catalog: CardCatalog | null }): Promise<LookupBot> {
  const db = tempSqliteUrl();
  const fake = await startFake();
  const namespace = newNamespace();
  const rest = new REST({ api: fake.restUrl }).setToken('fake-token');
  await deployCommands({ rest, appId: fake.state.applicationId, modules: commands as CommandModule<never>[] });
  const run = await startBot(fake, {
    storeUrl: db.url,
    namespace,
    time: new ManualTime(Date.now()),
    lookup: (store, api) => createLookupDeps({ ...data, backend: store.backend, keyPrefix: `${namespace}:`, apiUrl: api.restUrl }),
    resolveDeck: (lookup) => createDeckResolver({ houseDecks: FIXTURE_DECKS, saved: lookup?.decks, catalog: data.catalog, isScripted }),
  });
  return {
    fake,
    run,
    namespace,
    async stop() {
      await run.stop();
      await fake.close();
      db.cleanup();
    },
  };
}

export const EPHEMERAL = 64;

export function embedOf(message: RecordedMessage | undefined, index = 0): Record<string, unknown> {
  const embed = message?.embeds[index];
  if (!embed) throw new Error(`message has no embed ${index}: ${JSON.stringify(message)}`);
  return embed as Record<string, unknown>;
}

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
