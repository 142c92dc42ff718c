import { ApplicationCommandOptionType, ComponentType, MessageFlags } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import {
  autocompleteDeckName,
  buildDeckImportModal,
  data,
  DECK_TEXT_INPUT_ID,
  DeckImportModalId,
  handleDeckDelete,
  handleDeckImport,
  handleDeckImportModal,
  handleDeckList,
  handleDeckShow,
} from '../../commands/deck.js';
import type { DeckCommandDeps } from '../../commands/deck.js';
import { DeckStore } from '../../src/decks/deck-store.js';
import { MemoryKv } from './memory-kv.js';
import { fixtureCatalog, OMNIDECK_TEXT, PLAIN_TEXT } from './sample-decks.js';

const USER = '123456789012345678';
const ATTACHMENT_URL = 'https://cdn.discordapp.com/attachments/1/2/deck.txt';

function setup(files: Record<string, Uint8Array | Error> = {}) {
  const kv = new MemoryKv();
  const fetchAttachment = vi.fn(async (url: string) => {
    const file = files[url];
    if (!file) throw new Error('404');
    if (file instanceof Error) throw file;
    return file;
  });
  const deps: DeckCommandDeps = { catalog: fixtureCatalog().catalog, store: new DeckStore(kv), fetchAttachment };
  return { kv, deps, fetchAttachment };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('/deck definition', () => {
  it('has import, list, show and delete subcommands', () => {
    expect(data.name).toBe('deck');
    const subcommands = data.options?.map((option) => option.name);
    expect(subcommands).toEqual(['import', 'list', 'show', 'delete']);
    const importOptions = (data.options?.[0] as { options?: { name: string; type: number; required?: boolean }[] }).options;
    expect(importOptions).toEqual([
      expect.objectContaining({ name: 'name', type: ApplicationCommandOptionType.String, required: true, max_length: 50 }),
      expect.objectContaining({ name: 'file', type: ApplicationCommandOptionType.Attachment }),
    ]);
  });
});

describe('/deck import', () => {
  it('opens a paste form without a file', async () => {
    const { deps } = setup();
    const response = await handleDeckImport(deps, { userId: USER, name: 'Fire Aggro' });
    expect(response.type).toBe('modal');
    if (response.type !== 'modal') return;
    expect(response.data.custom_id).toBe('deck:import:Fire Aggro');
    expect(DeckImportModalId.parse(response.data.custom_id)).toBe('Fire Aggro');
    const label = response.data.components[0] as { type: number; component: { custom_id: string; style: number; type: number } };
    expect(label.type).toBe(ComponentType.Label);
    expect(label.component).toMatchObject({ type: ComponentType.TextInput, custom_id: DECK_TEXT_INPUT_ID, style: 2 });
    expect(buildDeckImportModal('x'.repeat(50)).title.length).toBeLessThanOrEqual(45);
  });

  it('saves a pasted list and reports its legality', async () => {
    const { deps } = setup();
    const reply = await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:Fire Aggro', text: OMNIDECK_TEXT });
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    expect(reply.content).toMatch(/Saved deck \*\*Fire Aggro\*\* \(omnideck\): material 6, main 60, sideboard 3/);
    expect(reply.content).toContain('Standard: legal.');
    expect((await deps.store.list(USER)).map((deck) => deck.name)).toEqual(['Fire Aggro']);
  });

  it('imports an attached file and reports engine support', async () => {
    const { deps, fetchAttachment } = setup({ [ATTACHMENT_URL]: bytes(PLAIN_TEXT) });
    deps.isScripted = (slug) => slug === 'fireball';
    const response = await handleDeckImport(deps, { userId: USER, name: 'Plain', attachment: { url: ATTACHMENT_URL, size: 900 } });
    expect(fetchAttachment).toHaveBeenCalledWith(ATTACHMENT_URL, 100 * 1024);
    expect(response.type).toBe('reply');
    if (response.type !== 'reply') return;
    expect(response.data.content).toMatch(/Saved deck \*\*Plain\*\* \(plain\): material 6, main 60, sideboard 0/);
    expect(response.data.content).toMatch(/1 cards scripted, 20 assisted/);
  });

  it('saves a deck that breaks Standard, saying why', async () => {
    const { deps } = setup();
    const reply = await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:Small', text: '1 Spirit of Fire\n4 Fireball' });
    expect(reply.content).toMatch(/Standard: not legal/);
    expect(reply.content).toContain('general-rules/general-rules-format-conventions.md#standard-constructed-rules');
    expect((await deps.store.list(USER))[0]).toMatchObject({ name: 'Small', standardLegal: false });
  });

  it('imports nothing when a card is unknown, and suggests names', async () => {
    const { deps, kv } = setup();
    const reply = await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:Typos', text: '1 Spirit of Fyre\n4 Fireball' });
    expect(reply.content).toMatch(/Nothing was imported/);
    expect(reply.content).toMatch(/line 1: "Spirit of Fyre" — did you mean \*\*Spirit of Fire\*\*/);
    expect(kv.data.size).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['binary', '4 Fire\u0000ball'],
    ['too large', 'x'.repeat(100 * 1024 + 1)],
    ['too many lines', Array.from({ length: 10_000 }, () => '1 Ra').join('\n')],
    ['unknown format', '{"hello": "world"}'],
  ])('stores nothing for %s input', async (_label, text) => {
    const { deps, kv } = setup();
    const reply = await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:Bad', text });
    expect(reply.content).toMatch(/^Nothing was imported: /);
    expect(kv.data.size).toBe(0);
  });

  it('refuses oversized, foreign or unreadable attachments without storing anything', async () => {
    const { deps, kv, fetchAttachment } = setup({ [ATTACHMENT_URL]: new Error('network down') });
    const big = await handleDeckImport(deps, { userId: USER, name: 'Big', attachment: { url: ATTACHMENT_URL, size: 200 * 1024 } });
    expect(big.type === 'reply' && big.data.content).toMatch(/larger than 100 KB/);
    const foreign = await handleDeckImport(deps, { userId: USER, name: 'Foreign', attachment: { url: 'https://example.com/deck.txt', size: 10 } });
    expect(foreign.type === 'reply' && foreign.data.content).toMatch(/cannot be read/);
    const plainHttp = await handleDeckImport(deps, { userId: USER, name: 'Http', attachment: { url: 'http://cdn.discordapp.com/a/b.txt', size: 10 } });
    expect(plainHttp.type === 'reply' && plainHttp.data.content).toMatch(/cannot be read/);
    expect(fetchAttachment).not.toHaveBeenCalled();
    const failing = await handleDeckImport(deps, { userId: USER, name: 'Down', attachment: { url: ATTACHMENT_URL, size: 10 } });
    expect(failing.type === 'reply' && failing.data.content).toMatch(/could not be downloaded/);
    const binaryFile = setup({ [ATTACHMENT_URL]: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]) });
    const binary = await handleDeckImport(binaryFile.deps, { userId: USER, name: 'Png', attachment: { url: ATTACHMENT_URL, size: 6 } });
    expect(binary.type === 'reply' && binary.data.content).toMatch(/binary/);
    expect(kv.data.size + binaryFile.kv.data.size).toBe(0);
  });

  it('refuses bad names and forged form ids', async () => {
    const { deps, kv } = setup();
    const response = await handleDeckImport(deps, { userId: USER, name: '   ' });
    expect(response.type === 'reply' && response.data.content).toMatch(/at least one character/);
    const forged = await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:', text: OMNIDECK_TEXT });
    expect(forged.content).toMatch(/expired/);
    const other = await handleDeckImportModal(deps, { userId: USER, customId: 'card:post:fireball', text: OMNIDECK_TEXT });
    expect(other.content).toMatch(/expired/);
    expect(kv.data.size).toBe(0);
  });
});

describe('/deck list, show and delete', () => {
  async function withDeck() {
    const context = setup();
    await handleDeckImportModal(context.deps, { userId: USER, customId: 'deck:import:Fire Aggro', text: OMNIDECK_TEXT });
    return context;
  }

  it('lists the user\'s decks', async () => {
    const { deps } = await withDeck();
    expect((await handleDeckList(deps, { userId: USER })).content).toContain('**Fire Aggro** — material 6, main 60, sideboard 3');
    expect((await handleDeckList(deps, { userId: '42' })).content).toMatch(/no saved decks/);
  });

  it('shows a deck as an embed summary', async () => {
    const { deps } = await withDeck();
    const reply = await handleDeckShow(deps, { userId: USER, name: 'fire aggro' });
    const embed = reply.embeds?.[0];
    expect(embed?.title).toBe('Fire Aggro');
    const field = (prefix: string) => embed?.fields?.find((entry) => entry.name.startsWith(prefix));
    expect(field('Material deck (6)')?.value).toContain('1 Lorraine, Wandering Warrior');
    expect(field('Main deck (60)')?.value).toContain('4 Fireball');
    expect(field('Sideboard (3)')?.value).toContain('2 Bolt of Diamonds');
    expect(field('Standard')?.value).toBe('Legal');
    expect(embed?.description).toContain('Sideboard points: 5');
    expect((await handleDeckShow(deps, { userId: USER, name: 'nope' })).content).toMatch(/no deck named "nope"/);
  });

  it('deletes a deck', async () => {
    const { deps } = await withDeck();
    expect((await handleDeckDelete(deps, { userId: USER, name: 'FIRE AGGRO' })).content).toMatch(/Deleted deck/);
    expect((await handleDeckDelete(deps, { userId: USER, name: 'Fire Aggro' })).content).toMatch(/no deck named/);
    expect(await deps.store.list(USER)).toEqual([]);
  });

  it('autocompletes the user\'s deck names', async () => {
    const { deps } = await withDeck();
    await handleDeckImportModal(deps, { userId: USER, customId: 'deck:import:Water Control', text: PLAIN_TEXT });
    expect(await autocompleteDeckName(deps, { userId: USER, focused: 'WAT' })).toEqual([{ name: 'Water Control', value: 'Water Control' }]);
    expect(await autocompleteDeckName(deps, { userId: USER, focused: '' })).toHaveLength(2);
    expect(await autocompleteDeckName(deps, { userId: 'x', focused: '' })).toEqual([]);
  });
});
