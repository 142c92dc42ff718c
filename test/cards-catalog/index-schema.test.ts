import { describe, expect, it } from 'vitest';
import { IndexCardSchema, IndexSearchPageSchema } from '../../src/cards/index-schema.js';
import { fixtureCardsJson } from './fixture-cards.js';
import { hasSharedCards, sharedCardsRaw } from './shared-data.js';

describe('IndexCardSchema', () => {
  it.skipIf(!hasSharedCards)('parses every card of the shared Index snapshot', () => {
    const raw = sharedCardsRaw();
    expect(raw.length).toBeGreaterThan(2000);
    const failures: string[] = [];
    for (const item of raw) {
      const result = IndexCardSchema.safeParse(item);
      if (!result.success) failures.push(`${(item as { name?: string }).name}: ${result.error.issues[0]?.message}`);
    }
    expect(failures).toEqual([]);
  });

  it.skipIf(!hasSharedCards)('keeps X costs, null stats and rulings as the Index gives them', () => {
    const cards = sharedCardsRaw().map((item) => IndexCardSchema.parse(item));
    const xCost = cards.find((card) => card.cost.value === 'X');
    expect(xCost && (xCost.cost_reserve === -1 || xCost.cost_memory === -1)).toBe(true);
    expect(cards.some((card) => card.legality === null)).toBe(true);
    expect(cards.some((card) => card.legality?.['STANDARD']?.limit === 0)).toBe(true);
    expect(cards.some((card) => card.rule.length > 0 && card.rule.every((rule) => /^\d{4}-\d{2}-\d{2}/.test(rule.date_added)))).toBe(true);
  });

  it('parses the self-written fixture', () => {
    for (const item of fixtureCardsJson()) expect(IndexCardSchema.safeParse(item).success).toBe(true);
  });

  it('lets a field the API adds later pass through', () => {
    const [card] = fixtureCardsJson() as Record<string, unknown>[];
    const parsed = IndexCardSchema.parse({ ...card, future_field: { nested: 1 } });
    expect((parsed as Record<string, unknown>)['future_field']).toEqual({ nested: 1 });
  });

  it('rejects a card without a name, with a wrong cost type, or with a string level', () => {
    const [card] = fixtureCardsJson() as Record<string, unknown>[];
    const { name: _name, ...nameless } = card!;
    expect(IndexCardSchema.safeParse(nameless).success).toBe(false);
    expect(IndexCardSchema.safeParse({ ...card, cost: { type: 'mana', value: '1' } }).success).toBe(false);
    expect(IndexCardSchema.safeParse({ ...card, level: '1' }).success).toBe(false);
  });
});

describe('IndexSearchPageSchema', () => {
  it('reads a search page and keeps unknown paging fields', () => {
    const page = IndexSearchPageSchema.parse({ data: [{}], page: 2, total_pages: 5, total_cards: 120, page_size: 30, extra: true });
    expect(page.total_pages).toBe(5);
    expect(page.data).toHaveLength(1);
  });

  it('rejects a page without data', () => {
    expect(IndexSearchPageSchema.safeParse({ page: 1, total_pages: 1 }).success).toBe(false);
  });
});
