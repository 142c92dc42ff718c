import { beforeAll, describe, expect, it } from 'vitest';
import { rankQuestion } from '../../commands/rule-cards.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { IndexCardSchema } from '../../src/cards/index-schema.js';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { accepts, evaluateRanking } from '../../src/rules/evaluate.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import type { RulesIndex } from '../../src/rules/search.js';
import type { RulesSection } from '../../src/rules/types.js';
import { hasSharedCards, sharedCardsRaw } from '../cards-catalog/shared-data.js';
import { HELD_OUT_QUESTIONS, TUNING_QUESTIONS } from './eval/questions.js';
import { hasSharedRules, SHARED_RULES } from './helpers.js';

const section = (page: string, anchor: string): RulesSection =>
  ({ id: 'x', kind: 'heading', page, pageTitle: '', heading: null, anchor, number: null, breadcrumb: [], text: '', subRules: [], examples: [], parentId: null, glossary: null });

describe('the ranking evaluation', () => {
  it('accepts a page whole, or only the named anchor of it', () => {
    expect(accepts('a/b.md', section('a/b.md', 'x'))).toBe(true);
    expect(accepts('a/b.md#x', section('a/b.md', 'x'))).toBe(true);
    expect(accepts('a/b.md#x', section('a/b.md', 'y'))).toBe(false);
    expect(accepts('a/b.md', section('a/c.md', ''))).toBe(false);
  });

  it('counts first places, top-3 places and lists every question not answered first', () => {
    const ranked: Record<string, RulesSection[]> = {
      first: [section('p.md', '')],
      third: [section('q.md', ''), section('r.md', ''), section('p.md', '')],
      none: [section('q.md', '')],
    };
    const report = evaluateRanking(
      Object.keys(ranked).map((question) => ({ question, accept: ['p.md'] })),
      (question) => ranked[question] ?? [],
    );
    expect(report).toMatchObject({ total: 3, top1: 1, top3: 2 });
    expect(report.misses.map((m) => [m.question, m.rank])).toEqual([['third', 3], ['none', null]]);
  });

  it('has at least 150 questions, split evenly (the tuning-only batch aside), every area in both halves', () => {
    expect(TUNING_QUESTIONS.length + HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    const split = TUNING_QUESTIONS.filter((q) => !q.tuningOnly);
    expect(Math.abs(split.length - HELD_OUT_QUESTIONS.length)).toBeLessThanOrEqual(1);
    expect(HELD_OUT_QUESTIONS.some((q) => q.tuningOnly)).toBe(false);
    const areas = (qs: readonly { area: string }[]): string[] => [...new Set(qs.map((q) => q.area))].sort();
    expect(areas(HELD_OUT_QUESTIONS)).toEqual(areas(split));
    const asked = new Set(TUNING_QUESTIONS.map((q) => q.question));
    expect(HELD_OUT_QUESTIONS.filter((q) => asked.has(q.question))).toEqual([]);
  });
});

describe.skipIf(!hasSharedRules)('/rule on player questions over the real rules (../shared)', () => {
  let index: RulesIndex;
  let catalog: CardCatalog | null = null;
  beforeAll(async () => {
    index = buildRulesIndex(await loadRulesCorpus(SHARED_RULES));
    if (hasSharedCards) catalog = new CardCatalog(sharedCardsRaw().map((raw) => IndexCardSchema.parse(raw)));
  });
  const rank = (question: string): RulesSection[] => rankQuestion(index, catalog, question, 10).hits.map((h) => h.section);

  it('only accepts answers that exist in the rules', () => {
    const addresses = new Set(index.sections.flatMap((s) => [s.page, `${s.page}#${s.anchor}`]));
    const unknown = [...TUNING_QUESTIONS, ...HELD_OUT_QUESTIONS].flatMap((q) => q.accept.filter((a) => !addresses.has(a)));
    expect(unknown).toEqual([]);
  });

  it.skipIf(!hasSharedCards)('ranks an accepted answer first for 85% of the tuning half, and in the top 3 for 95%', () => {
    const report = evaluateRanking(TUNING_QUESTIONS, rank);
    expect(report.top1 / report.total).toBeGreaterThanOrEqual(0.85);
    expect(report.top3 / report.total).toBeGreaterThanOrEqual(0.95);
  });

  // A guard against regressions only, at the level measured when the ranking was last tuned
  // (77.8% / 90.1% on 162 questions; then 77.7% / 91.3% on 242, the first 162 of them at 79.0% / 91.4%;
  // after the tuning-only fifth batch and its round, 77.7% / 90.9%; with the pages' player words, 84.3% / 95.5%);
  // the goal for this half is 85% / 95%. Never tune against this test.
  it.skipIf(!hasSharedCards)('keeps the held-out half at least where it was measured', () => {
    const report = evaluateRanking(HELD_OUT_QUESTIONS, rank);
    expect(report.top1 / report.total).toBeGreaterThanOrEqual(0.82);
    expect(report.top3 / report.total).toBeGreaterThanOrEqual(0.93);
  });
});
