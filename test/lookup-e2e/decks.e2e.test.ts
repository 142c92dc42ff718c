import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeckStore, toStoredDeck } from '../../src/decks/deck-store.js';
import type { ResolvedDeck } from '../../src/decks/types.js';
import { namespacedKeyValue } from '../../src/store/namespaced-kv.js';
import { openBackend } from '../../src/store/backend.js';
import type { InteractionHandle } from '../discord/fake-discord.js';
import { ALICE, BOB } from '../bot/driver.js';
import { CGS_TEXT, OMNIDECK_TEXT, OMNIDEX_JSON, silvieJson } from '../decks/sample-decks.js';
import { EPHEMERAL, PNG_MAGIC, embedOf, startLookupBot, testCatalog, testRules, type LookupBot } from './setup.js';

const catalog = testCatalog();

describe('e2e: /deck through the fake Discord', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  const deckKeys = () => bot.run.store.backend.keysWithPrefix(`${bot.namespace}:deck`);

  /** `/deck import name:…` then the paste form, answered with `text`. */
  async function importByForm(user: string, name: string, text: string): Promise<InteractionHandle> {
    const command = bot.fake.sendSlashCommand({ user, name: 'deck', subcommand: 'import', options: { name } });
    const shown = await command.response();
    expect(shown.type).toBe(9);
    expect(shown.data?.custom_id).toBe(`deck:import:${name}`);
    const submit = bot.fake.submitModal({ from: command, values: { 'deck-list': text } });
    await submit.response();
    return submit;
  }

  /** `/deck import name:… file:…`: a deferred private reply, then its edit. */
  async function importFile(user: string, name: string, file: { name: string; bytes: string | Uint8Array }): Promise<string> {
    const command = bot.fake.sendSlashCommand({ user, name: 'deck', subcommand: 'import', options: { name, file: { attachment: file } } });
    const response = await command.response();
    expect(response.type).toBe(5);
    expect(response.message?.ephemeralTo).toBe(user);
    return bot.fake.waitFor(() => (command.original?.content ? command.original.content : undefined), 5000, 'the import answer');
  }

  it('imports from the paste form and from attached files in several formats, then lists, shows and deletes', async () => {
    const { fake } = bot;
    const pasted = await importByForm(ALICE.id, 'Fire Paste', OMNIDECK_TEXT);
    expect(pasted.original?.ephemeralTo).toBe(ALICE.id);
    expect(pasted.original?.content).toMatch(/^Saved deck \*\*Fire Paste\*\* \(omnideck\): material 6, main 60, sideboard 3/);
    expect(pasted.original?.content).toContain('Standard: legal.');
    expect(pasted.original?.content).toMatch(/Engine support: \d+ cards scripted, \d+ assisted/);

    expect(await importFile(ALICE.id, 'CGS File', { name: 'deck.txt', bytes: CGS_TEXT })).toMatch(/^Saved deck \*\*CGS File\*\* \(cgs\)/);
    expect(await importFile(ALICE.id, 'Omnidex', { name: 'deck.json', bytes: OMNIDEX_JSON })).toMatch(/^Saved deck \*\*Omnidex\*\* \(omnidex-json\)/);
    expect(await importFile(ALICE.id, 'Silvie', { name: 'silvie.json', bytes: silvieJson(catalog) })).toMatch(/\(silvie-json\)/);

    const list = await fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'list' }).response();
    expect(list.message?.ephemeralTo).toBe(ALICE.id);
    expect(list.message?.content).toMatch(/CGS File.*\n.*Fire Paste.*\n.*Omnidex.*\n.*Silvie/);
    // Bob's decks are his own.
    const bobList = await fake.sendSlashCommand({ user: BOB.id, name: 'deck', subcommand: 'list' }).response();
    expect(bobList.message?.content).toMatch(/no saved decks/);

    const names = await fake.autocomplete({ user: ALICE.id, name: 'deck', subcommand: 'show', options: { name: 'fi' }, focused: 'name' }).response();
    expect(names.data?.choices).toEqual([
      { name: 'CGS File', value: 'CGS File' },
      { name: 'Fire Paste', value: 'Fire Paste' },
    ]);

    const show = fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'show', options: { name: 'fire paste' } });
    const deferred = await show.response();
    expect(deferred.type).toBe(5);
    const shown = await fake.waitFor(() => (show.original?.embeds.length ? show.original : undefined), 10_000, 'the deck picture');
    expect(shown.ephemeralTo).toBe(ALICE.id);
    expect(shown.flags & EPHEMERAL).toBe(EPHEMERAL);
    const embed = embedOf(shown);
    expect(embed.title).toBe('Fire Paste');
    expect(JSON.stringify(embed.fields)).toContain('4 Fireball');
    expect(shown.attachments.map((a) => a.filename)).toEqual(['deck.png']);
    expect(shown.attachments[0]!.bytes!.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(String((embed.image as { url: string }).url)).toMatch(/deck\.png/);

    const deleted = await fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'delete', options: { name: 'Omnidex' } }).response();
    expect(deleted.message?.content).toBe('Deleted deck **Omnidex**.');
    const again = await fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'delete', options: { name: 'Omnidex' } }).response();
    expect(again.message?.content).toMatch(/no deck named/);
    const after = await fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'list' }).response();
    expect(after.message?.content).not.toContain('Omnidex');
    expect(after.message?.content).toContain('Silvie');
    expect(fake.rejectedRequests()).toEqual([]);
  });

  it('answers bad input privately with a clear error and stores nothing', async () => {
    const before = (await deckKeys()).sort();
    const tenThousandLines = Array.from({ length: 10_000 }, () => '1 Ra').join('\n');
    const cases: Array<[string, Promise<string | undefined>, RegExp]> = [
      ['empty file', importFile(BOB.id, 'Empty', { name: 'empty.txt', bytes: '' }), /^Nothing was imported: /],
      ['binary file', importFile(BOB.id, 'Binary', { name: 'deck.png', bytes: new Uint8Array([...PNG_MAGIC, 0, 0, 0, 13]) }), /binary/],
      ['10,000 lines', importFile(BOB.id, 'Long', { name: 'long.txt', bytes: tenThousandLines }), /^Nothing was imported: .*lines/],
      ['huge file', importFile(BOB.id, 'Huge', { name: 'huge.txt', bytes: '4 Fireball\n'.repeat(20_000) }), /larger than 100 KB/],
      ['unknown format', importByForm(BOB.id, 'Unknown', '{"hello": "world"}').then((h) => h.original?.content), /^Nothing was imported: /],
      ['blank form', importByForm(BOB.id, 'Blank', ' \n \n ').then((h) => h.original?.content), /^Nothing was imported: /],
      ['unknown card', importByForm(BOB.id, 'Typo', '1 Spirit of Fyre\n4 Fireball').then((h) => h.original?.content), /did you mean \*\*Spirit of Fire\*\*/],
    ];
    for (const [label, answer, expected] of cases) {
      expect(await answer, label).toMatch(expected);
    }
    for (const message of bot.fake.allMessages().filter((m) => m.content.startsWith('Nothing was imported'))) {
      expect(message.ephemeralTo).toBe(BOB.id);
    }
    expect((await deckKeys()).sort()).toEqual(before);
    const list = await bot.fake.sendSlashCommand({ user: BOB.id, name: 'deck', subcommand: 'list' }).response();
    expect(list.message?.content).toMatch(/no saved decks/);
  });

  it('keeps every deck when one user imports several at once', async () => {
    const user = '100000000000000003';
    const names = Array.from({ length: 8 }, (_, i) => `Burst ${i}`);
    const answers = await Promise.all(names.map((name) => importByForm(user, name, OMNIDECK_TEXT)));
    for (const answer of answers) expect(answer.original?.content).toMatch(/^Saved deck/);
    const list = await bot.fake.sendSlashCommand({ user, name: 'deck', subcommand: 'list' }).response();
    for (const name of names) expect(list.message?.content).toContain(`**${name}**`);
  });
});

describe('deck store on the shared backend', () => {
  it('loses no entry when two bot processes save decks for one user at the same time', async () => {
    const { tempSqliteUrl } = await import('../bot/harness.js');
    const db = tempSqliteUrl();
    // Opened one after the other: the first switches the new file to WAL, which needs it alone for a moment.
    const first = await openBackend(db.url);
    const second = await openBackend(db.url);
    try {
      // Two stores with their own in-process locks: only the backend's compare-and-swap keeps the list whole.
      const stores = [new DeckStore(namespacedKeyValue(first, 'p:')), new DeckStore(namespacedKeyValue(second, 'p:'))];
      const deck: ResolvedDeck = { material: [{ card: catalog.byName('Spirit of Fire')!, quantity: 1 }], main: [], sideboard: [] };
      const user = '123456789012345678';
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => stores[i % 2]!.save(user, toStoredDeck(`Deck ${String(i).padStart(2, '0')}`, deck, 'plain', false))),
      );
      const listed = (await stores[0]!.list(user)).map((d) => d.name);
      expect(listed).toEqual(Array.from({ length: 20 }, (_, i) => `Deck ${String(i).padStart(2, '0')}`));
      expect(await stores[1]!.get(user, 'deck 07')).toMatchObject({ name: 'Deck 07' });
      await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2]!.delete(user, `Deck ${String(i * 2).padStart(2, '0')}`)));
      expect((await stores[1]!.list(user)).length).toBe(10);
    } finally {
      await first.close();
      await second.close();
      db.cleanup();
    }
  });
});
