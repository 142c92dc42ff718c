import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB } from '../bot/driver.js';
import { OMNIDECK_TEXT } from '../decks/sample-decks.js';
import { startLookupBot, testCatalog, testRules, type LookupBot } from './setup.js';

describe('e2e: /play challenge deck autocomplete', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog: testCatalog() });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  async function importDeck(user: string, name: string): Promise<void> {
    const command = bot.fake.sendSlashCommand({ user, name: 'deck', subcommand: 'import', options: { name } });
    await command.response();
    await bot.fake.submitModal({ from: command, values: { 'deck-list': OMNIDECK_TEXT } }).response();
  }

  const suggest = async (user: string, typed: string) =>
    (await bot.fake.autocomplete({ user, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id }, deck: typed }, focused: 'deck' }).response())
      .data?.choices;

  it('suggests the user’s own saved decks, then the house decks, filtered by what was typed', async () => {
    await importDeck(ALICE.id, 'Crux Warriors');
    await importDeck(BOB.id, 'Bob Burn');
    expect(await suggest(ALICE.id, '')).toEqual([
      { name: 'Crux Warriors', value: 'Crux Warriors' },
      { name: 'fire', value: 'fire' },
      { name: 'water', value: 'water' },
    ]);
    expect(await suggest(ALICE.id, 'crux')).toEqual([{ name: 'Crux Warriors', value: 'Crux Warriors' }]);
    // Another user's decks are never suggested.
    expect(await suggest(ALICE.id, 'bob')).toEqual([]);
  });
});
