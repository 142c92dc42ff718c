// Scenario helpers for the round 3 card tests (conditional keywords outside the field).
import { defineCard, memory } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, edit, asClass, atMain, legal, mainPhaseOf, newGame, passUntil, player, withDef } from './support.js';
import type { ChampionClass } from './support.js';
import { place } from './round2-helpers.js';

/** A test-only ally that costs one memory, to spend Floating Memory on. */
export const memoryAlly = defineCard(
  { slug: 'test-memory-ally', name: 'Test Memory Ally', types: ['ALLY'], element: 'NORM', cost: memory(1), power: 1, life: 1 },
  {},
);

/** Is `def`, lying in Alice's graveyard, able to pay a memory cost while her champion is of `cls`? */
export function floatsFor(def: CardDef, cls: ChampionClass): boolean {
  let s = asClass(withDef(mainPhaseOf(A), def), A, cls);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

/** Alice (a `cls` champion, empty memory) pays the test ally's memory cost by banishing `def` from her graveyard. */
export function payWithFloating(def: CardDef, cls: ChampionClass): { s: GameState; card: string } {
  let s = asClass(withDef(withDef(mainPhaseOf(A), def), memoryAlly), A, cls);
  s = edit(s, (t) => { player(t, A).memory = []; });
  let card: string, ally: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  [s, ally] = addCard(s, A, memoryAlly.slug);
  s = act(s, A, { type: 'activate', card: ally });
  s = act(s, A, { type: 'chooseFloating', card });
  return { s, card };
}

/** Is Alice's rested copy of `def` awake again once her turn is over (with a `cls` champion)? */
export function wakesAtEndPhase(def: CardDef, cls: ChampionClass): boolean {
  let s = asClass(mainPhaseOf(A), A, cls);
  let ally: string;
  [s, ally] = place(s, A, def, { rested: true });
  s = passUntil(s, atMain(B));
  return !s.objects[ally]!.rested;
}

/** May Bob activate `def` from hand during Alice's turn (a `cls` champion with `prepare` applied)? */
export function fastFromHand(def: CardDef, cls: ChampionClass, prepare: (s: GameState, who: PlayerId) => GameState = (s) => s): boolean {
  let s = prepare(asClass(withDef(newGame({ first: A }), def), B, cls), B);
  let card: string;
  [s, card] = addCard(s, B, def.slug);
  s = act(s, A, { type: 'pass' });
  return legal(s, B).some((a) => a.type === 'activate' && a.card === card);
}

export const memoryOf = (s: GameState, who: PlayerId) => player(s, who).memory.length;
