// Scenario helpers for the PTM card tests (ptm-*.test.ts): named champions, masteries, small invented objects.
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { edit, player, withDef } from '../../engine/helpers.js';

/** `who`'s champion becomes this real champion card (its facts only), with extra elements enabled. */
export function asNamed(s: GameState, who: PlayerId, slug: string, ...elements: Element[]): GameState {
  const base = defFromFacts(factsOf(slug), null);
  const def: CardDef = { ...base, elements: [...new Set([...base.elements, ...elements])] };
  return edit(withDef(s, def), (t) => { t.objects[player(t, who).champion!]!.def = def.slug; });
}

/** `who` has this mastery with these counters. */
export function withMastery(s: GameState, who: PlayerId, slug: 'fractured-memories' | 'phantasmagoria', counters: Record<string, number> = {}): GameState {
  return edit(withDef(s, scriptedDef(slug)), (t) => { t.masteries = { ...(t.masteries ?? {}), [who]: { def: slug, counters } }; });
}

export const masteryCounters = (s: GameState, who: PlayerId, counter: 'sheen' | 'haunt'): number => s.masteries?.[who]?.counters[counter] ?? 0;

/** Every element the tests need enabled at once (Exalted is enabled by the advanced ones). */
export const ALL: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA', 'UMBRA', 'CRUX'];

/** Invented objects for the scenarios: only their types and subtypes matter. */
export const aetherwing = defineCard({ slug: 'test-aetherwing', name: 'Test Aetherwing', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['RANGER', 'BOW', 'AETHERWING'], classes: ['RANGER'], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {});
export const plainBow = defineCard({ slug: 'test-plain-bow', name: 'Test Plain Bow', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['RANGER', 'BOW'], classes: ['RANGER'], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {});
export const trinket = defineCard({ slug: 'test-trinket', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
export const domain = defineCard({ slug: 'test-domain', name: 'Test Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {});
export const ally = (slug: string, subtypes: string[], power = 1, life = 3, element: Element = 'NORM'): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element, cost: reserve(2), power, life }, {});

export const offers = (s: GameState, who: PlayerId, pred: (a: ReturnType<typeof legalActions>[number]) => boolean): boolean => legalActions(s, who).some(pred);
