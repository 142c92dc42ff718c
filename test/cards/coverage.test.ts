// cards:coverage: scripted / total / with tests per set and type, the champions and regalia line, and blockers by mechanic.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlockers } from '../../src/cards/blockers.js';
import { coverage, formatCoverage } from '../../src/cards/coverage.js';
import { formatFactsTable } from '../../src/cards/index-facts.js';
import { fixtureCards } from '../cards-catalog/fixture-cards.js';

describe('card coverage', () => {
  const cards = fixtureCards();
  const scripted = new Set(['spirit-of-fire', 'lorraine-wandering-warrior', 'aegis-of-dawn', 'fireball']);
  const tested = new Set(['spirit-of-fire', 'aegis-of-dawn']);
  const blockers = { 'alkahest': 'solvent-counters: x', 'aquamirage-whisper': 'aetherwing: y', 'lorraine-crux-knight': 'solvent-counters: z' };
  const c = coverage(cards, scripted, tested, blockers);

  it('counts champions and regalia, scripted and with tests', () => {
    expect(c.champions).toEqual({ cards: 4, scripted: 2, tested: 1 });
    expect(c.regalia).toEqual({ cards: 4, scripted: 1, tested: 1 });
    expect(formatCoverage(c)).toContain('champions 2/4, regalia 1/4');
  });

  it('counts a card in every set it is printed in, and per type', () => {
    expect(c.bySet['MRC']).toEqual({ cards: 2, scripted: 1, tested: 1 });
    expect(c.byType['CHAMPION']).toEqual({ cards: 4, scripted: 2, tested: 1 });
    expect(c.scripted).toBe(4);
    expect(c.tested).toBe(2);
  });

  it('lists the unscripted cards by blocking mechanic, most frequent first; the rest as not examined', () => {
    expect(c.blockers).toEqual([
      { mechanic: 'solvent-counters', slugs: ['alkahest', 'lorraine-crux-knight'] },
      { mechanic: 'aetherwing', slugs: ['aquamirage-whisper'] },
    ]);
    expect(c.unexamined).toBe(cards.length - scripted.size - 3);
  });

  it('reads blocker files, refusing a slug listed twice or a reason without its mechanic', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blockers-'));
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ alkahest: 'solvent-counters: x' }));
    expect(loadBlockers(dir)).toEqual({ alkahest: 'solvent-counters: x' });
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ alkahest: 'other: y' }));
    expect(() => loadBlockers(dir)).toThrow(/two files/);
    const bad = mkdtempSync(path.join(tmpdir(), 'blockers-'));
    writeFileSync(path.join(bad, 'a.json'), JSON.stringify({ alkahest: 'no mechanic given' }));
    expect(() => loadBlockers(bad)).toThrow();
  });

  it('the repository blocker files are well formed and list no scripted card', async () => {
    const { SCRIPTS } = await import('../../src/cards/scripts/index.js');
    expect(Object.keys(loadBlockers()).filter((slug) => SCRIPTS.has(slug))).toEqual([]);
  });

  it('the facts table holds facts only, one card face a line, sorted by slug', () => {
    const text = formatFactsTable(cards);
    const table = JSON.parse(text) as Record<string, Record<string, unknown>>;
    expect(Object.keys(table)).toEqual([...Object.keys(table)].sort());
    expect(text.split('\n')).toHaveLength(cards.length + 3);
    expect(table['fireball']).toEqual({
      slug: 'fireball', name: 'Fireball', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: ['FIRE'],
      cost: { kind: 'reserve', value: 4 }, speed: true,
    });
    expect(text).not.toContain('test effect');
  });
});
