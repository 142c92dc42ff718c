import {
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type {
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIEmbedField,
  APIInteractionResponseCallbackData,
  APIModalInteractionResponseCallbackData,
} from 'discord.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command-module.js';
import { CARDS_MISSING } from '../src/bot/lookup-deps.js';
import type { LookupCommandDeps } from '../src/bot/lookup-deps.js';
import { toEditOptions, toReplyOptions } from '../src/bot/reply-options.js';
import { truncate } from '../src/cards/card-search.js';
import type { CardCatalog } from '../src/cards/catalog.js';
import { DeckName, DeckStoreError, MAX_DECK_NAME_LENGTH, toStoredDeck, UserId } from '../src/decks/deck-store.js';
import type { DeckStore, StoredDeck } from '../src/decks/deck-store.js';
import { readDeckList } from '../src/decks/import-deck.js';
import { MAX_DECK_INPUT_BYTES } from '../src/decks/input-limits.js';
import type { UnresolvedCard } from '../src/decks/resolve.js';
import { DECK_SECTIONS } from '../src/decks/types.js';
import type { ResolvedDeck } from '../src/decks/types.js';
import { validateStandard } from '../src/decks/validate.js';
import type { DeckValidation } from '../src/decks/validate.js';
import { cardSearchFor } from './card.js';

export const data = new SlashCommandBuilder()
  .setName('deck')
  .setDescription('Import and manage your Grand Archive decks')
  .addSubcommand((sub) =>
    sub
      .setName('import')
      .setDescription('Import a deck list (Omnideck, Omnidex, CGS, silvie.org or plain lines)')
      .addStringOption((option) =>
        option.setName('name').setDescription('A name for the deck').setRequired(true).setMaxLength(MAX_DECK_NAME_LENGTH),
      )
      .addAttachmentOption((option) =>
        option.setName('file').setDescription('The deck list file; without one, a form opens to paste it'),
      ),
  )
  .addSubcommand((sub) => sub.setName('list').setDescription('List your saved decks'))
  .addSubcommand((sub) =>
    sub
      .setName('show')
      .setDescription('Show a saved deck')
      .addStringOption((option) =>
        option.setName('name').setDescription('Deck name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_DECK_NAME_LENGTH),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('delete')
      .setDescription('Delete a saved deck')
      .addStringOption((option) =>
        option.setName('name').setDescription('Deck name').setRequired(true).setAutocomplete(true).setMaxLength(MAX_DECK_NAME_LENGTH),
      ),
  )
  .toJSON();

export type DeckReply = APIInteractionResponseCallbackData;

/** A reply with files to upload (the `/deck show` picture), referenced from its embed as attachment://name. */
export type DeckReplyWithFiles = DeckReply & { files?: { name: string; data: Buffer }[] };

export const DECK_IMAGE_FILE = 'deck.png';

export type DeckImportResponse =
  | { type: 'reply'; data: DeckReply }
  | { type: 'modal'; data: APIModalInteractionResponseCallbackData };

export interface DeckCommandDeps {
  catalog: CardCatalog;
  store: DeckStore;
  /** Downloads an attachment, refusing more than maxBytes. */
  fetchAttachment: (url: string, maxBytes: number) => Promise<Uint8Array>;
  isScripted?: (slug: string) => boolean;
  logger?: Logger;
  /** Origins attachments may come from; Discord's CDN when omitted. */
  attachmentOrigins?: readonly string[];
  /** Draws the deck for `/deck show` (a PNG); without it the answer is text only. */
  renderDeck?: (deck: ResolvedDeck, title: string) => Promise<Buffer>;
}

export interface AttachmentInfo {
  url: string;
  size: number;
  name?: string;
}

/** Where Discord serves attachments. */
export const DISCORD_ATTACHMENT_ORIGINS: readonly string[] = ['https://cdn.discordapp.com', 'https://media.discordapp.net'];

/** Attachments come from Discord (its CDN by default); anything else is refused before any download. */
function attachmentSchema(origins: readonly string[]) {
  return z.object({
    url: z.url().refine((url) => origins.includes(new URL(url).origin), 'not a Discord attachment'),
    size: z.number().int().min(0),
    name: z.string().optional(),
  });
}

const MODAL_PREFIX = 'deck:import:';
export const DECK_TEXT_INPUT_ID = 'deck-list';

/** `deck:import:<deck name>`, the modal opened by `/deck import` without a file. */
export const DeckImportModalId = z
  .string()
  .max(100)
  .refine((id) => id.startsWith(MODAL_PREFIX))
  .transform((id) => id.slice(MODAL_PREFIX.length))
  .pipe(DeckName);

function ephemeral(content: string): DeckReply {
  return { content: truncate(content, 2000), flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } };
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_`~|>#\[\]])/g, '\\$1');
}

export function buildDeckImportModal(name: string): APIModalInteractionResponseCallbackData {
  const deckName = DeckName.parse(name);
  return new ModalBuilder()
    .setCustomId(`${MODAL_PREFIX}${deckName}`)
    .setTitle(truncate(`Import deck: ${deckName}`, 45))
    .addLabelComponents(
      new LabelBuilder()
        .setLabel('Deck list')
        .setDescription('Omnideck or CGS text, plain "N Card Name" lines, or deck JSON')
        .setTextInputComponent(
          new TextInputBuilder()
            .setCustomId(DECK_TEXT_INPUT_ID)
            .setStyle(TextInputStyle.Paragraph)
            .setRequired(true)
            .setMaxLength(4000)
            .setPlaceholder('# Material Deck\n1 Champion Name\n# Main Deck\n4 Card Name'),
        ),
    )
    .toJSON();
}

function describeUnresolved(unresolved: readonly UnresolvedCard[]): string {
  const lines = unresolved.slice(0, 10).map((item) => {
    const where = item.line !== undefined ? `line ${item.line}: ` : '';
    const guesses = item.suggestions.length > 0 ? ` — did you mean ${item.suggestions.map((s) => `**${escapeMarkdown(s)}**`).join(', ')}?` : '';
    return `• ${where}"${escapeMarkdown(truncate(item.query, 60))}"${guesses}`;
  });
  const more = unresolved.length > 10 ? `\n…and ${unresolved.length - 10} more.` : '';
  return `Nothing was imported: these cards are not in the Index.\n${lines.join('\n')}${more}`;
}

function describeValidation(validation: DeckValidation): string {
  if (validation.legal) return 'Standard: legal.';
  const problems = validation.problems.slice(0, 8).map((problem) => `• ${problem.message} (rules: ${problem.rule})`);
  return `Standard: not legal.\n${problems.join('\n')}`;
}

function describeScripting(validation: DeckValidation): string {
  const scripting = validation.scripting;
  if (!scripting) return '';
  return `\nEngine support: ${scripting.scripted} cards scripted, ${scripting.assisted} assisted.`;
}

async function importInput(deps: DeckCommandDeps, userId: string, name: string, input: string | Uint8Array): Promise<DeckReply> {
  const outcome = readDeckList(input, deps.catalog, cardSearchFor(deps.catalog), deps.isScripted ? { isScripted: deps.isScripted } : {});
  if (!outcome.ok) {
    return outcome.reason === 'input'
      ? ephemeral(`Nothing was imported: ${outcome.error.message}`)
      : ephemeral(describeUnresolved(outcome.unresolved));
  }
  try {
    const stored = toStoredDeck(name, outcome.deck, outcome.list.format, outcome.validation.legal);
    const { replaced } = await deps.store.save(userId, stored);
    const { counts } = outcome.validation;
    return ephemeral(
      `${replaced ? 'Replaced' : 'Saved'} deck **${escapeMarkdown(name)}** (${outcome.list.format}): ` +
        `material ${counts.material}, main ${counts.main}, sideboard ${counts.sideboard}.\n` +
        describeValidation(outcome.validation) +
        describeScripting(outcome.validation),
    );
  } catch (error) {
    if (error instanceof DeckStoreError) return ephemeral(error.message);
    throw error;
  }
}

function checkUserAndName(userId: string, name: string): { ok: true; userId: string; name: string } | { ok: false; reply: DeckReply } {
  const user = UserId.safeParse(userId);
  if (!user.success) return { ok: false, reply: ephemeral('This command needs a Discord user.') };
  const deckName = DeckName.safeParse(name);
  if (!deckName.success) return { ok: false, reply: ephemeral(deckName.error.issues[0]?.message ?? 'Invalid deck name.') };
  return { ok: true, userId: user.data, name: deckName.data };
}

/** `/deck import name [file]`: with a file, import it; without, open the paste form. */
export async function handleDeckImport(
  deps: DeckCommandDeps,
  options: { userId: string; name: string; attachment?: AttachmentInfo | null },
): Promise<DeckImportResponse> {
  const checked = checkUserAndName(options.userId, options.name);
  if (!checked.ok) return { type: 'reply', data: checked.reply };
  if (!options.attachment) return { type: 'modal', data: buildDeckImportModal(checked.name) };

  const attachment = attachmentSchema(deps.attachmentOrigins ?? DISCORD_ATTACHMENT_ORIGINS).safeParse(options.attachment);
  if (!attachment.success) return { type: 'reply', data: ephemeral('Nothing was imported: that attachment cannot be read.') };
  if (attachment.data.size > MAX_DECK_INPUT_BYTES) {
    return { type: 'reply', data: ephemeral(`Nothing was imported: the file is larger than ${MAX_DECK_INPUT_BYTES / 1024} KB.`) };
  }
  let bytes: Uint8Array;
  try {
    bytes = await deps.fetchAttachment(attachment.data.url, MAX_DECK_INPUT_BYTES);
  } catch (error) {
    deps.logger?.warn({ err: String(error) }, 'deck attachment download failed');
    return { type: 'reply', data: ephemeral('Nothing was imported: the file could not be downloaded. Try again, or paste the list instead.') };
  }
  return { type: 'reply', data: await importInput(deps, checked.userId, checked.name, bytes) };
}

/** The paste form's submission. */
export async function handleDeckImportModal(
  deps: DeckCommandDeps,
  options: { userId: string; customId: string; text: string },
): Promise<DeckReply> {
  const name = DeckImportModalId.safeParse(options.customId);
  if (!name.success) return ephemeral('This form has expired; run /deck import again.');
  const checked = checkUserAndName(options.userId, name.data);
  if (!checked.ok) return checked.reply;
  return importInput(deps, checked.userId, checked.name, typeof options.text === 'string' ? options.text : '');
}

export async function handleDeckList(deps: DeckCommandDeps, options: { userId: string }): Promise<DeckReply> {
  const user = UserId.safeParse(options.userId);
  if (!user.success) return ephemeral('This command needs a Discord user.');
  const decks = await deps.store.list(user.data);
  if (decks.length === 0) return ephemeral('You have no saved decks. Import one with /deck import.');
  const lines = decks.map(
    (deck) =>
      `• **${escapeMarkdown(deck.name)}** — material ${deck.material}, main ${deck.main}, sideboard ${deck.sideboard}` +
      `${deck.standardLegal ? '' : ' (not Standard legal)'}`,
  );
  return ephemeral(`Your decks:\n${lines.join('\n')}`);
}

function sectionField(title: string, cards: StoredDeck['main']): APIEmbedField {
  const count = cards.reduce((sum, card) => sum + card.quantity, 0);
  const lines: string[] = [];
  let length = 0;
  for (const [index, card] of cards.entries()) {
    const line = `${card.quantity} ${card.name}`;
    if (length + line.length + 1 > 1000) {
      lines.push(`…and ${cards.length - index} more`);
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return { name: `${title} (${count})`, value: lines.length > 0 ? lines.join('\n') : '—', inline: false };
}

/** Rebuilds the deck from the current catalog so the summary reflects today's Index data. */
function resolveStored(deps: DeckCommandDeps, deck: StoredDeck): { deck: ResolvedDeck; missing: string[] } {
  const missing: string[] = [];
  const resolved = Object.fromEntries(
    DECK_SECTIONS.map((section) => [
      section,
      deck[section].flatMap(({ uuid, name, quantity }) => {
        const card = deps.catalog.byUuid(uuid);
        if (!card) {
          missing.push(name);
          return [];
        }
        return [{ card, quantity }];
      }),
    ]),
  ) as ResolvedDeck;
  return { deck: resolved, missing };
}

export async function handleDeckShow(deps: DeckCommandDeps, options: { userId: string; name: string }): Promise<DeckReplyWithFiles> {
  const checked = checkUserAndName(options.userId, options.name);
  if (!checked.ok) return checked.reply;
  const deck = await deps.store.get(checked.userId, checked.name);
  if (!deck) return ephemeral(`You have no deck named "${escapeMarkdown(checked.name)}".`);
  const { deck: resolved, missing } = resolveStored(deps, deck);
  const validation = validateStandard(resolved, deps.isScripted ? { isScripted: deps.isScripted } : {});
  const fields: APIEmbedField[] = [
    sectionField('Material deck', deck.material),
    sectionField('Main deck', deck.main),
  ];
  if (deck.sideboard.length > 0) fields.push(sectionField('Sideboard', deck.sideboard));
  const status = validation.legal ? 'Legal' : validation.problems.map((problem) => `• ${problem.message}`).join('\n');
  fields.push({ name: 'Standard', value: truncate(status, 1024) });
  if (validation.scripting) {
    fields.push({
      name: 'Engine support',
      value: truncate(
        `${validation.scripting.scripted} scripted, ${validation.scripting.assisted} assisted` +
          (validation.scripting.assistedCards.length > 0 ? `\nAssisted: ${validation.scripting.assistedCards.join(', ')}` : ''),
        1024,
      ),
    });
  }
  if (missing.length > 0) fields.push({ name: 'No longer in the Index', value: truncate(missing.join(', '), 1024) });
  const embed: APIEmbed = {
    title: truncate(deck.name, 256),
    description: `Imported ${deck.savedAt.slice(0, 10)} from ${deck.sourceFormat}. Sideboard points: ${validation.counts.sideboardPoints}.`,
    fields,
  };
  const reply: DeckReplyWithFiles = { embeds: [embed], flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } };
  if (deps.renderDeck) {
    try {
      reply.files = [{ name: DECK_IMAGE_FILE, data: await deps.renderDeck(resolved, deck.name) }];
      embed.image = { url: `attachment://${DECK_IMAGE_FILE}` };
    } catch (error) {
      deps.logger?.warn({ err: String(error) }, 'deck picture failed; answering with the list only');
    }
  }
  return reply;
}

export async function handleDeckDelete(deps: DeckCommandDeps, options: { userId: string; name: string }): Promise<DeckReply> {
  const checked = checkUserAndName(options.userId, options.name);
  if (!checked.ok) return checked.reply;
  const existed = await deps.store.delete(checked.userId, checked.name);
  return ephemeral(existed ? `Deleted deck **${escapeMarkdown(checked.name)}**.` : `You have no deck named "${escapeMarkdown(checked.name)}".`);
}

/** Autocomplete for `/deck show` and `/deck delete`: the user's own deck names. */
export async function autocompleteDeckName(
  deps: Pick<DeckCommandDeps, 'store'>,
  options: { userId: string; focused: string },
): Promise<APIApplicationCommandOptionChoice<string>[]> {
  const user = UserId.safeParse(options.userId);
  if (!user.success) return [];
  const query = (typeof options.focused === 'string' ? options.focused : '').trim().toLowerCase();
  const decks = await deps.store.list(user.data);
  return decks
    .filter((deck) => deck.key.includes(query))
    .slice(0, 25)
    .map((deck) => ({ name: deck.name, value: deck.name }));
}

/** The handlers' dependencies out of the bot's, or why they are missing. */
function deckDeps(deps: LookupCommandDeps): DeckCommandDeps | string {
  if (!deps.catalog) return CARDS_MISSING;
  if (!deps.decks || !deps.fetchAttachment) return 'Saved decks are not available on this bot.';
  return {
    catalog: deps.catalog,
    store: deps.decks,
    fetchAttachment: deps.fetchAttachment,
    logger: deps.logger,
    ...(deps.isScripted ? { isScripted: deps.isScripted } : {}),
    ...(deps.attachmentOrigins ? { attachmentOrigins: deps.attachmentOrigins } : {}),
    ...(deps.renderDeck ? { renderDeck: deps.renderDeck } : {}),
  };
}

/** `/deck` in the bot; the paste form submits as `deck:import:<name>`. */
export const deckCommand: CommandModule<LookupCommandDeps> = {
  data,
  async execute(interaction, botDeps) {
    const deps = deckDeps(botDeps);
    if (typeof deps === 'string') return void (await interaction.reply({ content: deps, flags: MessageFlags.Ephemeral }));
    const userId = interaction.user.id;
    const sub = interaction.options.getSubcommand(true);
    switch (sub) {
      case 'import': {
        const name = interaction.options.getString('name', true);
        const file = interaction.options.getAttachment('file');
        if (!file) {
          const response = await handleDeckImport(deps, { userId, name });
          if (response.type === 'modal') return void (await interaction.showModal(response.data));
          return void (await interaction.reply(toReplyOptions(response.data)));
        }
        // Downloading and reading a file can outlast Discord's 3 seconds: acknowledge first.
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        const response = await handleDeckImport(deps, { userId, name, attachment: { url: file.url, size: file.size, name: file.name } });
        return void (await interaction.editReply(toEditOptions(response.type === 'reply' ? response.data : { content: 'Nothing was imported.' })));
      }
      case 'list':
        return void (await interaction.reply(toReplyOptions(await handleDeckList(deps, { userId }))));
      case 'show': {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        const reply = await handleDeckShow(deps, { userId, name: interaction.options.getString('name', true) });
        return void (await interaction.editReply(toEditOptions(reply)));
      }
      case 'delete':
        return void (await interaction.reply(toReplyOptions(await handleDeckDelete(deps, { userId, name: interaction.options.getString('name', true) }))));
      default:
        return void (await interaction.reply({ content: 'Unknown /deck subcommand.', flags: MessageFlags.Ephemeral }));
    }
  },
  async autocomplete(interaction, botDeps) {
    const focused = interaction.options.getFocused(true);
    if (!botDeps.decks || focused.name !== 'name') return void (await interaction.respond([]));
    await interaction.respond(await autocompleteDeckName({ store: botDeps.decks }, { userId: interaction.user.id, focused: String(focused.value) }));
  },
  modals: {
    deck: async (interaction, botDeps) => {
      const deps = deckDeps(botDeps);
      if (typeof deps === 'string') return void (await interaction.reply({ content: deps, flags: MessageFlags.Ephemeral }));
      const text = interaction.fields.getTextInputValue(DECK_TEXT_INPUT_ID);
      const reply = await handleDeckImportModal(deps, { userId: interaction.user.id, customId: interaction.customId, text });
      await interaction.reply(toReplyOptions(reply));
    },
  },
};
