import { ButtonStyle, ComponentType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type {
  APIActionRowComponent,
  APIApplicationCommandOptionChoice,
  APIComponentInMessageActionRow,
  APIInteractionResponseCallbackData,
} from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command-module.js';
import { CARDS_MISSING } from '../src/bot/lookup-deps.js';
import type { LookupCommandDeps } from '../src/bot/lookup-deps.js';
import { toReplyOptions } from '../src/bot/reply-options.js';
import { CardSearch, buildCardEmbed, lookupCard } from '../src/cards/card-search.js';
import type { CardCatalog } from '../src/cards/catalog.js';
import type { CardRuleLink } from '../src/cards/card-search.js';
import type { IndexCard } from '../src/cards/index-schema.js';
import { sectionLink } from '../src/rules/citation.js';
import type { RulesIndex } from '../src/rules/search.js';
import { toRulesCard } from './rule-cards.js';

export const data = new SlashCommandBuilder()
  .setName('card')
  .setDescription('Look up a Grand Archive card in the Index')
  .addStringOption((option) =>
    option.setName('name').setDescription('Card name').setRequired(true).setAutocomplete(true).setMaxLength(100),
  )
  .toJSON();

export type CardReply = APIInteractionResponseCallbackData;

const POST_PREFIX = 'card:post:';

/** `card:post:<slug>`: the "Post in channel" button. Custom ids come back from Discord and are parsed, never trusted. */
export const CardPostCustomId = z
  .string()
  .max(100)
  .regex(/^card:post:[a-z0-9-]{1,80}$/)
  .transform((id) => ({ slug: id.slice(POST_PREFIX.length) }));

export function postButtonCustomId(slug: string): string {
  return `${POST_PREFIX}${slug}`;
}

const searches = new WeakMap<CardCatalog, CardSearch>();

/** One search index per catalog, built on first use. */
export function cardSearchFor(catalog: CardCatalog): CardSearch {
  let search = searches.get(catalog);
  if (!search) {
    search = new CardSearch(catalog);
    searches.set(catalog, search);
  }
  return search;
}

export function autocomplete(catalog: CardCatalog, focused: string): APIApplicationCommandOptionChoice<string>[] {
  const query = typeof focused === 'string' ? focused.slice(0, 100) : '';
  return cardSearchFor(catalog).choices(query);
}

/** At most this many keyword links under a card. */
export const MAX_RULE_LINKS = 8;

/** The glossary entries of the keywords a card prints, as links (none without the rules). */
export function cardRuleLinks(card: IndexCard, rules: RulesIndex | null | undefined): CardRuleLink[] {
  if (!rules) return [];
  return rules
    .cardSections(toRulesCard(card))
    .slice(0, MAX_RULE_LINKS)
    .map((section) => ({ name: section.heading ?? section.pageTitle, url: sectionLink(section) }));
}

/** Answers `/card name`: only the asker sees it, with a button to share it. */
export function handleCard(catalog: CardCatalog, name: string, rules?: RulesIndex | null): CardReply {
  const query = typeof name === 'string' ? name.trim().slice(0, 100) : '';
  if (query === '') return { content: 'Type a card name.', flags: MessageFlags.Ephemeral };
  const result = lookupCard(catalog, cardSearchFor(catalog), query);
  if (!result.found) {
    const suggestions = result.suggestions.map((card) => `**${card.name}**`).join(', ');
    return {
      content: `No card named "${query.replace(/[*_`~|>]/g, '')}" in the Index.${suggestions ? ` Did you mean ${suggestions}?` : ''}`,
      flags: MessageFlags.Ephemeral,
      allowed_mentions: { parse: [] },
    };
  }
  const row: APIActionRowComponent<APIComponentInMessageActionRow> = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: 'Post in channel',
        custom_id: postButtonCustomId(result.card.slug),
      },
    ],
  };
  return { embeds: [buildCardEmbed(result.card, cardRuleLinks(result.card, rules))], components: [row], flags: MessageFlags.Ephemeral };
}

/** The "Post in channel" click: the same embed, visible to everyone, without the button. */
export function handleCardPost(catalog: CardCatalog, customId: string, rules?: RulesIndex | null): CardReply {
  const parsed = CardPostCustomId.safeParse(customId);
  const card = parsed.success ? catalog.bySlug(parsed.data.slug) : undefined;
  if (!card) return { content: 'That card is no longer in the catalog.', flags: MessageFlags.Ephemeral };
  return { embeds: [buildCardEmbed(card, cardRuleLinks(card, rules))], allowed_mentions: { parse: [] } };
}

const cardsMissing = { content: CARDS_MISSING, flags: MessageFlags.Ephemeral } as const;

/** `/card` in the bot, with its `card:post:*` button. */
export const cardCommand: CommandModule<LookupCommandDeps> = {
  data,
  async execute(interaction, deps) {
    if (!deps.catalog) return void (await interaction.reply(cardsMissing));
    await interaction.reply(toReplyOptions(handleCard(deps.catalog, interaction.options.getString('name', true), deps.rules)));
  },
  async autocomplete(interaction, deps) {
    await interaction.respond(deps.catalog ? autocomplete(deps.catalog, interaction.options.getFocused()) : []);
  },
  components: {
    card: async (interaction, deps) => {
      if (!deps.catalog) return void (await interaction.reply(cardsMissing));
      await interaction.reply(toReplyOptions(handleCardPost(deps.catalog, interaction.customId, deps.rules)));
    },
  },
};
