/**
 * How /rule orders its answers once the full-text search has scored every section: one answer per
 * page, glossary entries when the question names them, page titles the question spells out, and
 * the keywords of cards the question names.
 */
import type { SearchResult } from 'minisearch';
import { toPlainText } from './markdown.js';
import { analyzeQuestion, containsPhrase } from './question.js';
import type { AnalyzedQuestion } from './question.js';
import { shortTitle } from './sections.js';
import { processIndexTerm, stem, tokenize } from './text-analysis.js';
import type { RulesSection, SubRule } from './types.js';
import { sectionLink } from './citation.js';

export interface SearchHit {
  section: RulesSection;
  score: number;
}

/** Keyword names as players type them: "Agility N" -> "Agility", "Preserve/Preserved" -> both. */
export function keywordNames(heading: string): string[] {
  const names = heading.split('/').map((part) => part.replace(/\s+(?:N\+?|X\+?)$/i, '').replace(/\s*\(.*?\)\s*/g, ' ').trim());
  return [...new Set([heading, ...names].filter(Boolean))];
}

/** A glossary entry's names as stemmed word runs, stopwords kept: "On Enter" -> [on, enter]. */
interface GlossaryPhrase {
  id: string;
  words: string[];
}

/** A glossary entry of a card the question names: a keyword the card has (`printed`), or a term its text only mentions. */
export interface CardCandidate {
  section: RulesSection;
  printed: boolean;
}

interface Candidate {
  section: RulesSection;
  score: number;
}

/**
 * How answers are re-ranked. Scores start as the full-text score relative to the best hit (0..1);
 * the values below were tuned on the tuning half of test/rules-lookup/eval/questions.ts (its fifth batch included).
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
  rareWordPages: 5,
  /** A keyword printed on a card the question names. */
  cardKeyword: 1.7,
  /** The share of that bonus for a term the card's text only mentions, not a keyword heading one of its abilities. */
  cardMentionedTerm: 0.6,
  /** How much the question fitting what a keyword's entry cites counts as fitting the keyword. */
  cardCitedFit: 0.8,
  /** How much of that depends on the question's words fitting the keyword's entry, against the card's other keywords. */
  cardKeywordFit: 0.4,
  /** A glossary entry the rulings of a card the question names speak of. */
  rulingCitation: 0.15,
  /** Glossary entries the question does not name, unless it asks for a definition, are scaled by this. */
  unnamedGlossary: 0.6,
  /** Weight of the other matching sections of the same page (up to three of them). */
  pageAgreement: 0.35,
  /** A "when" question, on a page about timing. */
  timingIntent: 0.1,
  /** A "can i play ..." question, on the page about when players may play. */
  permissionIntent: 0.4,
  /** A question about what a deck may hold, on the page of the formats' deck rules. */
  deckBuildingIntent: 0.2,
  /** A "where does it go" question, on a page about zones. */
  zoneIntent: 0.2,
  /** The question holds every word of the page's title... */
  titleFull: 0.36,
  /** A title whose words are this telling (summed inverse page frequency) gets the whole of `titleFull`; a vaguer one less. */
  titleTelling: 2,
  /** ...or some of them (scaled by the share). */
  titlePartial: 0.2,
  /** The question says "<card type> card" ("my attack card"), on that card type's page. */
  cardTypePhrase: 0.6,
  /** "what is a domain": the topic words are exactly the page's title. */
  titleDefine: 0.3,
};
export type RankingWeights = typeof RANKING_WEIGHTS;
/** Pages about when things happen: the turn's phases and steps, timing, triggers. */
const TIMING_PAGES = /turn-order|timing-and-permissions|triggered-abilities/;
/** Pages about when a player may play or activate something. */
const PERMISSION_PAGES = /timing-and-permissions/;
/** Stemmed words for playing something. */
const PLAY_WORDS = ['play', 'activate', 'cast', 'respond'].map(stem);
/** The pages of the card types. */
const CARD_TYPE_PAGES = /\/card-types-[a-z]+\.md$/;
/** What a deck may hold: "copies in my deck", "mat deck size", "do i need a lv0 champ in my deck". */
const DECK_BUILDING = /\bdecks?\b.*\b(?:copies|size|need|run|include|singleton|build|building|legal|max|min|maximum|minimum|big)\b|\b(?:copies|size|need|run|include|singleton|build|building|legal|max|min|maximum|minimum|how many)\b.*\bdecks?\b/;
const DECK_BUILDING_PAGES = /format-conventions/;
/** Pages about where cards are: the zones. */
const ZONE_PAGES = /game-zones/;
const TYPE_LIST_PAGE = 'glossary/type-list.md';
const TYPE_LIST_WORDS = ['type', 'subtype', 'list', 'element', 'class'].map(stem);
const GLOSSARY_PAGES = new Set(['glossary/keywords-and-abilities.md', 'glossary/game-terms.md']);

/** Hits of one page count once (the glossary's entries are each their own answer). */
function answerKey(section: RulesSection): string {
  return GLOSSARY_PAGES.has(section.page) ? `${section.page}#${section.anchor}` : section.page;
}

function subRuleText(text: string, subRules: readonly SubRule[]): string {
  return [text, ...subRules.map((rule) => subRuleText(rule.text, rule.subRules))].join('\n');
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
export function createRanker(sections: readonly RulesSection[], byId: Map<string, RulesSection>, w: RankingWeights) {
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
  const idf = (term: string): number => Math.log(1 + pageTerms.size / (1 + (pageFrequency.get(term) ?? 0)));
  const titleTerms = new Map<string, string[]>();
  for (const s of sections) if (s.kind === 'page') titleTerms.set(s.page, contentTerms(shortTitle(s.pageTitle)));
  // "attack card", "action cards": the page of that card type (its title followed by "card").
  const cardTypePhrases = new Map<string, string[]>();
  for (const s of sections) if (s.kind === 'page' && CARD_TYPE_PAGES.test(s.page)) cardTypePhrases.set(s.page, [...stemmedWords(shortTitle(s.pageTitle)), 'card']);

  // What each glossary entry cites: Pride refers to Obedience, whose words ("won't attack") a question may use instead.
  const byLink = new Map<string, RulesSection>();
  for (const s of sections) if ((s.kind === 'page' || s.kind === 'heading') && !byLink.has(sectionLink(s))) byLink.set(sectionLink(s), s);
  const entryText = new Map<string, string[]>();
  for (const s of sections) {
    if (!GLOSSARY_PAGES.has(s.page)) continue;
    const key = `${s.page}#${s.anchor}`;
    const texts = entryText.get(key) ?? [];
    texts.push(subRuleText(s.text, s.subRules));
    entryText.set(key, texts);
  }
  const citations = new Map<string, RulesSection[]>();
  for (const s of sections) {
    if (s.glossary === null || s.kind !== 'heading') continue;
    const cited: RulesSection[] = [];
    for (const match of (entryText.get(`${s.page}#${s.anchor}`) ?? []).join('\n').matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
      const target = byLink.get(match[1] as string);
      if (target && target !== s && !cited.includes(target)) cited.push(target);
    }
    citations.set(s.id, cited);
  }

  const glossaryBonus = (q: AnalyzedQuestion, phrase: GlossaryPhrase): number => {
    if (phrase.words.length > 1) return containsPhrase(q.words, phrase.words) ? (q.intent === 'define' ? w.namedPhraseDefine : w.namedPhrase) : 0;
    const word = phrase.words[0] as string;
    const term = processIndexTerm(word);
    if (term === null || !q.terms.has(term)) return 0;
    // "what does taunt do", "how does intercept work", "ranged keyword": the entry is the whole topic.
    // Not when another topic word is the more specific one: "what does norm element mean" asks about Norm.
    const frequency = pageFrequency.get(term) ?? 0;
    const moreSpecific = q.focus.some((t) => t !== term && (pageFrequency.get(t) ?? 0) > 0 && (pageFrequency.get(t) ?? 0) < frequency);
    if (q.focus.length <= 2 && q.focus.includes(term) && !moreSpecific && (q.intent === 'define' || q.intent === 'how' || q.intent === 'other')) return w.namedWordDefine;
    if ((pageFrequency.get(term) ?? 0) <= w.rareWordPages) return w.namedRareWord;
    return 0;
  };

  /** Glossary entries a text names: multi-word names as phrases, one-word names when rare. */
  const namedIn = (text: string): Set<string> => {
    const words = stemmedWords(text);
    const terms = new Set(words.map(processIndexTerm).filter((t): t is string => t !== null));
    const ids = new Set<string>();
    for (const phrase of glossaryPhrases) {
      if (phrase.words.length > 1) {
        if (containsPhrase(words, phrase.words)) ids.add(phrase.id);
        continue;
      }
      const term = processIndexTerm(phrase.words[0] as string);
      if (term !== null && terms.has(term) && (pageFrequency.get(term) ?? 0) <= w.rareWordPages) ids.add(phrase.id);
    }
    return ids;
  };

  return (
    text: string,
    results: SearchResult[],
    limit: number,
    cardCandidates: readonly CardCandidate[] = [],
    rulings: readonly string[] = [],
  ): SearchHit[] => {
    const q = analyzeQuestion(text);
    const playsSomething = PLAY_WORDS.some((word) => q.words.includes(word));
    const buildsDeck = DECK_BUILDING.test(text.toLowerCase());
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
    // A keyword on a card the question names is likely what it asks about; the more so when the
    // question's words fit its entry ("when does it wake up" and Vigor), wherever the entry ranked.
    if (cardCandidates.length > 0) {
      const fit = new Map(results.map((r) => [String(r.id), top > 0 ? r.score / top : 0]));
      const fitAt = new Map<string, number>();
      for (const r of results) {
        const hit = byId.get(String(r.id));
        if (!hit) continue;
        const value = top > 0 ? r.score / top : 0;
        for (const key of [hit.page, `${hit.page}#${hit.anchor}`]) fitAt.set(key, Math.max(fitAt.get(key) ?? 0, value));
      }
      // How well the question fits an entry: its own words, or (less) those of what it cites.
      const fitOf = (section: RulesSection): number => {
        const cited = (citations.get(section.id) ?? []).map((c) => fitAt.get(c.kind === 'page' ? c.page : `${c.page}#${c.anchor}`) ?? 0);
        return Math.max(fit.get(section.id) ?? 0, w.cardCitedFit * Math.max(0, ...cited));
      };
      const bestFit = Math.max(...cardCandidates.map(({ section }) => fitOf(section)));
      const cardBonus = new Map<string, number>();
      for (const { section, printed } of cardCandidates) {
        const own = fitOf(section);
        add(section, own);
        // Of the card's keywords, the one the question's words fit best is the likeliest; a term
        // its text only mentions ("summon", a reminder's "true sight") less so than a keyword it has.
        const share = bestFit > 0 ? own / bestFit : 1;
        const bonus = w.cardKeyword * (1 - w.cardKeywordFit + w.cardKeywordFit * share) * (printed ? 1 : w.cardMentionedTerm);
        cardBonus.set(section.id, Math.max(cardBonus.get(section.id) ?? 0, bonus));
      }
      for (const [id, bonus] of cardBonus) named.set(id, (named.get(id) ?? 0) + bonus);
    }
    // The rules a named card's rulings speak of.
    if (w.rulingCitation > 0 && rulings.length > 0) {
      for (const id of namedIn(rulings.join('\n'))) named.set(id, (named.get(id) ?? 0) + w.rulingCitation);
    }
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
      // The type list names every subtype, so it matches any question naming one; it answers questions about the lists.
      if (section.page === TYPE_LIST_PAGE && !TYPE_LIST_WORDS.some((t) => q.terms.has(t))) score *= w.unnamedGlossary;
      if (section.glossary !== null || GLOSSARY_PAGES.has(section.page)) {
        if (!named.has(section.id) && q.intent !== 'define') score *= w.unnamedGlossary;
      } else {
        const title = titleTerms.get(section.page) ?? [];
        const matchedTerms = title.filter((t) => q.terms.has(t));
        const matched = matchedTerms.length;
        // A partial title match counts by how telling the matched words are: "game" says little.
        const weightOf = (terms: readonly string[]): number => terms.reduce((n, t) => n + idf(t), 0);
        // A full match counts by how telling the title is too: "champion" or "field" name a page, but most questions about anything else say them as well.
        if (title.length > 0) score += matched === title.length ? w.titleFull * Math.min(1, weightOf(title) / w.titleTelling) : w.titlePartial * (weightOf(matchedTerms) / weightOf(title));
        const typePhrase = cardTypePhrases.get(section.page);
        if (typePhrase && containsPhrase(q.words, typePhrase)) score += w.cardTypePhrase;
        // "what is a domain": the question names exactly what the page is about.
        if (q.intent === 'define' && matched === title.length && q.focus.length > 0 && q.focus.every((t) => title.includes(t))) score += w.titleDefine;
      }
      if (q.intent === 'when' && TIMING_PAGES.test(section.page)) score += w.timingIntent;
      // "can i play X during opps combat": a permission to play, which the timing page answers.
      if (q.intent === 'can' && playsSomething && PERMISSION_PAGES.test(section.page)) score += w.permissionIntent;
      if (q.intent === 'where' && ZONE_PAGES.test(section.page)) score += w.zoneIntent;
      if (buildsDeck && DECK_BUILDING_PAGES.test(section.page)) score += w.deckBuildingIntent;
      ranked.push({ section, score });
    }
    ranked.sort((a, b) => b.score - a.score || a.section.id.localeCompare(b.section.id));
    return ranked.slice(0, limit).map((c) => ({ section: c.section, score: c.score }));
  };
}
