import type { RulesSection } from './types.js';

/** One question of an evaluation set and the answers a judge would accept (`page.md` or `page.md#anchor`). */
export interface RankingQuestion {
  question: string;
  accept: readonly string[];
}

export interface RankingMiss {
  question: string;
  accept: readonly string[];
  /** Where the accepted answer ranked (1-based) within the top 10, or null when it was not there. */
  rank: number | null;
  top: string[];
}

export interface RankingReport {
  total: number;
  top1: number;
  top3: number;
  misses: RankingMiss[];
}

/** `page.md` accepts any section of the page; `page.md#anchor` only sections under that anchor. */
export function accepts(accept: string, section: RulesSection): boolean {
  const hash = accept.indexOf('#');
  if (hash < 0) return section.page === accept;
  return section.page === accept.slice(0, hash) && section.anchor === accept.slice(hash + 1);
}

export function sectionAddress(section: RulesSection): string {
  return section.anchor ? `${section.page}#${section.anchor}` : section.page;
}

/** Ranks every question with `rank` and counts how often an accepted answer is first, and within the top three. */
export function evaluateRanking(
  questions: readonly RankingQuestion[],
  rank: (question: string) => readonly RulesSection[],
): RankingReport {
  let top1 = 0;
  let top3 = 0;
  const misses: RankingMiss[] = [];
  for (const q of questions) {
    const ranked = rank(q.question).slice(0, 10);
    const at = ranked.findIndex((section) => q.accept.some((a) => accepts(a, section)));
    if (at === 0) top1++;
    if (at >= 0 && at < 3) top3++;
    if (at !== 0) misses.push({ question: q.question, accept: q.accept, rank: at < 0 ? null : at + 1, top: ranked.slice(0, 3).map(sectionAddress) });
  }
  return { total: questions.length, top1, top3, misses };
}
