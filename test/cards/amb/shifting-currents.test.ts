// The mastery 'shifting-currents': its behaviour is tested in test/rules/masteries.test.ts; here, that a game gets it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../../src/cards/catalog.js';
import { IndexCardSchema } from '../../../src/cards/index-schema.js';
import { defsForGame } from '../../../src/cards/game-defs.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const shiftingCurrents = scriptedDef('shifting-currents');

const indexFile = fileURLToPath(new URL('../../../../shared/data/cards/index-cards.json', import.meta.url));

describe.skipIf(!existsSync(indexFile))('shifting-currents', () => {
  it("'shifting-currents' (game-mechanics-mastery.md#general-rules): every game has the mastery's definition, though no deck may hold it", () => {
    const catalog = new CardCatalog((JSON.parse(readFileSync(indexFile, 'utf8')) as unknown[]).map((c) => IndexCardSchema.parse(c)));
    const def = defsForGame(catalog, ['spirit-of-fire']).find((d) => d.slug === 'shifting-currents');
    expect(def?.types).toEqual(['MASTERY']);
    expect(def?.abilities).toEqual(shiftingCurrents.abilities);
    expect(def?.abilities.length).toBeGreaterThan(0);
  });
});
