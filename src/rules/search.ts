import MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';
import { parseCitation } from './citation.js';
import { toPlainText } from './markdown.js';
import { buildSections, shortTitle } from './sections.js';
import { analyzeQuestion, containsPhrase } from './question.js';
import type { AnalyzedQuestion } from './question.js';
import { expandPhrases, processIndexTerm, processQueryTerm, stem, tokenize } from './text-analysis.js';
import { boldTerms } from './card-mentions.js';
import type { RulesCard } from './card-mentions.js';
import type { RulesCorpus, RulesSection, SubRule } from './types.js';

export const MAX_CHOICES = 25;
export const MAX_CHOICE_LENGTH = 100;

export interface SearchHit {
  section: RulesSection;
  score: number;
}

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
  /** Cards the question names (taken out of `query`): their keywords' glossary entries become candidates. */
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
}

const FIELD_BOOST = { keyword: 2, name: 3, context: 1.5, text: 1 };
const KIND_BOOST: Record<RulesSection['kind'], number> = { heading: 1.15, page: 1.1, rule: 1, subrule: 0.9 };

function allText(text: string, subRules: SubRule[]): string {
  return [text, ...subRules.map((rule) => allText(rule.text, rule.subRules))].filter(Boolean).join(' ');
}

/** Keyword names as players type them: "Agility N" -> "Agility", "Preserve/Preserved" -> both. */
function keywordNames(heading: string): string[] {
  const names = heading.split('/').map((part) => part.replace(/\s+(?:N\+?|X\+?)$/i, '').replace(/\s*\(.*?\)\s*/g, ' ').trim());
  return [...new Set([heading, ...names].filter(Boolean))];
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
    }));

  const mini = new MiniSearch<IndexedDoc>({
    fields: ['keyword', 'name', 'context', 'text'],
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
  const isRulesWord = (word: string): boolean => {
    const term = processIndexTerm(word.toLowerCase());
    return term === null || vocabulary.has(term);
  };

  const exactKeyword = (name: string): RulesSection | undefined => {
    const entry = keywordLookup.get(normalizeName(name));
    return entry ? byId.get(entry.id) : undefined;
  };
  const cardSections = (card: Pick<RulesCard, 'text'>): RulesSection[] => {
    const found: RulesSection[] = [];
    for (const term of boldTerms(card.text)) {
      // "Silvie Lineage" is the Lineage keyword; "Ally Link" the Link keyword.
      const section = exactKeyword(term) ?? (term.includes(' ') ? exactKeyword(term.split(/\s+/).pop() ?? '') : undefined);
      if (section && !found.includes(section)) found.push(section);
    }
    return found;
  };

  const search = (query: string, limit = 10, options: SearchOptions = {}): SearchHit[] => {
    const text = query.trim().slice(0, 300);
    const cardCandidates = (options.cards ?? []).flatMap(cardSections);
    if (!text && cardCandidates.length === 0) return [];
    return ranker(text, text ? run(text, 'OR') : [], limit, cardCandidates);
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
    autocomplete,
    getSection: (id) => byId.get(id),
    resolve,
    keywords: () => keywordEntries.slice(),
    keywordChoices,
    findKeyword,
  };
}

/** A glossary entry's names as stemmed word runs, stopwords kept: "On Enter" -> [on, enter]. */
interface GlossaryPhrase {
  id: string;
  words: string[];
}

interface Candidate {
  section: RulesSection;
  score: number;
}

/**
 * How answers are re-ranked. Scores start as the full-text score relative to the best hit (0..1);
 * the values below were tuned on the tuning half of test/rules-lookup/eval/questions.ts.
 */
export const RANKING_WEIGHTS = {
  /** A glossary entry whose multi-word name the question contains ("on hit", "floating memory"). */
  namedPhrase: 0.8,
  /** The same, when the question asks what something is or means. */
  namedPhraseDefine: 0.9,
  /** "what does taunt do": the only topic word is the entry's one-word name. */
  namedWordDefine: 0.9,
  /** A one-word name used on few rules pages ("taunt", "stealth"), anywhere in the question. */
  namedRareWord: 0.5,
  /** At most this many rules pages use a "rare" word. */
  rareWordPages: 3,
  /** A keyword printed on a card the question names. */
  cardKeyword: 0.35,
  /** Glossary entries the question does not name, unless it asks for a definition, are scaled by this. */
  unnamedGlossary: 0.6,
  /** Weight of the other matching sections of the same page (up to three of them). */
  pageAgreement: 0.35,
  /** The question holds every word of the page's title... */
  titleFull: 0.27,
  /** ...or some of them (scaled by the share). */
  titlePartial: 0.2,
  /** "what is a domain": the topic words are exactly the page's title. */
  titleDefine: 0.3,
};
export type RankingWeights = typeof RANKING_WEIGHTS;
const GLOSSARY_PAGES = new Set(['glossary/keywords-and-abilities.md', 'glossary/game-terms.md']);

/** Hits of one page count once (the glossary's entries are each their own answer). */
function answerKey(section: RulesSection): string {
  return GLOSSARY_PAGES.has(section.page) ? `${section.page}#${section.anchor}` : section.page;
}

function stemmedWords(text: string): string[] {
  return tokenize(text).map((w) => stem(w));
}

function contentTerms(text: string): string[] {
  return [...new Set(tokenize(text).map(processIndexTerm).filter((t): t is string => t !== null))];
}

/**
 * Re-ranks full-text hits as a rules judge would: one answer per page (a page many hits agree on
 * ranks higher), a glossary entry when the question names it as a phrase or asks what a word
 * means, and the page whose title the question spells out.
 */
function createRanker(sections: readonly RulesSection[], byId: Map<string, RulesSection>, w: RankingWeights) {
  const glossaryPhrases: GlossaryPhrase[] = [];
  for (const s of sections) {
    if (s.glossary === null || s.kind !== 'heading') continue;
    for (const name of keywordNames(s.heading ?? '')) {
      const words = stemmedWords(name);
      if (words.length > 0) glossaryPhrases.push({ id: s.id, words });
    }
  }
  // How many rules pages (the glossary aside) use a term: a keyword used on few pages is a name, not a common word.
  const pageTerms = new Map<string, Set<string>>();
  for (const s of sections) {
    if (GLOSSARY_PAGES.has(s.page)) continue;
    let set = pageTerms.get(s.page);
    if (!set) pageTerms.set(s.page, (set = new Set()));
    for (const t of contentTerms(`${s.heading ?? ''} ${toPlainText(s.text)}`)) set.add(t);
  }
  const pageFrequency = new Map<string, number>();
  for (const set of pageTerms.values()) for (const t of set) pageFrequency.set(t, (pageFrequency.get(t) ?? 0) + 1);
  const titleTerms = new Map<string, string[]>();
  for (const s of sections) if (s.kind === 'page') titleTerms.set(s.page, contentTerms(shortTitle(s.pageTitle)));

  const glossaryBonus = (q: AnalyzedQuestion, phrase: GlossaryPhrase): number => {
    if (phrase.words.length > 1) return containsPhrase(q.words, phrase.words) ? (q.intent === 'define' ? w.namedPhraseDefine : w.namedPhrase) : 0;
    const word = phrase.words[0] as string;
    const term = processIndexTerm(word);
    if (term === null || !q.terms.has(term)) return 0;
    // "what does taunt do", "how does intercept work", "ranged keyword": the entry is the whole topic.
    if (q.focus.length <= 2 && q.focus.includes(term) && (q.intent === 'define' || q.intent === 'how' || q.intent === 'other')) return w.namedWordDefine;
    if ((pageFrequency.get(term) ?? 0) <= w.rareWordPages) return w.namedRareWord;
    return 0;
  };

  return (text: string, results: SearchResult[], limit: number, cardCandidates: readonly RulesSection[] = []): SearchHit[] => {
    const q = analyzeQuestion(text);
    const top = results[0]?.score ?? 0;
    const candidates = new Map<string, Candidate>();
    const add = (section: RulesSection, score: number): void => {
      const current = candidates.get(section.id);
      if (!current || current.score < score) candidates.set(section.id, { section, score });
    };
    for (const result of results.slice(0, 80)) {
      const section = byId.get(String(result.id));
      if (section) add(section, top > 0 ? result.score / top : 0);
    }
    const named = new Map<string, number>();
    for (const phrase of glossaryPhrases) {
      const bonus = glossaryBonus(q, phrase);
      if (bonus > (named.get(phrase.id) ?? 0)) named.set(phrase.id, bonus);
    }
    // A keyword on a card the question names is likely what it asks about.
    for (const section of cardCandidates) named.set(section.id, (named.get(section.id) ?? 0) + w.cardKeyword);
    for (const [id, bonus] of named) {
      const section = byId.get(id);
      if (section) add(section, (candidates.get(id)?.score ?? 0) + bonus);
    }

    const groups = new Map<string, Candidate[]>();
    for (const candidate of candidates.values()) {
      const key = answerKey(candidate.section);
      const group = groups.get(key);
      if (group) group.push(candidate);
      else groups.set(key, [candidate]);
    }
    const ranked: Candidate[] = [];
    for (const group of groups.values()) {
      group.sort((a, b) => b.score - a.score);
      const best = group[0] as Candidate;
      const section = best.section;
      let score = best.score + w.pageAgreement * Math.min(2, group.slice(1, 4).reduce((n, c) => n + c.score, 0));
      if (section.glossary !== null || GLOSSARY_PAGES.has(section.page)) {
        if (!named.has(section.id) && q.intent !== 'define') score *= w.unnamedGlossary;
      } else {
        const title = titleTerms.get(section.page) ?? [];
        const matched = title.filter((t) => q.terms.has(t)).length;
        if (title.length > 0) score += matched === title.length ? w.titleFull : w.titlePartial * (matched / title.length);
        // "what is a domain": the question names exactly what the page is about.
        if (q.intent === 'define' && matched === title.length && q.focus.length > 0 && q.focus.every((t) => title.includes(t))) score += w.titleDefine;
      }
      ranked.push({ section, score });
    }
    ranked.sort((a, b) => b.score - a.score || a.section.id.localeCompare(b.section.id));
    return ranked.slice(0, limit).map((c) => ({ section: c.section, score: c.score }));
  };
}
