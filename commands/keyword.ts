import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command-module.js';
import { RULES_MISSING } from '../src/bot/lookup-deps.js';
import type { LookupCommandDeps } from '../src/bot/lookup-deps.js';
import { notFoundReply, sectionReply } from '../src/rules/reply.js';
import type { RuleReply } from '../src/rules/reply.js';
import type { Choice, RulesIndex } from '../src/rules/search.js';

export const data = new SlashCommandBuilder()
  .setName('keyword')
  .setDescription('Explain a Grand Archive keyword or game term')
  .addStringOption((option) =>
    option.setName('name').setDescription('Keyword or game term, e.g. Taunt').setRequired(true).setAutocomplete(true).setMaxLength(100),
  )
  .toJSON();

export const keywordOptionsSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** `/keyword name:…` — the glossary entry for a keyword or game term. Its buttons are handled by `handleRuleButton`. */
export function handleKeyword(options: unknown, index: RulesIndex): RuleReply {
  const parsed = keywordOptionsSchema.safeParse(options);
  if (!parsed.success) return notFoundReply('');
  const section = index.findKeyword(parsed.data.name);
  return section ? sectionReply(section, index.version) : notFoundReply(parsed.data.name);
}

const focusedSchema = z.string().max(100);

export function autocomplete(focusedValue: unknown, index: RulesIndex): Choice[] {
  const parsed = focusedSchema.safeParse(focusedValue);
  return parsed.success ? index.keywordChoices(parsed.data) : [];
}

/** `/keyword` in the bot; its buttons are `rule:*`, routed to the /rule module. */
export const keywordCommand: CommandModule<LookupCommandDeps> = {
  data,
  async execute(interaction, deps) {
    if (!deps.rules) return void (await interaction.reply({ content: RULES_MISSING, flags: MessageFlags.Ephemeral }));
    await interaction.reply(handleKeyword({ name: interaction.options.getString('name', true) }, deps.rules));
  },
  async autocomplete(interaction, deps) {
    await interaction.respond(deps.rules ? autocomplete(interaction.options.getFocused(), deps.rules) : []);
  },
};
