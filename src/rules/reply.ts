import { ButtonStyle, ComponentType, escapeMarkdown, MessageFlags } from 'discord.js';
import type { APIActionRowComponent, APIButtonComponent, APIEmbed, APIEmbedField } from 'discord.js';
import { z } from 'zod';
import { sectionCitation, sectionLink } from './citation.js';
import { MAX_SECTION_ID_LENGTH, shortTitle } from './sections.js';
import type { RulesIndex } from './search.js';
import { truncate } from './search.js';
import type { RulesCard, RulesCardRuling } from './card-mentions.js';
import type { RulesSection, SubRule } from './types.js';

/** Discord's embed limits. */
export const EMBED_LIMITS = { title: 256, description: 4096, fieldName: 256, fieldValue: 1024, fields: 25, footer: 2048, total: 6000 };
const EMBED_COLOR = 0x6b4fa0;

/** A reply payload that discord.js accepts as `InteractionReplyOptions`. */
export interface RuleReply {
  content?: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIButtonComponent>[];
  flags?: MessageFlags.Ephemeral;
  allowedMentions: { parse: [] };
}

export const sectionIdSchema = z
  .string()
  .min(1)
  .max(MAX_SECTION_ID_LENGTH)
  .regex(/^[a-z0-9][a-z0-9._:/~-]*$/);

export const ruleButtonSchema = z
  .string()
  .max(100)
  .regex(/^rule:(examples|post):/)
  .transform((raw) => {
    const [, action, ...rest] = raw.split(':');
    return { action, sectionId: rest.join(':') };
  })
  .pipe(z.object({ action: z.enum(['examples', 'post']), sectionId: sectionIdSchema }));

export type RuleButton = z.infer<typeof ruleButtonSchema>;

/** Parses a button custom_id (`rule:examples:<sectionId>` / `rule:post:<sectionId>`); null for anything else. */
export function parseRuleButtonId(customId: unknown): RuleButton | null {
  const parsed = ruleButtonSchema.safeParse(customId);
  return parsed.success ? parsed.data : null;
}

export function ruleButtonId(action: RuleButton['action'], sectionId: string): string {
  return `rule:${action}:${sectionId}`;
}

function footerText(section: RulesSection, version: string | null): string {
  return truncate(
    `Grand Archive Comprehensive Rules · ${version ? `updated ${version}` : 'version unknown'} · ${sectionCitation(section)}`,
    EMBED_LIMITS.footer,
  );
}

function ruleLines(rules: SubRule[], depth = 0): string[] {
  return rules.flatMap((rule) => [
    `${'\u2003'.repeat(depth)}**${rule.number}** ${rule.text.replace(/\s*\n+\s*/g, ' ')}`,
    ...ruleLines(rule.subRules, depth + 1),
  ]);
}

/** Packs lines into chunks of at most `max` characters, cutting a single overlong line. */
export function packLines(lines: string[], max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = truncate(raw, max);
    if (current && current.length + 1 + line.length > max) {
      chunks.push(current);
      current = line;
    } else current = current ? `${current}\n${line}` : line;
  }
  if (current) chunks.push(current);
  return chunks;
}

function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

function relatedLabel(section: RulesSection): string {
  const page = shortTitle(section.pageTitle);
  const heading = section.heading && section.heading !== page ? ` › ${section.heading}` : '';
  return `${page}${heading}${section.number ? ` ${section.number}` : ''}`;
}

/** Rule ids nest as `page/heading:1.2.3`, so a part's id extends its whole's id with `:` or `.`. */
function isWithin(id: string, whole: string): boolean {
  return id.startsWith(`${whole}:`) || (whole.includes(':') && id.startsWith(`${whole}.`));
}

const MORE_FIELD = (url: string): APIEmbedField => ({ name: 'More', value: `Cut to fit Discord; read the rest [on the rules site](${url}).` });

/** Official rulings of a card the question named, shown under the rules that answer it. */
export interface CardRulings {
  card: RulesCard;
  rulings: readonly RulesCardRuling[];
}

/** At most this many cards' rulings in one answer. */
export const MAX_RULING_CARDS = 2;
const RULING_TEXT_MAX = 350;

function rulingsField(entry: CardRulings, maxValue: number): APIEmbedField {
  const max = Math.min(maxValue, EMBED_LIMITS.fieldValue);
  const link = entry.card.url ? `[${entry.card.name} on the Index](${entry.card.url})` : null;
  const lines = entry.rulings.map((r) => `• *${r.date}*: ${truncate(r.text.replace(/\s+/g, ' '), RULING_TEXT_MAX)}`);
  if (lines.length === 0) lines.push('No official rulings for this card yet.');
  // The link to every ruling stays, whatever has to be cut above it.
  const linkRoom = link ? link.length + 20 : 0;
  const kept = (packLines(lines, Math.max(40, max - linkRoom))[0] ?? '').split('\n');
  const more = entry.card.rulings.length - Math.min(kept.length, entry.rulings.length);
  if (link) kept.push(more > 0 ? `${more} more on ${link}` : link);
  return {
    name: truncate(`Rulings · ${entry.card.name}`, EMBED_LIMITS.fieldName),
    value: truncate(kept.join('\n'), max),
  };
}

/** The embed for one section: its text, its sub-rules, a deep link and the rules version. */
export function sectionEmbed(
  section: RulesSection,
  version: string | null,
  related: RulesSection[] = [],
  cards: readonly CardRulings[] = [],
): APIEmbed {
  const url = sectionLink(section);
  const own = section.number ? `**${section.number}** ${section.text}` : section.text;
  const lines = ruleLines(section.subRules);
  const embed: APIEmbed = {
    title: truncate(section.breadcrumb.join(' › '), EMBED_LIMITS.title),
    url,
    color: EMBED_COLOR,
    footer: { text: footerText(section, version) },
    fields: [],
  };
  let pending = lines;
  if (own.trim()) embed.description = truncate(own, EMBED_LIMITS.description);
  else if (lines.length > 0) {
    const [first = '', ...rest] = packLines(lines, EMBED_LIMITS.description);
    embed.description = first;
    pending = rest.flatMap((chunk) => chunk.split('\n'));
  } else embed.description = `See [${section.breadcrumb[section.breadcrumb.length - 1] ?? 'this page'}](${url}).`;

  const fields: APIEmbedField[] = [];
  const seeAlso = related
    // Parts of the shown section (or what contains it) add nothing as a separate link.
    .filter((r) => r.id !== section.id && !isWithin(r.id, section.id) && !isWithin(section.id, r.id))
    .slice(0, 3)
    .map((r) => `[${truncate(relatedLabel(r), 80)}](${sectionLink(r)})`);
  const seeAlsoField = seeAlso.length > 0 ? { name: 'See also', value: truncate(seeAlso.join('\n'), EMBED_LIMITS.fieldValue) } : null;
  // Rulings come before further sub-rules, in whatever room a long description leaves.
  const shown = cards.slice(0, MAX_RULING_CARDS);
  const room = EMBED_LIMITS.total - embedLength(embed) - (seeAlsoField ? seeAlsoField.name.length + seeAlsoField.value.length : 0) - 120;
  const perCard = shown.length > 0 ? Math.floor(room / shown.length) - EMBED_LIMITS.fieldName : 0;
  const rulingFields = perCard >= 100 ? shown.map((entry) => rulingsField(entry, perCard)) : [];
  const reserve =
    120 +
    (seeAlsoField ? seeAlsoField.name.length + seeAlsoField.value.length : 0) +
    rulingFields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  const label = section.kind === 'rule' || section.kind === 'subrule' ? 'Sub-rules' : 'Rules';
  let used = embedLength(embed);
  let cut = false;
  for (const chunk of packLines(pending, EMBED_LIMITS.fieldValue)) {
    const name = fields.length === 0 ? label : `${label} (continued)`;
    if (fields.length >= EMBED_LIMITS.fields - 2 - rulingFields.length || used + name.length + chunk.length + reserve > EMBED_LIMITS.total) {
      cut = true;
      break;
    }
    fields.push({ name, value: chunk });
    used += name.length + chunk.length;
  }
  if (cut) fields.push(MORE_FIELD(url));
  fields.push(...rulingFields);
  if (seeAlsoField) fields.push(seeAlsoField);
  embed.fields = fields;
  return embed;
}

function buttons(section: RulesSection, withPost: boolean): APIActionRowComponent<APIButtonComponent>[] {
  const row: APIButtonComponent[] = [];
  if (section.examples.length > 0) {
    row.push({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: `Show examples (${section.examples.length})`,
      custom_id: ruleButtonId('examples', section.id),
    });
  }
  if (withPost) {
    row.push({ type: ComponentType.Button, style: ButtonStyle.Primary, label: 'Post in channel', custom_id: ruleButtonId('post', section.id) });
  }
  row.push({ type: ComponentType.Button, style: ButtonStyle.Link, label: 'Open in the rules', url: sectionLink(section) });
  return [{ type: ComponentType.ActionRow, components: row }];
}

export interface AnswerOptions {
  /** Ephemeral by default; the "Post in channel" button answers publicly. */
  ephemeral?: boolean;
  related?: RulesSection[];
  /** Rulings of the cards the question named. */
  cards?: readonly CardRulings[];
  /** The user who shared the answer publicly, shown (without a ping) above it. */
  postedBy?: string;
}

export function sectionReply(section: RulesSection, version: string | null, options: AnswerOptions = {}): RuleReply {
  const ephemeral = options.ephemeral ?? true;
  const reply: RuleReply = {
    embeds: [sectionEmbed(section, version, options.related, options.cards)],
    components: buttons(section, ephemeral),
    allowedMentions: { parse: [] },
  };
  if (ephemeral) reply.flags = MessageFlags.Ephemeral;
  if (options.postedBy && /^\d{5,25}$/.test(options.postedBy)) reply.content = `Shared by <@${options.postedBy}>`;
  return reply;
}

export function examplesReply(section: RulesSection, version: string | null): RuleReply {
  if (section.examples.length === 0) return notice('This section has no examples.');
  const url = sectionLink(section);
  const parts: string[] = [];
  let length = 0;
  let shown = 0;
  for (const example of section.examples) {
    const text = truncate(example, 1500);
    if (length + text.length + 4 > EMBED_LIMITS.description - 120) break;
    parts.push(text);
    length += text.length + 4;
    shown++;
  }
  if (shown < section.examples.length) parts.push(`…and ${section.examples.length - shown} more [on the rules site](${url}).`);
  return {
    embeds: [
      {
        title: truncate(`Examples · ${section.breadcrumb.join(' › ')}`, EMBED_LIMITS.title),
        url,
        color: EMBED_COLOR,
        description: parts.join('\n\n'),
        footer: { text: footerText(section, version) },
      },
    ],
    components: [],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  };
}

export function notice(message: string): RuleReply {
  return { content: truncate(message, 2000), embeds: [], components: [], flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } };
}

export function notFoundReply(query: string): RuleReply {
  const shown = escapeMarkdown(truncate(query.replace(/\s+/g, ' ').trim(), 100));
  return notice(`No rules section matches “${shown}”. Try other words, or pick one of the suggestions while typing.`);
}

/** Handles a click on `rule:examples:*` or `rule:post:*`; the router replies with the returned payload. */
export function handleRuleButton(customId: unknown, index: RulesIndex, clickedBy?: string): RuleReply {
  const button = parseRuleButtonId(customId);
  if (!button) return notice('This button is not valid anymore.');
  const section = index.getSection(button.sectionId);
  if (!section) return notice('That section is not in the current rules any more; please run /rule again.');
  if (button.action === 'examples') return examplesReply(section, index.version);
  return sectionReply(section, index.version, { ephemeral: false, ...(clickedBy ? { postedBy: clickedBy } : {}) });
}
