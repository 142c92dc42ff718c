import type { CardScript } from '../define.js';
import type { CardDef } from '../vocabulary.js';
import { FIXTURE_DEFS } from '../fixtures/index.js';
import { cards as alc } from './alc/index.js';
import { cards as amb } from './amb/index.js';
import { cards as doa } from './doa/index.js';
import { cards as dtr } from './dtr/index.js';
import { cards as evp } from './evp/index.js';
import { cards as ftc } from './ftc/index.js';
import { cards as hvn } from './hvn/index.js';
import { cards as mrc } from './mrc/index.js';
import { cards as promo } from './promo/index.js';
import { cards as ptm } from './ptm/index.js';
import { cards as rdo } from './rdo/index.js';

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

/** Every card we have scripted: the engine fixture pool plus the per-set scripts. */
export const SCRIPTED_DEFS: readonly CardDef[] = (() => {
  const bySlug = new Map<string, CardDef>();
  for (const def of [...FIXTURE_DEFS, ...doa, ...ftc, ...alc, ...mrc, ...evp, ...amb, ...hvn, ...dtr, ...rdo, ...ptm, ...promo]) {
    if (bySlug.has(def.slug)) throw new Error(`card ${def.slug} is scripted twice`);
    bySlug.set(def.slug, def);
  }
  return [...bySlug.values()];
})();

/** Every scripted card's script, by Index slug. */
export const SCRIPTS: ReadonlyMap<string, CardScript> = new Map(SCRIPTED_DEFS.filter((d) => d.scripted).map((d) => [d.slug, scriptOf(d)]));

/** Token definitions that scripts summon, by slug. */
export const TOKEN_SLUGS: readonly string[] = SCRIPTED_DEFS.filter((d) => d.types.includes('TOKEN')).map((d) => d.slug);

/**
 * Tokens that scripts summon but that have no script of their own (e.g. Tonoris, Genesis Aegis's
 * Obelisks): a game loads their Index facts and plays them with assisted resolution.
 */
export const UNSCRIPTED_TOKEN_SLUGS: readonly string[] = (() => {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      if (rec.op === 'summonToken' && typeof rec.token === 'string') found.add(rec.token);
      Object.values(rec).forEach(walk);
    }
  };
  SCRIPTED_DEFS.forEach(walk);
  return [...found].filter((slug) => !TOKEN_SLUGS.includes(slug)).sort();
})();
