import type { CardDef, Element } from '../../cards/vocabulary.js';
import type { DeckList, GameSetup, RngState } from '../types.js';
import { nextInt, seedRng, shuffleInPlace } from '../state/rng.js';

const BASIC: readonly Element[] = ['FIRE', 'WATER', 'WIND'];

/**
 * A random Standard deck from a pool of card definitions: a level 0 champion, champions that
 * can level from it, up to a few regalia, and 60 main-deck cards (at most 4 of a name) whose
 * elements its lineage enables (boons belong to the Pantheon zone, never a deck). For property runs and benchmarks over the scripted pool.
 */
export function randomDeck(pool: readonly CardDef[], seed: number): DeckList {
  const rng: RngState = seedRng(seed);
  const pick = <T>(items: readonly T[]): T => items[nextInt(rng, items.length)]!;
  const champions = pool.filter((d) => d.types.includes('CHAMPION'));
  const spirits = champions.filter((d) => d.level === 0 && d.elements.some((e) => BASIC.includes(e)));
  if (spirits.length === 0) throw new Error('no level 0 champion in the pool');
  const spirit = pick(spirits);
  const material: CardDef[] = [spirit];
  // One champion per level above, without a lineage requirement or matching the previous name.
  let previous = spirit;
  for (let level = 1; level <= 3; level++) {
    const options = champions.filter((d) => d.level === level && (!d.lineage || previous.name.split(',')[0]!.trim() === d.lineage));
    if (options.length === 0) break;
    previous = pick(options);
    material.push(previous);
  }
  const elements = new Set<Element>(['NORM', ...material.flatMap((d) => d.elements)]);
  const playable = (d: CardDef) => d.elements.every((e) => elements.has(e));
  const regalia = pool.filter((d) => d.supertypes.includes('REGALIA') && !d.types.includes('CHAMPION') && !d.types.includes('TOKEN') && playable(d));
  shuffleInPlace(rng, regalia);
  const names = new Set(material.map((d) => d.name));
  let relic = material.some((d) => d.keywords.includes('divineRelic')); // a champion may be a Divine Relic too
  for (const r of regalia) {
    if (material.length >= 8) break;
    if (names.has(r.name)) continue;
    if (r.keywords.includes('divineRelic')) {
      if (relic) continue;
      relic = true;
    }
    names.add(r.name);
    material.push(r);
  }
  const mainPool = pool.filter((d) => !d.types.includes('CHAMPION') && !d.types.includes('TOKEN') && !d.types.includes('BOON') && !d.supertypes.includes('REGALIA') && d.cost.kind !== 'none' && playable(d));
  shuffleInPlace(rng, mainPool);
  const main: string[] = [];
  for (const d of mainPool) {
    if (main.length >= 60) break;
    const copies = Math.min(4, 60 - main.length);
    for (let i = 0; i < copies; i++) main.push(d.slug);
  }
  if (main.length < 60) throw new Error(`only ${main.length} main-deck cards are playable with ${[...elements].join('/')}`);
  return { material: material.map((d) => d.slug), main };
}

/** A two-player game between random decks from the pool, both decks derived from the seed. */
export function randomPoolSetup(pool: readonly CardDef[], seed: number): GameSetup {
  return {
    seed,
    defs: [...pool],
    players: [
      { id: 'p1', name: 'One', deck: randomDeck(pool, seed * 2) },
      { id: 'p2', name: 'Two', deck: randomDeck(pool, seed * 2 + 1) },
    ],
  };
}
