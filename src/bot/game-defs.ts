import type { CardCatalog } from '../cards/catalog.js';
import { defsForGame } from '../cards/game-defs.js';
import type { CardDef, GameSetup } from '../engine/types.js';
import type { EnginePort } from './ports.js';

/**
 * The card definitions of one game: those the bot was given (the house decks' cards) plus,
 * for every other card in the players' decks, the Index facts with our script, or none
 * (assisted resolution). Cards the catalog does not know are left for the engine's deck
 * check to refuse.
 */
export function gameDefs(base: readonly CardDef[], catalog: CardCatalog, slugs: Iterable<string>): CardDef[] {
  const known = new Set(base.map((def) => def.slug));
  const fromCatalog = [...new Set(slugs)].filter((slug) => !known.has(slug) && catalog.bySlug(slug));
  if (fromCatalog.length === 0) return [...base];
  return [...base, ...defsForGame(catalog, fromCatalog).filter((def) => !known.has(def.slug))];
}

/** The engine, with each new game's definitions built from the decks in it (see gameDefs). */
export function withCatalogDefs(engine: EnginePort, catalog: CardCatalog): EnginePort {
  return {
    createGame: (setup: GameSetup) => {
      const slugs = setup.players.flatMap((p) => [...p.deck.material, ...p.deck.main, ...(p.deck.sideboard ?? [])]);
      return engine.createGame({ ...setup, defs: gameDefs(setup.defs, catalog, slugs) });
    },
    legalActions: (state, player) => engine.legalActions(state, player),
    apply: (state, player, action) => engine.apply(state, player, action),
    view: (state, viewer) => engine.view(state, viewer),
    describeAction: (state, player, action) => engine.describeAction(state, player, action),
    actingPlayers: (state) => engine.actingPlayers(state),
  };
}

/** The card text of a slug as the synced Index has it (shown during assisted resolution). */
export function cardTextFrom(catalog: CardCatalog): (slug: string) => string | null {
  return (slug) => catalog.bySlug(slug)?.effect_raw ?? null;
}
