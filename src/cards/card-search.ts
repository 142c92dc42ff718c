import MiniSearch from 'minisearch';
import type { APIEmbed, APIEmbedField } from 'discord.js';
import { cardImageUrl, indexPageUrl, normaliseName } from './catalog.js';
import type { CardCatalog } from './catalog.js';
import { RARITY_CODES } from './index-schema.js';
import type { IndexCard } from './index-schema.js';

/** Discord allows at most 25 autocomplete choices. */
export const MAX_CHOICES = 25;

interface SearchEntry {
  id: number;
  card: IndexCard;
  key: string;
  words: string[];
  /** Shown to players; cards sharing a name are told apart by their classes. */
  label: string;
}

export interface CardChoice {
  name: string;
  /** The card slug: unique, and at most 100 characters as Discord requires. */
  value: string;
}

function titleCase(word: string): string {
  return word
    .toLowerCase()
    .split(' ')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join(' ');
}

function fuzzinessFor(term: string): number {
  if (term.length <= 3) return 0;
  if (term.length <= 4) return 1;
  return 2;
}

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 2; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

function diceSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size || 1);
}

/**
 * Autocomplete over card names. Ranking: exact name, then name prefix, then every
 * typed word the prefix of a name word, then substring, then typo-tolerant matches.
 */
export class CardSearch {
  private readonly entries: SearchEntry[];
  private readonly mini: MiniSearch<{ id: number; key: string }>;
  private trigramCache: Set<string>[] | undefined;

  constructor(catalog: CardCatalog) {
    const sameName = new Map<string, number>();
    for (const card of catalog.list()) sameName.set(card.name, (sameName.get(card.name) ?? 0) + 1);
    this.entries = [...catalog.list()]
      .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug))
      .map((card, id) => {
        const key = normaliseName(card.name);
        const shared = (sameName.get(card.name) ?? 1) > 1;
        const suffix = card.classes.length > 0 ? card.classes.map(titleCase).join('/') : card.slug;
        return { id, card, key, words: key.split(' '), label: shared ? `${card.name} (${suffix})` : card.name };
      });
    this.mini = new MiniSearch({
      fields: ['key'],
      idField: 'id',
      processTerm: (term) => normaliseName(term) || null,
    });
    this.mini.addAll(this.entries.map(({ id, key }) => ({ id, key })));
  }

  /** Ranked matching cards, best first. */
  search(query: string, limit = MAX_CHOICES): IndexCard[] {
    return this.rank(query, limit).map((entry) => entry.card);
  }

  /** Autocomplete choices for Discord. */
  choices(query: string, limit = MAX_CHOICES): CardChoice[] {
    return this.rank(query, Math.min(limit, MAX_CHOICES)).map((entry) => ({
      name: entry.label.slice(0, 100),
      value: entry.card.slug.slice(0, 100),
    }));
  }

  /**
   * The closest cards to a name that did not resolve, for "did you mean".
   * Always answers when the catalog is not empty, falling back on letter trigrams.
   */
  closest(query: string, count = 3): IndexCard[] {
    const found = this.rank(query, count);
    if (found.length >= count) return found.map((entry) => entry.card);
    const key = normaliseName(query);
    this.trigramCache ??= this.entries.map((entry) => trigrams(entry.key));
    const target = trigrams(key);
    const taken = new Set(found.map((entry) => entry.id));
    const scored = this.entries
      .filter((entry) => !taken.has(entry.id))
      .map((entry) => ({ entry, score: diceSimilarity(target, this.trigramCache![entry.id]!) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, count - found.length)
      .map(({ entry }) => entry);
    return [...found, ...scored].map((entry) => entry.card);
  }

  private rank(query: string, limit: number): SearchEntry[] {
    const key = normaliseName(query).slice(0, 100);
    if (limit <= 0) return [];
    if (key === '') return this.entries.slice(0, limit);
    const terms = key.split(' ');
    const tiers: SearchEntry[][] = [[], [], [], []];
    for (const entry of this.entries) {
      if (entry.key === key) tiers[0]!.push(entry);
      else if (entry.key.startsWith(key)) tiers[1]!.push(entry);
      else if (terms.every((term) => entry.words.some((word) => word.startsWith(term)))) tiers[2]!.push(entry);
      else if (entry.key.includes(key)) tiers[3]!.push(entry);
    }
    const ranked: SearchEntry[] = [];
    const taken = new Set<number>();
    for (const tier of tiers) {
      for (const entry of tier) {
        if (ranked.length >= limit) return ranked;
        ranked.push(entry);
        taken.add(entry.id);
      }
    }
    // Short words ("of", "the") would rank any name holding them above a misspelt long word.
    const longTerms = terms.filter((term) => term.length >= 3);
    const fuzzyQuery = longTerms.length > 0 ? longTerms.join(' ') : key;
    const fuzzy = this.mini.search(fuzzyQuery, { prefix: (term) => term.length >= 2, fuzzy: fuzzinessFor, combineWith: 'OR' });
    for (const hit of fuzzy) {
      if (ranked.length >= limit) break;
      const id = hit.id as number;
      if (taken.has(id)) continue;
      const entry = this.entries[id];
      if (!entry) continue;
      ranked.push(entry);
      taken.add(id);
    }
    return ranked;
  }
}

// ---------------------------------------------------------------------------
// The /card answer

/** Discord embed limits. */
export const EMBED_LIMITS = { title: 256, description: 4096, fieldName: 256, fieldValue: 1024, fields: 25, total: 6000 };

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

function formatCostValue(value: number): string {
  return value === -1 ? 'X' : String(value);
}

export function formatCost(card: IndexCard): string {
  if (card.cost_memory !== null) return `${formatCostValue(card.cost_memory)} memory`;
  if (card.cost_reserve !== null) return `${formatCostValue(card.cost_reserve)} reserve`;
  if (card.cost.type !== 'none' && card.cost.value !== null) return `${card.cost.value} ${card.cost.type}`;
  return 'none';
}

export function formatTypeLine(card: IndexCard): string {
  const types = card.types.map(titleCase).join(' ');
  const subtypes = card.subtypes.map(titleCase).join(' ');
  return subtypes ? `${types} — ${subtypes}` : types;
}

export function formatStats(card: IndexCard): string {
  const stats: string[] = [];
  if (card.level !== null) stats.push(`Level ${card.level}`);
  if (card.power !== null) stats.push(`Power ${card.power}`);
  if (card.life !== null) stats.push(`Life ${card.life}`);
  if (card.durability !== null) stats.push(`Durability ${card.durability}`);
  return stats.join(' · ');
}

export function formatLegality(card: IndexCard): string {
  const entries = Object.entries(card.legality ?? {});
  if (entries.length === 0) return 'No Index restrictions';
  return entries
    .map(([format, { limit }]) => `${titleCase(format)}: ${limit === 0 ? 'banned' : `limited to ${limit}`}`)
    .join('\n');
}

export function formatPrintings(card: IndexCard): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const edition of card.editions) {
    const rarity = RARITY_CODES[edition.rarity] ?? String(edition.rarity);
    const line = `${edition.set.prefix} ${edition.collector_number} (${rarity})`;
    if (seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return lines.join(', ');
}

/** The card text as the Index gives it, with its name placeholder filled in. */
export function cardText(card: IndexCard): string {
  const text = card.effect ?? card.effect_raw ?? '';
  return text.replaceAll('CARDNAME', card.name).trim();
}

function embedSize(embed: APIEmbed): number {
  let size = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0);
  for (const field of embed.fields ?? []) size += field.name.length + field.value.length;
  return size;
}

/** A rules section a card's keyword points to, as a link. */
export interface CardRuleLink {
  name: string;
  url: string;
}

/** The embed answering `/card`: every value comes from the synced Index data (and the rules, for `rules`). */
export function buildCardEmbed(card: IndexCard, rules: readonly CardRuleLink[] = []): APIEmbed {
  const fields: APIEmbedField[] = [
    { name: 'Cost', value: formatCost(card), inline: true },
    { name: 'Element', value: card.elements.length > 0 ? card.elements.map(titleCase).join(', ') : titleCase(card.element), inline: true },
  ];
  if (card.classes.length > 0) fields.push({ name: 'Classes', value: card.classes.map(titleCase).join(', '), inline: true });
  fields.push({ name: 'Type', value: truncate(formatTypeLine(card) || '—', EMBED_LIMITS.fieldValue), inline: false });
  const stats = formatStats(card);
  if (stats) fields.push({ name: 'Stats', value: stats, inline: true });
  if (card.speed !== null) fields.push({ name: 'Speed', value: card.speed ? 'Fast' : 'Slow', inline: true });
  fields.push({ name: 'Legality', value: formatLegality(card), inline: true });
  const printings = formatPrintings(card);
  if (printings) fields.push({ name: 'Printings', value: truncate(printings, EMBED_LIMITS.fieldValue), inline: false });

  if (rules.length > 0) {
    const links = rules.map((link) => `[${link.name.replace(/[[\]]/g, '')}](${link.url})`);
    fields.push({ name: 'Rules', value: truncate(links.join(' · '), EMBED_LIMITS.fieldValue), inline: false });
  }

  const otherSides = new Set(card.editions.flatMap((edition) => edition.other_orientations.map((face) => face.name)));
  otherSides.delete(card.name);
  if (otherSides.size > 0) fields.push({ name: 'Other side', value: truncate([...otherSides].join(', '), EMBED_LIMITS.fieldValue) });

  const embed: APIEmbed = {
    title: truncate(card.name, EMBED_LIMITS.title),
    url: indexPageUrl(card),
    description: truncate(cardText(card) || '*No card text.*', 2048),
    fields,
    footer: { text: 'Card data from the Grand Archive Index' },
  };
  const image = cardImageUrl(card);
  if (image) embed.image = { url: image };

  // Rulings go last and only while they fit: the embed as a whole may not exceed 6,000 characters.
  const rulings = [...card.rule].sort((a, b) => b.date_added.localeCompare(a.date_added));
  let omitted = 0;
  for (const ruling of rulings) {
    const field: APIEmbedField = {
      name: `${ruling.title.trim().toUpperCase() === 'ERRATA' ? 'Errata' : 'Ruling'} · ${ruling.date_added}`,
      value: truncate(ruling.description.trim() || '—', EMBED_LIMITS.fieldValue),
    };
    const fits =
      fields.length < EMBED_LIMITS.fields - 1 &&
      embedSize(embed) + field.name.length + field.value.length + 80 <= EMBED_LIMITS.total;
    if (fits) fields.push(field);
    else omitted += 1;
  }
  if (omitted > 0) {
    fields.push({ name: 'More rulings', value: `${omitted} more on the Index page.` });
  }
  return embed;
}

export function embedCharacterCount(embed: APIEmbed): number {
  return embedSize(embed);
}

export type CardLookup =
  | { found: true; card: IndexCard }
  | { found: false; suggestions: IndexCard[] };

/** Resolves what a player typed (or the slug autocomplete sent) to one card. */
export function lookupCard(catalog: CardCatalog, search: CardSearch, query: string): CardLookup {
  const direct = catalog.find(query);
  if (direct) return { found: true, card: direct };
  const key = normaliseName(query);
  // Take a guess only when the query is a prefix of exactly one card name; the two
  // best results are enough to tell, as prefix matches rank before any other kind.
  const prefixed = key.length >= 3 ? search.search(query, 2).filter((card) => normaliseName(card.name).startsWith(key)) : [];
  if (prefixed.length === 1 && prefixed[0]) return { found: true, card: prefixed[0] };
  return { found: false, suggestions: search.closest(query, 3) };
}
