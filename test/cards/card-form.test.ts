// The lean card form: a script holds only what we wrote; facts come from the committed Index facts table;
// one registry, generated from the script files, that cannot drift and refuses a slug scripted twice.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasIndexFacts } from '../../src/cards/index-facts.js';
import { REGISTRY_FILE, registrySource, scriptFiles } from '../../src/cards/registry-source.js';
import { SCRIPTED_DEFS, SCRIPTS, collectScripts, scriptedDef } from '../../src/cards/scripts/index.js';
import { SCRIPT_FILES } from '../../src/cards/scripts/registry.js';

const FACT_KEYS = ['name', 'types', 'supertypes', 'subtypes', 'classes', 'element', 'cost', 'level', 'power', 'life', 'durability', 'speed'];

describe('the lean card form', () => {
  it('every scripted slug has its facts in the committed table', () => {
    const missing = [...SCRIPTS.keys()].filter((slug) => !hasIndexFacts(slug));
    expect(missing).toEqual([]);
  });

  it('the registry lists exactly the script files under src/cards/scripts/<set>/ (regenerate: npm run cards:registry)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(registrySource(scriptFiles()));
    expect(SCRIPT_FILES.map((f) => f.file)).toEqual(scriptFiles());
  });

  it('each script file is named for the slug it scripts', () => {
    for (const { file, card } of SCRIPT_FILES) expect(file.split('/')[1], file).toBe(card.slug);
  });

  it('no script restates an Index fact', () => {
    for (const { file, card } of SCRIPT_FILES) {
      expect(Object.keys(card.script).filter((k) => FACT_KEYS.includes(k)), file).toEqual([]);
    }
  });

  it('a slug scripted twice, or a file named for another slug, is refused when the scripts load', () => {
    const fraysia = SCRIPT_FILES.find((f) => f.card.slug === 'fraysia')!;
    expect(() => collectScripts([], [...SCRIPT_FILES, { file: 'zzz/fraysia', card: fraysia.card }])).toThrow(/fraysia is scripted twice/);
    expect(() => collectScripts([fraysia.card], [fraysia])).toThrow(/fraysia is scripted twice/);
    expect(() => collectScripts([], [{ file: 'alc/not-fraysia', card: fraysia.card }])).toThrow(/name the file for its slug/);
    expect(collectScripts([], SCRIPT_FILES).size).toBe(SCRIPT_FILES.length);
  });

  it('definitions join the Index facts to the script', () => {
    const fraysia = scriptedDef('fraysia');
    expect(fraysia.name).toBe('Fraysia');
    expect(fraysia.types).toEqual(['TOKEN', 'ITEM']);
    expect(fraysia.scripted).toBe(true);
    expect(SCRIPTED_DEFS.length).toBe(SCRIPTS.size);
    expect(() => scriptedDef('not-a-card')).toThrow(/no script/);
  });
});
