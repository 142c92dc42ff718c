import type { CardScript, ScriptedCard } from '../define.js';
import type { CardDef } from '../vocabulary.js';
import { FIXTURE_SCRIPTS } from '../fixtures/index.js';
import { factsOf, hasIndexFacts } from '../index-facts.js';
import { defFromFacts } from '../runtime.js';
import { SCRIPT_FILES } from './registry.js';

/**
 * Every script we wrote, by slug: the engine fixture pool plus one file per card under
 * src/cards/scripts/<set>/<slug>.ts. A file must be named for the slug it scripts, and a slug
 * may be scripted once only.
 */
export function collectScripts(fixtures: readonly ScriptedCard[], files: readonly { file: string; card: ScriptedCard }[]): Map<string, CardScript> {
  const bySlug = new Map<string, CardScript>();
  const add = ({ slug, script }: ScriptedCard, where: string): void => {
    if (bySlug.has(slug)) throw new Error(`card ${slug} is scripted twice (again in ${where})`);
    bySlug.set(slug, script);
  };
  for (const card of fixtures) add(card, 'src/cards/fixtures');
  for (const { file, card } of files) {
    if (file.slice(file.indexOf('/') + 1) !== card.slug) throw new Error(`src/cards/scripts/${file}.ts scripts '${card.slug}': name the file for its slug`);
    add(card, `src/cards/scripts/${file}.ts`);
  }
  return bySlug;
}

/** Every script we wrote, by Index slug. */
export const SCRIPTS: ReadonlyMap<string, CardScript> = collectScripts(FIXTURE_SCRIPTS, SCRIPT_FILES);

/** Every card we have scripted, with its Index facts from the committed facts table. */
export const SCRIPTED_DEFS: readonly CardDef[] = [...SCRIPTS].map(([slug, script]) => defFromFacts(factsOf(slug), script));

/** Token definitions that scripts summon, by slug. */
export const TOKEN_SLUGS: readonly string[] = SCRIPTED_DEFS.filter((d) => d.types.includes('TOKEN')).map((d) => d.slug);

/** Every slug our scripts name in `field` of an effect whose op is one of `ops`, walking the whole script. */
function slugsNamedBy(ops: readonly string[], field: string): Set<string> {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      if (ops.includes(rec.op as string) && typeof rec[field] === 'string') found.add(rec[field] as string);
      Object.values(rec).forEach(walk);
    }
  };
  SCRIPTED_DEFS.forEach(walk);
  return found;
}

/**
 * Tokens that scripts summon but that have no script of their own (e.g. Tonoris, Genesis Aegis's
 * Obelisks): a game loads their Index facts and plays them with assisted resolution.
 */
export const UNSCRIPTED_TOKEN_SLUGS: readonly string[] = [...slugsNamedBy(['summonToken', 'summonTokenFor'], 'token')]
  .filter((slug) => !TOKEN_SLUGS.includes(slug)).sort();

/** Cards our scripts generate from outside the game (a game loads them: their script, or their Index facts). */
export const GENERATED_SLUGS: readonly string[] = [...slugsNamedBy(['generate'], 'card')].sort();

const SCRIPTED_BY_SLUG: ReadonlyMap<string, CardDef> = new Map(SCRIPTED_DEFS.map((d) => [d.slug, d]));

/** A scripted card's definition (its Index facts with our script); throws for a slug we have not scripted. */
export function scriptedDef(slug: string): CardDef {
  const def = SCRIPTED_BY_SLUG.get(slug);
  if (!def) throw new Error(`no script for '${slug}'`);
  return def;
}

/**
 * The scripted pool as a game needs it: every scripted card, plus the Index facts of the tokens our
 * scripts summon that have no script (assisted resolution), as `defsForGame` adds them for real games.
 * Random-deck games (property tests, bench:engine) use it, so that any card they draw can be played.
 */
export const GAME_POOL_DEFS: readonly CardDef[] = [
  ...SCRIPTED_DEFS,
  ...UNSCRIPTED_TOKEN_SLUGS.filter(hasIndexFacts).map((slug) => defFromFacts(factsOf(slug), null)),
  // Cards our scripts generate that have no script: played by assisted resolution.
  ...GENERATED_SLUGS.filter((slug) => !SCRIPTS.has(slug) && hasIndexFacts(slug)).map((slug) => defFromFacts(factsOf(slug), null)),
];
