import type { CardScript } from '../define.js';
import type { CardDef } from '../vocabulary.js';
import { FIXTURE_DEFS } from '../fixtures/index.js';

/** The script part of a card definition: what we wrote, without the Index facts. */
export function scriptOf(def: CardDef): CardScript {
  return {
    ...(def.lineage ? { lineage: def.lineage } : {}),
    keywords: def.keywords,
    ...(def.keywordValues ? { keywordValues: def.keywordValues } : {}),
    abilities: def.abilities,
    ...(def.onResolve ? { onResolve: def.onResolve } : {}),
    ...(def.targets ? { targets: def.targets } : {}),
    ...(def.modes ? { modes: def.modes } : {}),
  };
}

/** Every scripted card, by Index slug. */
export const SCRIPTS: ReadonlyMap<string, CardScript> = new Map(FIXTURE_DEFS.filter((d) => d.scripted).map((d) => [d.slug, scriptOf(d)]));

/** Token definitions that scripts summon, by slug. */
export const TOKEN_SLUGS: readonly string[] = FIXTURE_DEFS.filter((d) => d.types.includes('TOKEN')).map((d) => d.slug);
