/**
 * What a player's question asks, beyond its words: the kind of answer it wants (a definition,
 * a timing, a permission, a count, a consequence) and the word sequences it contains, so that a
 * glossary entry or a page title can be recognised as a phrase rather than as loose words.
 */
import { expandPhrases, processQueryTerm, stem, tokenize } from './text-analysis.js';

export type QuestionIntent = 'define' | 'when' | 'where' | 'can' | 'how-many' | 'what-happens' | 'how' | 'other';

export interface AnalyzedQuestion {
  intent: QuestionIntent;
  /** Every word, stemmed, synonyms included, stopwords kept (phrases like "on hit" need them). */
  words: string[];
  /** Every distinct term the question means (stopwords dropped, synonyms added). */
  terms: Set<string>;
  /** Terms left once the question words are gone: "what does taunt do" -> taunt. */
  focus: string[];
}

const DEFINE = /^(?:so\s+)?(?:what\s*(?:'?s|is|are|does|do)|whats|wat\s+(?:is|does)|define|meaning\s+of)\b|\bmean(?:s|ing)?\b|\bkeyword\b|\bdefinition\b/;
const WHEN = /^(?:when|at what point)\b|\bwhen\s+(?:do|does|can|is|are|should)\b|\btiming\b/;
const CAN = /^(?:can|could|may|is it legal|am i allowed)\b|\b(?:can|cant|cannot)\s+(?:i|u|you|my|an?|the|it|they|allies|players?)\b|\ballowed\b/;
const HOW_MANY = /\bhow\s+(?:many|much)\b|\b(?:max|min|maximum|minimum|limit)\b/;
const WHAT_HAPPENS = /\bwhat\s+happens?\b|\bif\b.*\?$/;
const WHERE = /\bwhere\s+(?:does|do|did|is|are|should|can|will)\b|\bwhich zone\b|\bwhat zone\b|\bwhere\b.*\bgo(?:es)?\b/;
const HOW = /^how\b|\bhow\s+(?:does|do|to)\b/;

function intentOf(text: string): QuestionIntent {
  if (WHERE.test(text)) return 'where';
  if (WHAT_HAPPENS.test(text)) return 'what-happens';
  if (HOW_MANY.test(text)) return 'how-many';
  if (WHEN.test(text)) return 'when';
  if (CAN.test(text)) return 'can';
  if (DEFINE.test(text)) return 'define';
  if (HOW.test(text)) return 'how';
  return 'other';
}

/** Words that say what kind of answer is wanted; they carry no topic of their own. */
const QUESTION_WORDS = new Set(['mean', 'meaning', 'keyword', 'definition', 'define', 'whats', 'wat', 'exactly', 'work', 'do', 'does', 'u', 'ur']);

export function analyzeQuestion(query: string): AnalyzedQuestion {
  const text = query.toLowerCase().replace(/[’]/g, "'").trim();
  const intent = intentOf(text);
  const raw = tokenize(text);
  const words = raw.map((w) => stem(w));
  const terms = new Set<string>();
  const focus: string[] = [];
  for (const token of tokenize(expandPhrases(text))) {
    const processed = processQueryTerm(token);
    if (!processed) continue;
    for (const term of processed) terms.add(term);
  }
  for (const token of raw) {
    const processed = processQueryTerm(token);
    if (processed && !QUESTION_WORDS.has(token)) focus.push(processed[0] as string);
  }
  return { intent, words, terms, focus };
}

/** Whether `phrase` (stemmed words) occurs in `words` as a contiguous run. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}
