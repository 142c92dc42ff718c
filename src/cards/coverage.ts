import type { IndexCard } from './index-schema.js';

export interface Coverage {
  indexCards: number;
  scripted: number;
  tested: number;
  bySet: Record<string, { cards: number; scripted: number }>;
  byType: Record<string, { cards: number; scripted: number }>;
}

/** The set a card first appeared in (its earliest printing). */
export function firstSet(card: IndexCard): string {
  const editions = [...card.editions].sort((a, b) => (a.set.release_date ?? '').localeCompare(b.set.release_date ?? ''));
  return editions[0]?.set.prefix ?? 'unknown';
}

/** How much of the Index the engine plays on its own: scripted cards, and scripted cards with a test. */
export function coverage(cards: readonly IndexCard[], scripted: ReadonlySet<string>, testedSlugs: ReadonlySet<string>): Coverage {
  const bySet: Coverage['bySet'] = {};
  const byType: Coverage['byType'] = {};
  let nScripted = 0;
  let nTested = 0;
  for (const card of cards) {
    const isScripted = scripted.has(card.slug);
    if (isScripted) nScripted++;
    if (isScripted && testedSlugs.has(card.slug)) nTested++;
    const set = (bySet[firstSet(card)] ??= { cards: 0, scripted: 0 });
    set.cards++;
    if (isScripted) set.scripted++;
    const type = card.types.filter((t) => t !== 'REGALIA' && t !== 'UNIQUE').join('/') || 'NONE';
    const ty = (byType[type] ??= { cards: 0, scripted: 0 });
    ty.cards++;
    if (isScripted) ty.scripted++;
  }
  return { indexCards: cards.length, scripted: nScripted, tested: nTested, bySet, byType };
}

export function formatCoverage(c: Coverage): string {
  const rows = (r: Coverage['bySet']) =>
    Object.entries(r).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `  ${k.padEnd(28)} ${String(v.scripted).padStart(4)} / ${v.cards}`);
  return [
    `cards in the Index:    ${c.indexCards}`,
    `cards scripted:        ${c.scripted}`,
    `scripted, with tests:  ${c.tested}`,
    '', 'per set (scripted / cards):', ...rows(c.bySet),
    '', 'per type (scripted / cards):', ...rows(c.byType),
  ].join('\n');
}
