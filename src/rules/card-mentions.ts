/**
 * Card names inside a rules question ("can aesan protector intercept while rested"): which
 * cards the question names, and what is left of it once the names are taken out. The rules
 * module only needs a card's name, text and rulings, so it takes this small shape rather
 * than the Index card model.
 */
import { slipDistance } from './typos.js';

export interface RulesCardRuling {
  date: string;
  text: string;
}

export interface RulesCard {
  name: string;
  slug: string;
  /** The card text (keywords in `**bold**` as the Index writes them). */
  text: string;
  rulings: readonly RulesCardRuling[];
  /** Where players read the card and all its rulings. */
  url?: string;
}

export interface CardMentionResult {
  cards: RulesCard[];
  /** The question without the card names. */
  rest: string;
}

/** How many words the longest name we look for has. */
const MAX_NAME_WORDS = 7;
/** A word of a name shorter than this must be typed exactly. */
const MIN_SLIP_LENGTH = 5;
/** A one-word name shorter than this is too likely an ordinary word. */
const MIN_SINGLE_WORD_LENGTH = 4;

/** Lower-case words; `dropPossessive` reads "Lorraine's attack" as "lorraine attack", else "lorraines attack". */
export function words(text: string, dropPossessive = true): string[] {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return (dropPossessive ? plain.replace(/['\u2019]s\b/g, '') : plain)
    .replace(/['\u2018\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface CardMentionOptions {
  /** Whether a word is part of the rules' own vocabulary (then a one-word name or nickname made of it is not a card). */
  isRulesWord: (word: string) => boolean;
  /**
   * Whether the rules use these words in a row. A name made only of rules words ("Slime King") is
   * still a card when the rules never write it; its words then stay in the question too.
   */
  isRulesPhrase?: (words: readonly string[]) => boolean;
}

export class CardMentions {
  private readonly byName = new Map<string, RulesCard[]>();
  /** Names made of rules words: the question keeps their words. */
  private readonly keepWords = new Set<string>();
  private readonly longest: number;

  constructor(cards: readonly RulesCard[], private readonly options: CardMentionOptions) {
    let longest = 1;
    for (const card of cards) {
      const full = words(card.name);
      if (full.length === 0) continue;
      // Whether the rules write the name (possessives dropped, as the rules text is read); asked only of names made of rules words.
      const written = (): boolean => this.writtenInRules(full);
      this.addName(full, card, written);
      // "Assassin's Ripper" typed without the apostrophe: "assassins ripper".
      this.addName(words(card.name, false), card, written);
      longest = Math.max(longest, Math.min(MAX_NAME_WORDS, full.length));
      // Champions are named "Name, Title"; players call them by the Name alone.
      const comma = card.name.indexOf(',');
      if (comma > 0) {
        const name = words(card.name.slice(0, comma));
        const nameWritten = (): boolean => this.writtenInRules(name);
        this.addName(name, card, nameWritten);
        this.addName(words(card.name.slice(0, comma), false), card, nameWritten);
      }
    }
    this.longest = longest;
  }

  private writtenInRules(nameWords: readonly string[]): boolean {
    return !this.options.isRulesPhrase || this.options.isRulesPhrase(nameWords);
  }

  private addName(nameWords: string[], card: RulesCard, writtenInRules: () => boolean): void {
    if (nameWords.length === 0 || nameWords.length > MAX_NAME_WORDS) return;
    if (nameWords.length === 1) {
      const [word = ''] = nameWords;
      if (word.length < MIN_SINGLE_WORD_LENGTH || this.options.isRulesWord(word)) return;
    }
    const key = nameWords.join(' ');
    if (nameWords.length > 1 && nameWords.every((w) => this.options.isRulesWord(w))) {
      // "Crowd's Favor" is a card and a rules topic: read as rules words. A name the rules never write is both.
      if (writtenInRules()) return;
      this.keepWords.add(key);
    }
    const same = this.byName.get(key);
    if (!same) this.byName.set(key, [card]);
    else if (!same.includes(card)) same.push(card);
  }

  get size(): number {
    return this.byName.size;
  }

  /** The cards a question names (longest names first, left to right) and the words left over. */
  find(question: string): CardMentionResult {
    const tokens = words(question.slice(0, 300));
    const cards: RulesCard[] = [];
    const rest: string[] = [];
    for (let i = 0; i < tokens.length; ) {
      let matched = 0;
      for (let n = Math.min(this.longest, tokens.length - i); n >= 1; n--) {
        const key = tokens.slice(i, i + n).join(' ');
        const found = this.byName.get(key);
        if (!found) continue;
        for (const card of found) if (!cards.includes(card)) cards.push(card);
        matched = n;
        if (this.keepWords.has(key)) rest.push(...tokens.slice(i, i + n));
        break;
      }
      if (matched === 0) {
        const near = this.nearName(tokens, i);
        if (near) {
          for (const card of this.byName.get(near.key) ?? []) if (!cards.includes(card)) cards.push(card);
          if (this.keepWords.has(near.key)) rest.push(...tokens.slice(i, i + near.length));
          matched = near.length;
        }
      }
      if (matched > 0) i += matched;
      else rest.push(tokens[i++] as string);
    }
    return { cards, rest: rest.join(' ') };
  }

  /**
   * A name of two words or more typed with a slip ("windrider vangaurd"): one slip in a word of
   * five letters or more, one such word in a two-word name, two in a longer one. Tried only where
   * a word of the question is not a rules word, so that ordinary questions are never read as cards.
   */
  private nearName(tokens: readonly string[], at: number): { key: string; length: number } | null {
    for (let n = Math.min(this.longest, tokens.length - at); n >= 2; n--) {
      const typed = tokens.slice(at, at + n);
      if (typed.every((w) => this.options.isRulesWord(w))) continue;
      const allowed = n === 2 ? 1 : 2;
      // With at most two slips in three words or more (one in two), some word is typed exactly.
      const candidates = new Set<string[]>();
      for (let k = 0; k < n; k++) for (const name of this.namesWith(n, k, typed[k] as string)) candidates.add(name);
      for (const name of candidates) {
        let slips = 0;
        for (let k = 0; k < n && slips <= allowed; k++) {
          const want = name[k] as string;
          const got = typed[k] as string;
          if (want === got) continue;
          if (want.length < MIN_SLIP_LENGTH || got.length < MIN_SLIP_LENGTH || slipDistance(want, got, 1) > 1) slips = Infinity;
          else slips++;
        }
        if (slips <= allowed) return { key: name.join(' '), length: n };
      }
    }
    return null;
  }

  /** Multi-word names by their length, a position and the word there: "2:0:windrider". */
  private byWord: Map<string, string[][]> | null = null;

  private namesWith(length: number, position: number, word: string): string[][] {
    if (!this.byWord) {
      this.byWord = new Map();
      for (const key of this.byName.keys()) {
        const nameWords = key.split(' ');
        if (nameWords.length < 2) continue;
        nameWords.forEach((w, k) => {
          const slot = `${nameWords.length}:${k}:${w}`;
          const list = this.byWord?.get(slot);
          if (list) list.push(nameWords);
          else this.byWord?.set(slot, [nameWords]);
        });
      }
    }
    return this.byWord.get(`${length}:${position}:${word}`) ?? [];
  }
}

/** Keywords as the Index prints them in a card's text: `**Intercept**`, `**On Enter:**`, `**Pride 5**`. */
export function boldTerms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\*\*([^*]+?)\*\*/g)) {
    const term = (match[1] ?? '')
      .replace(/[:\u2014\u2013-]+\s*$/, '')
      .replace(/\s+(?:\d+\+?|X\+?|\d+\s*\+\s*X)$/i, '')
      .trim();
    if (term && !found.includes(term)) found.push(term);
  }
  return found;
}

/**
 * A card's rulings that share the most terms with the question, newest first among equals.
 * `terms` turns a text into its search terms (the rules search's own analysis).
 */
export function relevantRulings(
  card: RulesCard,
  question: string,
  terms: (text: string) => Set<string>,
  max = 2,
): RulesCardRuling[] {
  const asked = terms(question);
  return card.rulings
    .map((ruling, order) => {
      const own = terms(ruling.text);
      let shared = 0;
      for (const term of asked) if (own.has(term)) shared++;
      return { ruling, shared, order };
    })
    .sort((a, b) => b.shared - a.shared || b.ruling.date.localeCompare(a.ruling.date) || a.order - b.order)
    .slice(0, max)
    .map((r) => r.ruling);
}
