import { z } from 'zod';
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameSetup, GameState, PlayerState } from '../types.js';
import { seedRng, nextInt } from '../state/rng.js';
import { createObject, shuffleDeck, takeFrom } from '../state/zones.js';
import { logLine, type Ctx } from './ctx.js';
import { advance } from './phases.js';
import { validateDeck } from './deck-rules.js';
import { bestowFirstBoons } from './boons.js';
import { startedWithUnique } from './bestow-restrictions.js';

export const RULES_VERSION_DEFAULT = '2026-08-21';

const setupSchema = z.object({
  seed: z.number().int(),
  players: z.array(z.object({
    id: z.string().min(1).max(40),
    name: z.string().min(1).max(100),
    deck: z.object({ material: z.array(z.string()), main: z.array(z.string()), sideboard: z.array(z.string()).optional(), boons: z.array(z.string()).max(2).optional() }),
  })).min(2).max(4),
  // Card definitions come from the catalog, not from players: each is checked to be an object with a
  // slug below (a schema over hundreds of definitions would copy every one of them, each game).
  defs: z.custom<unknown[]>((v) => Array.isArray(v), 'defs must be an array of card definitions'),
  rulesVersion: z.string().optional(),
  firstPlayer: z.string().optional(),
});

interface DefsIndex {
  items: unknown[];
  defs: Record<string, CardDef>;
  tokens: CardDef[];
}

let lastIndex: DefsIndex | null = null;

/**
 * The definitions by slug, and the token definitions (every game may create tokens). Setups
 * bring the catalog's definitions game after game, so the last index is kept and reused while the
 * setup holds the same definitions in the same order (compared one by one: cheap next to building
 * the index again).
 */
function indexDefs(list: readonly unknown[]): DefsIndex {
  const hit = lastIndex;
  if (hit && hit.items.length === list.length && hit.items.every((d, i) => d === list[i])) return hit;
  const defs: Record<string, CardDef> = {};
  for (const d of list as CardDef[]) {
    if (typeof d !== 'object' || d === null || typeof d.slug !== 'string') throw new Error('Every card definition needs a slug.');
    defs[d.slug] = d;
  }
  const tokens = Object.values(defs).filter((d) => d.types.includes('TOKEN'));
  lastIndex = { items: list.slice(), defs, tokens };
  return lastIndex;
}

/** Start a game: shuffle, choose the first player at random, and place the level 0 champions. */
export function createGame(setup: GameSetup): GameState {
  setupSchema.parse(setup);
  const ids = new Set(setup.players.map((p) => p.id));
  if (ids.size !== setup.players.length) throw new Error('Player ids must be distinct.');
  const { defs, tokens } = indexDefs(setup.defs);
  for (const p of setup.players) {
    const problems = validateDeck(p.deck, defs);
    if (problems.length) throw new Error(`${p.name}'s deck is not legal: ${problems.join('; ')}`);
  }
  const rng = seedRng(setup.seed);
  const cards: GameState['cards'] = {};
  const used: Record<string, CardDef> = {};
  let n = 0;
  const players: PlayerState[] = setup.players.map((p) => {
    const make = (slug: string) => {
      const id = `c${++n}`;
      cards[id] = { owner: p.id, def: slug };
      used[slug] = defs[slug]!; // only the definitions this game uses travel with the state
      return id;
    };
    const mainDeck = p.deck.main.map(make);
    const materialDeck = p.deck.material.map(make);
    const pantheon = p.deck.boons?.map((slug) => ({ card: make(slug), bestowed: false }));
    return {
      id: p.id, name: p.name, mainDeck, materialDeck, hand: [], memory: [], graveyard: [], banishment: [],
      champion: null, hadChampion: false, materializedThisPhase: false, lost: false, drewFromEmpty: false,
      ...(pantheon ? { pantheon } : {}),
      ...(pantheon && startedWithUnique(p.deck.main, defs) ? { startedWithUnique: true } : {}),
      startingMaterialDeckSize: materialDeck.length, // effects/materialize-only.ts
    };
  });
  for (const p of players) shuffleDeck(rng, p);
  for (const d of tokens) used[d.slug] = d;
  // A double-faced card's other side travels with it, or it could never transform (effects/transform.ts).
  for (const d of Object.values(used)) if (d.back && defs[d.back]) used[d.back] = defs[d.back]!;
  const random = nextInt(rng, players.length);
  const chosen = setup.firstPlayer === undefined ? -1 : players.findIndex((p) => p.id === setup.firstPlayer);
  if (setup.firstPlayer !== undefined && chosen < 0) throw new Error(`firstPlayer ${setup.firstPlayer} is not in the game`);
  const firstPlayer = chosen >= 0 ? chosen : random;
  const s: GameState = {
    format: 'standard', rulesVersion: setup.rulesVersion ?? RULES_VERSION_DEFAULT, version: 0, seed: setup.seed, rng,
    players, cards, defs: used, objects: {}, field: [], turn: 1, turnPlayer: firstPlayer, firstPlayer,
    phase: 'setup', phaseStep: 0, combat: null, stack: [], opportunity: null, pending: null, pendingTriggers: [],
    effects: [], keywordGrants: [], leveledUpThisTurn: [], nextId: 1, nextTimestamp: 1, result: null, log: [],
  };
  const ctx: Ctx = { s, events: [] };
  logLine(ctx, `${players[firstPlayer]!.name} goes first.`);
  bestowFirstBoons(ctx);
  advance(ctx);
  return s;
}

/** During setup, each player in turn order reveals a level 0 champion and places it on the field. */
export function placeStartingChampion(ctx: Ctx, playerIdx: number): void {
  const s = ctx.s;
  const p = s.players[playerIdx]!;
  const champ = p.materialDeck.find((c) => {
    const d = s.defs[s.cards[c]!.def]!;
    return d.types.includes('CHAMPION') && d.level === 0;
  })!;
  takeFrom(p, 'materialDeck', champ);
  createObject(ctx, { card: champ, def: s.cards[champ]!.def, controller: p.id, owner: p.id });
  logLine(ctx, `${p.name} reveals ${s.defs[s.cards[champ]!.def]!.name}.`, p.id);
}
