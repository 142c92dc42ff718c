/**
 * Typo tolerance for /rule questions: a word the rules never use, one slip away from a word they
 * do use ("retalliate", "gaveyard", "tuant"), is read as that word. Full-text fuzzy matching
 * already forgives some slips, but not swapped letters, and not in the names of keywords and
 * pages, which the ranking recognises as whole words.
 */
import { tokenize } from './text-analysis.js';

/** Words shorter than this are left alone: too many short words are one letter from another. */
const MIN_LENGTH = 5;
/** From this length on, two slips are forgiven. */
const TWO_SLIPS_LENGTH = 10;

/** Edit distance counting a swap of neighbouring letters as one slip; `Infinity` once above `max`. */
export function slipDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return Infinity;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] as number;
  return distance > max ? Infinity : distance;
}

export interface TypoCorrectorOptions {
  /** Words the question may use that the rules do not (player short forms): never corrected. */
  isKnown: (word: string) => boolean;
}

/**
 * Builds a corrector over the words of the rules (with how often each occurs). The corrector
 * returns the text with each unknown word replaced by the most frequent rules word within reach.
 */
export function createTypoCorrector(counts: ReadonlyMap<string, number>, options: TypoCorrectorOptions): (text: string) => string {
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys()) {
    if (word.length < MIN_LENGTH - 1 || /\d/.test(word)) continue;
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  const memo = new Map<string, string | null>();

  const correct = (word: string): string | null => {
    if (word.length < MIN_LENGTH || /\d/.test(word) || counts.has(word) || options.isKnown(word)) return null;
    const cached = memo.get(word);
    if (cached !== undefined) return cached;
    const max = word.length >= TWO_SLIPS_LENGTH ? 2 : 1;
    let best: string | null = null;
    let bestDistance = Infinity;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        const distance = slipDistance(word, candidate, max);
        if (distance === Infinity) continue;
        const count = counts.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    if (memo.size > 10_000) memo.clear();
    memo.set(word, best);
    return best;
  };

  return (text: string): string => {
    const fixes = new Map<string, string>();
    for (const word of tokenize(text)) {
      const fixed = correct(word);
      if (fixed) fixes.set(word, fixed);
    }
    if (fixes.size === 0) return text;
    return text.replace(/[\p{L}\p{N}]+/gu, (word) => fixes.get(word.toLowerCase()) ?? word);
  };
}
