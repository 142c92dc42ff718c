import MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';
import { parseCitation } from './citation.js';
import { toPlainText } from './markdown.js';
import { buildSections, shortTitle } from './sections.js';
import { createRanker, keywordNames, RANKING_WEIGHTS } from './ranking.js';
import type { CardCandidate, RankingWeights, SearchHit } from './ranking.js';
import { expandPhrases, isKnownWord, processIndexTerm, processQueryTerm, stem, tokenize } from './text-analysis.js';
import { createTypoCorrector } from './typos.js';
import { PAGE_TOPICS } from './page-topics.js';
import { boldTerms, words as plainWords } from './card-mentions.js';
import type { RulesCard } from './card-mentions.js';
import type { RulesCorpus, RulesSection, SubRule } from './types.js';

export { RANKING_WEIGHTS } from './ranking.js';
export type { RankingWeights, SearchHit } from './ranking.js';

export const MAX_CHOICES = 25;
export const MAX_CHOICE_LENGTH = 100;

export interface Choice {
  name: string;
  value: string;
}

export interface KeywordEntry {
  name: string;
  id: string;
  kind: 'keyword' | 'term';
}

export interface SearchOptions {
  /** Cards the question names (taken out of `query`): the glossary entries of their keywords, and those their rulings speak of, become candidates. */
  cards?: readonly RulesCard[];
}

export interface RulesIndex {
  readonly version: string | null;
  readonly sections: readonly RulesSection[];
  search(query: string, limit?: number, options?: SearchOptions): SearchHit[];
  /** The glossary entries of the keywords a card's text prints (in bold), in their order on the card. */
  cardSections(card: Pick<RulesCard, 'text'>): RulesSection[];
  /** Whether the rules use this word (a card name made of such words is not taken for a card). */
  isRulesWord(word: string): boolean;
  /** Whether the rules write these words (as `words` of card-mentions splits them) in a row. */
  isRulesPhrase(words: readonly string[]): boolean;
  autocomplete(query: string): Choice[];
  getSection(id: string): RulesSection | undefined;
  /** A section by id, by citation (`path.md#anchor`), or else the best search hit. */
  resolve(query: string): RulesSection | undefined;
  keywords(): KeywordEntry[];
  keywordChoices(query: string): Choice[];
  findKeyword(name: string): RulesSection | undefined;
}

interface IndexedDoc {
  id: string;
  keyword: string;
  name: string;
  context: string;
  text: string;
  topics: string;
}

const FIELD_BOOST = { keyword: 2, name: 3, context: 1.5, text: 1, topics: 4 };
const KIND_BOOST: Record<RulesSection['kind'], number> = { heading: 1.15, page: 1.1, rule: 1, subrule: 0.9 };

function allText(text: string, subRules: SubRule[]): string {
  return [text, ...subRules.map((rule) => allText(rule.text, rule.subRules))].filter(Boolean).join(' ');
}

function normalizeName(value: string): string {
  return value.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

function choiceLabel(section: RulesSection): string {
  const page = shortTitle(section.pageTitle);
  if (section.kind === 'page') return section.breadcrumb.join(' › ');
  const heading = section.heading && section.heading !== page ? `${page} › ${section.heading}` : page;
  if (section.kind === 'heading') return heading;
  const snippet = toPlainText(section.text);
  return `${heading} ${section.number}: ${snippet}`;
}

export function toChoice(section: RulesSection): Choice {
  return { name: truncate(choiceLabel(section), MAX_CHOICE_LENGTH), value: section.id };
}

export interface RulesIndexOptions {
  /** Other re-ranking weights (for tuning experiments; the defaults are the tuned ones). */
  weights?: Partial<RankingWeights>;
}

export function buildRulesIndex(corpus: RulesCorpus, options: RulesIndexOptions = {}): RulesIndex {
  const sections = buildSections(corpus);
  const byId = new Map(sections.map((s) => [s.id, s]));
  const docs: IndexedDoc[] = sections
    .filter((s) => s.kind !== 'subrule')
    .map((s) => ({
      id: s.id,
      keyword: s.glossary ? keywordNames(s.heading ?? '').join(' ') : '',
      name: s.kind === 'page' ? `${s.pageTitle} ${s.breadcrumb.join(' ')}` : s.kind === 'heading' ? (s.heading ?? '') : '',
      context: s.kind === 'page' ? '' : [shortTitle(s.pageTitle), s.heading ?? ''].join(' '),
      text: toPlainText(allText(s.text, s.subRules)),
      topics: s.kind === 'page' ? (PAGE_TOPICS[s.page] ?? '') : '',
    }));

  const mini = new MiniSearch<IndexedDoc>({
    fields: ['keyword', 'name', 'context', 'text', 'topics'],
    storeFields: [],
    tokenize,
    processTerm: processIndexTerm,
    searchOptions: { tokenize, processTerm: processQueryTerm },
  });
  mini.addAll(docs);

  const keywordEntries: KeywordEntry[] = sections
    .filter((s) => s.glossary !== null && s.kind === 'heading')
    .map((s) => ({ name: s.heading ?? s.id, id: s.id, kind: s.glossary as 'keyword' | 'term' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const keywordLookup = new Map<string, KeywordEntry>();
  for (const entry of keywordEntries) {
    for (const name of keywordNames(entry.name)) {
      const key = normalizeName(name);
      if (!keywordLookup.has(key)) keywordLookup.set(key, entry);
    }
  }
  const keywordIds = new Set(keywordEntries.map((k) => k.id));

  const boostDocument = (id: unknown): number => KIND_BOOST[byId.get(String(id))?.kind ?? 'rule'];

  const searchOptions = {
    boost: FIELD_BOOST,
    boostDocument,
    // In a full question, prefixes only help longer words ("materializ" -> "materialize").
    prefix: (term: string) => term.length >= 5,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    weights: { fuzzy: 0.3, prefix: 0.5 },
  };

  const run = (query: string, combineWith: 'AND' | 'OR', filter?: (r: SearchResult) => boolean): SearchResult[] =>
    mini.search(expandPhrases(query), { ...searchOptions, combineWith, ...(filter ? { filter } : {}) });

  /**
   * While typing, the last word is unfinished: it is matched as a prefix, raw as well as
   * stemmed, and never dropped as a stopword ("in" may become "intercept"). A one- or
   * two-letter word only matches names, which keeps those early keystrokes cheap.
   */
  const runTyping = (query: string, combineWith: 'AND' | 'OR', filter?: (r: SearchResult) => boolean): SearchResult[] => {
    const tokens = tokenize(query);
    const last = tokens.pop();
    if (last === undefined) return [];
    const lastQuery: Query = {
      queries: [last],
      processTerm: (term: string) => [...new Set([term, stem(term)])],
      prefix: true,
      fuzzy: last.length >= 5 ? 0.2 : false,
      ...(last.length <= 2 ? { fields: ['keyword', 'name'] } : {}),
    };
    const queries: Query[] = tokens.length > 0 ? [expandPhrases(tokens.join(' ')), lastQuery] : [lastQuery];
    return mini.search({ queries, combineWith }, { ...searchOptions, ...(filter ? { filter } : {}) });
  };

  const ranker = createRanker(sections, byId, { ...RANKING_WEIGHTS, ...options.weights });
  const vocabulary = new Set<string>();
  for (const doc of docs) for (const token of tokenize(`${doc.name} ${doc.context} ${doc.text}`)) {
    const term = processIndexTerm(token);
    if (term !== null) vocabulary.add(term);
  }
  const wordCounts = new Map<string, number>();
  for (const doc of docs) for (const token of tokenize(`${doc.keyword} ${doc.name} ${doc.context} ${doc.text}`)) wordCounts.set(token, (wordCounts.get(token) ?? 0) + 1);
  const isRulesWord = (word: string): boolean => {
    const term = processIndexTerm(word.toLowerCase());
    return term === null || vocabulary.has(term);
  };
  const correctTypos = createTypoCorrector(wordCounts, { isKnown: (word) => isKnownWord(word) || isRulesWord(word) });

  let rulesText: string | null = null;
  const isRulesPhrase = (phrase: readonly string[]): boolean => {
    rulesText ??= ` ${docs.map((doc) => plainWords(`${doc.name} ${doc.context} ${doc.text}`).join(' ')).join(' | ')} `;
    return phrase.length > 0 && rulesText.includes(` ${phrase.join(' ')} `);
  };

  const exactKeyword = (name: string): RulesSection | undefined => {
    const entry = keywordLookup.get(normalizeName(name));
    return entry ? byId.get(entry.id) : undefined;
  };
  // "Silvie Lineage" is the Lineage keyword; "Ally Link" the Link keyword.
  const termSection = (term: string): RulesSection | undefined =>
    exactKeyword(term) ?? (term.includes(' ') ? exactKeyword(term.split(/\s+/).pop() ?? '') : undefined);
  const cardSections = (card: Pick<RulesCard, 'text'>): RulesSection[] => {
    const found: RulesSection[] = [];
    for (const term of boldTerms(card.text)) {
      const section = termSection(term);
      if (section && !found.includes(section)) found.push(section);
    }
    return found;
  };
  /**
   * The entries of the keywords a card has (in bold at the head of one of its abilities, after any
   * [Class Bonus]-like tags) apart from the terms its effects or reminder text only mention
   * ("summon", "ephemeral", "true sight" in Stealth's reminder).
   */
  const cardCandidatesOf = (card: Pick<RulesCard, 'text'>): CardCandidate[] => {
    const printed = new Set<RulesSection>();
    for (const line of card.text.split('\n')) {
      const head = /^\s*(?:\[[^\]]*\]\s*)*(\*\*[^*]+?\*\*)/.exec(line)?.[1];
      for (const term of head ? boldTerms(head) : []) {
        const section = termSection(term);
        if (section) printed.add(section);
      }
    }
    return cardSections(card).map((section) => ({ section, printed: printed.has(section) }));
  };

  const search = (query: string, limit = 10, options: SearchOptions = {}): SearchHit[] => {
    const text = correctTypos(query.trim().slice(0, 300));
    const cardCandidates = (options.cards ?? []).flatMap(cardCandidatesOf);
    const rulings = (options.cards ?? []).flatMap((card) => card.rulings.map((r) => r.text));
    if (!text && cardCandidates.length === 0 && rulings.length === 0) return [];
    return ranker(text, text ? run(text, 'OR') : [], limit, cardCandidates, rulings);
  };

  const defaultChoices = sections.filter((s) => s.kind === 'page').slice(0, MAX_CHOICES).map(toChoice);

  const autocomplete = (query: string): Choice[] => {
    const text = query.trim().slice(0, 100);
    if (!text) return defaultChoices;
    const exact = byId.get(text);
    const seen = new Set<string>();
    const choices: Choice[] = [];
    const add = (section: RulesSection | undefined): void => {
      if (!section || seen.has(section.id) || choices.length >= MAX_CHOICES) return;
      seen.add(section.id);
      choices.push(toChoice(section));
    };
    add(exact);
    for (const result of runTyping(text, 'AND')) add(byId.get(String(result.id)));
    // Fall back to any-word matches only when all-words matching found too little.
    if (choices.length < 5) for (const result of runTyping(text, 'OR')) add(byId.get(String(result.id)));
    return choices;
  };

  const findKeyword = (name: string): RulesSection | undefined => {
    const text = name.trim().slice(0, 100);
    if (!text) return undefined;
    if (keywordIds.has(text)) return byId.get(text);
    const entry = keywordLookup.get(normalizeName(text));
    if (entry) return byId.get(entry.id);
    const best = run(text, 'OR', (r) => keywordIds.has(String(r.id)))[0];
    return best ? byId.get(String(best.id)) : undefined;
  };

  const keywordChoices = (query: string): Choice[] => {
    const text = normalizeName(query.slice(0, 100));
    const label = (k: KeywordEntry): Choice => ({
      name: truncate(`${k.name} (${k.kind === 'keyword' ? 'keyword' : 'game term'})`, MAX_CHOICE_LENGTH),
      value: k.id,
    });
    if (!text) return keywordEntries.slice(0, MAX_CHOICES).map(label);
    const ranked = keywordEntries
      .map((k) => {
        const name = normalizeName(k.name);
        const rank = name.startsWith(text) ? 0 : name.split(' ').some((w) => w.startsWith(text)) ? 1 : name.includes(text) ? 2 : 3;
        return { k, rank };
      })
      .filter((r) => r.rank < 3)
      .sort((a, b) => a.rank - b.rank || a.k.name.localeCompare(b.k.name))
      .map((r) => r.k);
    if (ranked.length < MAX_CHOICES) {
      const have = new Set(ranked.map((k) => k.id));
      for (const result of runTyping(query, 'OR', (r) => keywordIds.has(String(r.id)))) {
        const entry = keywordEntries.find((k) => k.id === String(result.id));
        if (entry && !have.has(entry.id)) {
          have.add(entry.id);
          ranked.push(entry);
        }
      }
    }
    return ranked.slice(0, MAX_CHOICES).map(label);
  };

  const resolve = (query: string): RulesSection | undefined => {
    const text = query.trim();
    const byKey = byId.get(text);
    if (byKey) return byKey;
    const cited = parseCitation(text);
    if (cited) {
      const match = sections.find((s) => s.page === cited.page && s.anchor === cited.anchor && s.kind !== 'rule' && s.kind !== 'subrule');
      if (match) return match;
    }
    return search(text, 1)[0]?.section;
  };

  return {
    version: corpus.version,
    sections,
    search,
    cardSections,
    isRulesWord,
    isRulesPhrase,
    autocomplete,
    getSection: (id) => byId.get(id),
    resolve,
    keywords: () => keywordEntries.slice(),
    keywordChoices,
    findKeyword,
  };
}
