/**
 * Card names inside a rules question ("can aesan protector intercept while rested"): which
 * cards the question names, and what is left of it once the names are taken out. The rules
 * module only needs a card's name, text and rulings, so it takes this small shape rather
 * than the Index card model.
 */

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
      this.addName(full, card);
      // "Assassin's Ripper" typed without the apostrophe: "assassins ripper".
      this.addName(words(card.name, false), card);
      longest = Math.max(longest, Math.min(MAX_NAME_WORDS, full.length));
      // Champions are named "Name, Title"; players call them by the Name alone.
      const comma = card.name.indexOf(',');
      if (comma > 0) {
        this.addName(words(card.name.slice(0, comma)), card);
        this.addName(words(card.name.slice(0, comma), false), card);
      }
    }
    this.longest = longest;
  }

  private addName(nameWords: string[], card: RulesCard): void {
    if (nameWords.length === 0 || nameWords.length > MAX_NAME_WORDS) return;
    if (nameWords.length === 1) {
      const [word = ''] = nameWords;
      if (word.length < MIN_SINGLE_WORD_LENGTH || this.options.isRulesWord(word)) return;
    }
    const key = nameWords.join(' ');
    if (nameWords.length > 1 && nameWords.every((w) => this.options.isRulesWord(w))) {
      // "Crowd's Favor" is a card and a rules topic: read as rules words. A name the rules never write is both.
      if (!this.options.isRulesPhrase || this.options.isRulesPhrase(nameWords)) return;
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
      if (matched > 0) i += matched;
      else rest.push(tokens[i++] as string);
    }
    return { cards, rest: rest.join(' ') };
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
