import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { IndexCardSchema } from '../../src/cards/index-schema.js';
import { toBackFaceDef, toCardDef } from '../../src/cards/runtime.js';
import { INDEX_FACTS_FILE, formatFactsTable } from '../../src/cards/index-facts.js';
import { defsForGame } from '../../src/cards/game-defs.js';
import { SCRIPTED_DEFS, SCRIPTS } from '../../src/cards/scripts/index.js';

const indexFile = fileURLToPath(new URL('../../../shared/data/cards/index-cards.json', import.meta.url));

describe.skipIf(!existsSync(indexFile))('runtime cards from the shared Index', () => {
  let catalog: CardCatalog;
  beforeAll(() => {
    catalog = new CardCatalog((JSON.parse(readFileSync(indexFile, 'utf8')) as unknown[]).map((c) => IndexCardSchema.parse(c)));
  });

  it('the committed facts table is what `npm run cards:facts` makes of the Index', () => {
    expect(readFileSync(INDEX_FACTS_FILE, 'utf8')).toBe(formatFactsTable(catalog.list()));
  });

  it('a scripted card plays with the same definition from the facts table as from the synced Index', () => {
    for (const def of SCRIPTED_DEFS) {
      const card = catalog.bySlug(def.slug) ?? catalog.list().find((c) => toBackFaceDef(c, null)?.slug === def.slug);
      expect(card, def.slug).toBeDefined();
      const fromIndex = card!.slug === def.slug ? toCardDef(card!, SCRIPTS.get(def.slug)!) : toBackFaceDef(card!, SCRIPTS.get(def.slug)!);
      expect(fromIndex, def.slug).toEqual(def);
    }
  });

  it('reads the Index boon types as one BOON type with its kind (general-rules/general-rules-card-types/card-types-boons.md#general-rules)', () => {
    const greater = toCardDef(catalog.bySlug('greater-boon-of-luxera')!, null);
    expect(greater.types).toEqual(['BOON']);
    expect(greater.subtypes).toContain('GREATER');
    const lesser = catalog.list().find((c) => c.types.includes('LESSER BOON'))!;
    expect(toCardDef(lesser, null).subtypes).toContain('LESSER');
  });

  it('reads a champion lineage requirement from the synced data', () => {
    const blademaster = catalog.bySlug('lorraine-blademaster')!;
    expect(toCardDef(blademaster, null).lineage).toBe('Lorraine');
    expect(toCardDef(catalog.bySlug('rai-spellcrafter')!, null).lineage).toBeUndefined();
  });

  it('marks cards without a script as unscripted, and builds game definitions with the tokens scripts summon', () => {
    // Lesser Boon of Knox banishes face down for an opponent to use, which no script can do yet (src/cards/blockers/boons.json).
    const defs = defsForGame(catalog, ['spirit-of-fire', 'lorraine-spirit-ruler', 'lesser-boon-of-knox']);
    expect(defs.find((d) => d.slug === 'spirit-of-fire')!.scripted).toBe(true);
    expect(defs.find((d) => d.slug === 'lesser-boon-of-knox')!.scripted).toBe(false);
    expect(defs.some((d) => d.slug === 'powercell')).toBe(true);
    expect(SCRIPTS.size).toBe(SCRIPTED_DEFS.length);
    expect(SCRIPTED_DEFS.length).toBeGreaterThanOrEqual(FIXTURE_DEFS.length);
  });

  it('converts every card of the Index without throwing', () => {
    for (const card of catalog.list()) expect(() => toCardDef(card, null)).not.toThrow();
  });
});
