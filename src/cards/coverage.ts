import type { IndexCard } from './index-schema.js';

export interface CoverageRow {
  cards: number;
  scripted: number;
  tested: number;
}

export interface Coverage {
  indexCards: number;
  scripted: number;
  tested: number;
  champions: CoverageRow;
  regalia: CoverageRow;
  bySet: Record<string, CoverageRow>;
  byType: Record<string, CoverageRow>;
  /** Unscripted cards with a recorded blocker, grouped by the mechanic that blocks them, most frequent first. */
  blockers: { mechanic: string; slugs: string[] }[];
  /** Unscripted cards nobody has looked at yet (no blocker recorded). */
  unexamined: number;
}

/** The set a card first appeared in (its earliest printing). */
export function firstSet(card: IndexCard): string {
  const editions = [...card.editions].sort((a, b) => (a.set.release_date ?? '').localeCompare(b.set.release_date ?? ''));
  return editions[0]?.set.prefix ?? 'unknown';
}

/** Every set a card has a printing in. */
export function setsOf(card: IndexCard): string[] {
  return [...new Set(card.editions.map((e) => e.set.prefix))].sort();
}

const row = (): CoverageRow => ({ cards: 0, scripted: 0, tested: 0 });

/**
 * How much of the Index the engine plays on its own: scripted cards, and scripted cards with a test.
 * A card counts in every set it has a printing in. `blockers` maps an unscripted slug to
 * "mechanic: reason" (src/cards/blockers/*.json).
 */
export function coverage(
  cards: readonly IndexCard[], scripted: ReadonlySet<string>, testedSlugs: ReadonlySet<string>, blockers: Readonly<Record<string, string>> = {},
): Coverage {
  const c: Coverage = { indexCards: cards.length, scripted: 0, tested: 0, champions: row(), regalia: row(), bySet: {}, byType: {}, blockers: [], unexamined: 0 };
  const byMechanic = new Map<string, string[]>();
  for (const card of cards) {
    const isScripted = scripted.has(card.slug);
    const isTested = isScripted && testedSlugs.has(card.slug);
    const type = card.types.filter((t) => t !== 'REGALIA' && t !== 'UNIQUE').join('/') || 'NONE';
    if (isScripted) c.scripted++;
    if (isTested) c.tested++;
    const rows = [c.byType[type] ??= row(), ...setsOf(card).map((set) => (c.bySet[set] ??= row()))];
    if (card.types.includes('CHAMPION')) rows.push(c.champions);
    if (card.types.includes('REGALIA')) rows.push(c.regalia);
    for (const r of rows) {
      r.cards++;
      if (isScripted) r.scripted++;
      if (isTested) r.tested++;
    }
    if (!isScripted) {
      const reason = blockers[card.slug];
      if (reason === undefined) c.unexamined++;
      else {
        const mechanic = reason.split(':')[0]!.trim();
        byMechanic.set(mechanic, [...(byMechanic.get(mechanic) ?? []), card.slug]);
      }
    }
  }
  c.blockers = [...byMechanic].map(([mechanic, slugs]) => ({ mechanic, slugs: slugs.sort() }))
    .sort((a, b) => b.slugs.length - a.slugs.length || a.mechanic.localeCompare(b.mechanic));
  return c;
}

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

export function formatCoverage(c: Coverage): string {
  const rows = (r: Record<string, CoverageRow>) =>
    Object.entries(r).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) =>
      `  ${k.padEnd(28)} ${String(v.scripted).padStart(4)} / ${String(v.cards).padEnd(5)} ${String(v.tested).padStart(4)}   ${pct(v.tested, v.cards).padStart(6)}`);
  return [
    `cards in the Index:    ${c.indexCards}`,
    `cards scripted:        ${c.scripted} (${pct(c.scripted, c.indexCards)})`,
    `scripted, with tests:  ${c.tested}`,
    `champions ${c.champions.scripted}/${c.champions.cards}, regalia ${c.regalia.scripted}/${c.regalia.cards}`
      + ` (with tests: champions ${c.champions.tested}, regalia ${c.regalia.tested})`,
    '', 'per set, every card with a printing in it (scripted / cards, with tests, % with tests):', ...rows(c.bySet),
    '', 'per type (scripted / cards, with tests, % with tests):', ...rows(c.byType),
    '', `unscripted with a recorded blocker: ${c.blockers.reduce((n, b) => n + b.slugs.length, 0)}; not yet examined: ${c.unexamined}`,
    ...c.blockers.map((b) => `  ${String(b.slugs.length).padStart(4)}  ${b.mechanic}: ${b.slugs.join(', ')}`),
  ].join('\n');
}
