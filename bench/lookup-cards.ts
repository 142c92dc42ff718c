import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocomplete, cardSearchFor, handleCard } from '../commands/card.js';
import { CardCatalog } from '../src/cards/catalog.js';
import { parseCards } from '../src/cards/sync.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED_CARDS_FILE = path.resolve(repoRoot, '../shared/data/cards/index-cards.json');

export interface CardBenchFigures {
  cards: number;
  parseMs: number;
  catalogBuildMs: number;
  searchIndexBuildMs: number;
  autocomplete: { queries: number; p50Ms: number; p99Ms: number; maxMs: number };
  cardAnswer: { queries: number; p50Ms: number; p99Ms: number; maxMs: number };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summarise(times: number[]): { queries: number; p50Ms: number; p99Ms: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { queries: times.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Swaps two neighbouring letters in the middle of a word: a typical typo. */
function typo(text: string): string {
  const at = Math.floor(text.length / 2);
  if (at < 1 || at >= text.length - 1) return text;
  return text.slice(0, at - 1) + text[at] + text[at - 1] + text.slice(at + 1);
}

/** What players type into autocomplete: short prefixes, first words, later words, full names, typos. */
export function benchQueries(names: readonly string[], count = 400): string[] {
  const queries: string[] = [];
  const step = Math.max(1, Math.floor(names.length / (count / 5)));
  for (let i = 0; i < names.length && queries.length < count; i += step) {
    const name = names[i]!;
    const words = name.toLowerCase().split(/[\s,]+/).filter(Boolean);
    queries.push(name.slice(0, 3).toLowerCase());
    queries.push(words[0] ?? name);
    queries.push(words.length > 1 ? words.slice(1).join(' ').slice(0, 6) : name.slice(0, 5));
    queries.push(name.toLowerCase().replace(/[^a-z0-9 ]/g, ''));
    queries.push(typo(name.toLowerCase()));
  }
  return queries.slice(0, count);
}

export async function benchCards(file = SHARED_CARDS_FILE): Promise<CardBenchFigures> {
  let start = performance.now();
  const { cards } = parseCards(JSON.parse(await readFile(file, 'utf8')) as unknown[]);
  const parseMs = performance.now() - start;

  start = performance.now();
  const catalog = new CardCatalog(cards);
  const catalogBuildMs = performance.now() - start;
  start = performance.now();
  cardSearchFor(catalog);
  const searchIndexBuildMs = performance.now() - start;

  const names = catalog.list().map((card) => card.name);
  const queries = benchQueries(names);
  // Warm-up pass so the figures describe a running bot, not the JIT's first minutes.
  for (const query of queries.slice(0, 50)) autocomplete(catalog, query);

  const autocompleteTimes = queries.map((query) => {
    const t = performance.now();
    autocomplete(catalog, query);
    return performance.now() - t;
  });

  const cardQueries = queries.filter((_, index) => index % 5 === 3 || index % 5 === 4);
  for (const query of cardQueries.slice(0, 20)) handleCard(catalog, query);
  const answerTimes = cardQueries.map((query) => {
    const t = performance.now();
    handleCard(catalog, query);
    return performance.now() - t;
  });

  const figures: CardBenchFigures = {
    cards: catalog.size,
    parseMs: Math.round(parseMs),
    catalogBuildMs: Math.round(catalogBuildMs * 10) / 10,
    searchIndexBuildMs: Math.round(searchIndexBuildMs * 10) / 10,
    autocomplete: summarise(autocompleteTimes),
    cardAnswer: summarise(answerTimes),
  };
  console.log(JSON.stringify(figures, null, 2));
  return figures;
}
