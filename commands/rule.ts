import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command-module.js';
import { RULES_MISSING } from '../src/bot/lookup-deps.js';
import type { LookupCommandDeps } from '../src/bot/lookup-deps.js';
import { handleRuleButton, notFoundReply, notice, parseRuleButtonId, sectionReply } from '../src/rules/reply.js';
import type { RuleReply } from '../src/rules/reply.js';
import type { CardCatalog } from '../src/cards/catalog.js';
import { MAX_RULING_CARDS } from '../src/rules/reply.js';
import { relevantRulings } from '../src/rules/card-mentions.js';
import type { Choice, RulesIndex } from '../src/rules/search.js';
import { indexTerms } from '../src/rules/text-analysis.js';
import { rankQuestion } from './rule-cards.js';

export { handleRuleButton, parseRuleButtonId };
export type { RuleReply };

export const data = new SlashCommandBuilder()
  .setName('rule')
  .setDescription('Look up the Grand Archive Comprehensive Rules')
  .addStringOption((option) =>
    option
      .setName('query')
      .setDescription('A question, a keyword or a rule (pick a suggestion for an exact section)')
      .setRequired(true)
      .setAutocomplete(true)
      .setMaxLength(200),
  )
  .toJSON();

export const ruleOptionsSchema = z.object({ query: z.string().trim().min(1).max(200) });

/**
 * `/rule query:…` — the query is a section id picked from autocomplete, a citation, or free text.
 * With the card catalog, card names in the question are read as cards: the rules their keywords
 * point to are candidates, and their official rulings are shown beside the answer.
 */
export function handleRule(options: unknown, index: RulesIndex, catalog?: CardCatalog | null): RuleReply {
  const parsed = ruleOptionsSchema.safeParse(options);
  if (!parsed.success) return notice('Ask a rules question or name a rule (at most 200 characters).');
  const { query } = parsed.data;
  const exact = index.getSection(query);
  if (exact) return sectionReply(exact, index.version);
  const { hits, cards, rest } = rankQuestion(index, catalog, query, 4);
  const best = hits[0]?.section ?? index.resolve(query);
  if (!best) return notFoundReply(query);
  return sectionReply(best, index.version, {
    related: hits.slice(1).map((h) => h.section),
    cards: cards.slice(0, MAX_RULING_CARDS).map((card) => ({ card, rulings: relevantRulings(card, rest, indexTerms) })),
  });
}

const focusedSchema = z.string().max(200);

export function autocomplete(focusedValue: unknown, index: RulesIndex): Choice[] {
  const parsed = focusedSchema.safeParse(focusedValue);
  return parsed.success ? index.autocomplete(parsed.data) : [];
}

const rulesMissing = { content: RULES_MISSING, flags: MessageFlags.Ephemeral } as const;

/** `/rule` in the bot; its `rule:*` buttons serve `/keyword` answers too. */
export const ruleCommand: CommandModule<LookupCommandDeps> = {
  data,
  async execute(interaction, deps) {
    if (!deps.rules) return void (await interaction.reply(rulesMissing));
    await interaction.reply(handleRule({ query: interaction.options.getString('query', true) }, deps.rules, deps.catalog));
  },
  async autocomplete(interaction, deps) {
    await interaction.respond(deps.rules ? autocomplete(interaction.options.getFocused(), deps.rules) : []);
  },
  components: {
    rule: async (interaction, deps) => {
      if (!deps.rules) return void (await interaction.reply(rulesMissing));
      await interaction.reply(handleRuleButton(interaction.customId, deps.rules, interaction.user.id));
    },
  },
};
